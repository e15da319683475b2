import { OrderedStream } from '../../gateway/subscriptions/stream';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('OrderedStream', () => {
  it('delivers in push order even when later items resolve first, and skips undefined', async () => {
    const stream = new OrderedStream<number>(() => undefined);
    const [a, b, c] = [
      deferred<number | undefined>(),
      deferred<number | undefined>(),
      deferred<number | undefined>(),
    ];
    stream.push(a.promise);
    stream.push(b.promise);
    stream.push(c.promise);
    stream.end();
    c.resolve(3);
    b.resolve(undefined);
    a.resolve(1);
    const seen: number[] = [];
    for await (const value of stream) seen.push(value);
    expect(seen).toEqual([1, 3]);
  });

  it('ends a waiting consumer at once on return() and calls onFinish once', async () => {
    const onFinish = jest.fn();
    const stream = new OrderedStream<number>(onFinish);
    const waiting = stream.next();
    await stream.return();
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
    stream.push(Promise.resolve(1));
    await expect(stream.next()).resolves.toEqual({ value: undefined, done: true });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('fails a subscriber that falls too far behind', async () => {
    const onFinish = jest.fn();
    const stream = new OrderedStream<number>(onFinish, 2);
    for (let i = 0; i < 3; i += 1) stream.push(Promise.resolve(i));
    await expect(stream.next()).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

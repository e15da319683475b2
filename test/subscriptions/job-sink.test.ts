import WebSocket from 'ws';
import { Delivery } from '../../gateway/subscriptions/delivery';
import { JobSink, type SubscriptionTarget } from '../../gateway/subscriptions/job-sink';
import type { ResolvedJob } from '../../gateway/subscriptions/resolve';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const job = (progress: number): ResolvedJob => ({
  job: { id: 'j', progress },
  status: 'processing',
  errors: [],
});

/** A socket that records the frames it is given (the sink only sends, checks state and buffer). */
function socket(bufferedAmount = 0) {
  const frames: Buffer[] = [];
  const target: SubscriptionTarget = {
    id: 'sub-1',
    socket: {
      readyState: WebSocket.OPEN,
      bufferedAmount,
      send: (data: Buffer) => void frames.push(data),
    } as SubscriptionTarget['socket'],
  };
  const sent = () => frames.map((f) => JSON.parse(f.toString()));
  return { target, frames, sent };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('JobSink', () => {
  it('sends in push order even when later events resolve first, skips the unresolved, and completes after them', async () => {
    const { target, sent } = socket();
    const sink = new JobSink(target, 'jobUpdated', () => undefined);
    const [a, b, c] = [
      deferred<ResolvedJob | undefined>(),
      deferred<ResolvedJob | undefined>(),
      deferred<ResolvedJob | undefined>(),
    ];
    for (const d of [a, b, c]) sink.push(new Delivery(d.promise));
    sink.end();
    const done = sink.next();
    c.resolve(job(3));
    b.resolve(undefined);
    await settle();
    expect(sent()).toEqual([]);
    a.resolve(job(1));
    await expect(done).resolves.toEqual({ value: undefined, done: true });
    expect(sent()).toEqual([
      { id: 'sub-1', type: 'next', payload: { data: { jobUpdated: { id: 'j', progress: 1 } } } },
      { id: 'sub-1', type: 'next', payload: { data: { jobUpdated: { id: 'j', progress: 3 } } } },
    ]);
  });

  it('gives subscribers of one delivery the same frame, built once per response key and id', async () => {
    const first = socket();
    const second = socket();
    const aliased = socket();
    const delivery = new Delivery(Promise.resolve(job(7)));
    new JobSink(first.target, 'jobUpdated', () => undefined).push(delivery);
    new JobSink(second.target, 'jobUpdated', () => undefined).push(delivery);
    new JobSink(aliased.target, 'mine', () => undefined).push(delivery);
    await settle();
    expect(first.frames[0]).toBe(second.frames[0]);
    expect(aliased.sent()).toEqual([
      { id: 'sub-1', type: 'next', payload: { data: { mine: { id: 'j', progress: 7 } } } },
    ]);
  });

  it('ends at once on return() and calls onFinish once', async () => {
    const onFinish = jest.fn();
    const { target, sent } = socket();
    const sink = new JobSink(target, 'jobUpdated', onFinish);
    const waiting = sink.next();
    await sink.return();
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
    sink.push(new Delivery(Promise.resolve(job(1))));
    await settle();
    expect(sent()).toEqual([]);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('fails a subscriber whose client leaves too much unread', async () => {
    const onFinish = jest.fn();
    const { target, sent } = socket(2 * 1024 * 1024);
    const sink = new JobSink(target, 'jobUpdated', onFinish);
    const waiting = sink.next();
    sink.push(new Delivery(Promise.resolve(job(1))));
    await expect(waiting).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(sent()).toEqual([]);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

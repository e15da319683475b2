import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** What a `next` message carries: the subscription's result. */
interface NextPayload {
  data?: Record<string, Record<string, unknown> | null> | null;
}

/**
 * One bare graphql-transport-ws client of the subscription benchmarks (bench/subscriptions.ts,
 * bench/notification-fanout.ts): a raw `ws` socket, cheap enough for ten thousand in one process.
 * Connects with `token`, subscribes to `query` once acknowledged and hands every result to
 * `onNext` with the time (epoch ms) it arrived. Resolves true once subscribed, false when the
 * socket failed first.
 */
export function subscribeOverWs(
  url: string,
  token: string,
  query: string,
  onNext: (payload: NextPayload, at: number) => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
      ),
    );
    socket.on('message', (raw) => {
      const at = performance.timeOrigin + performance.now();
      const message = JSON.parse(String(raw));
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve(true);
      } else if (message.type === 'next') onNext(message.payload, at);
    });
    socket.on('error', () => resolve(false));
  });
}

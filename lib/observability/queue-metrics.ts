import { systemClock } from '../clock';
import { jobQueueDepth, jobQueueOldestAge } from './metrics';

export interface QueueCount {
  status: string;
  count: number;
  /** When the oldest job of this status was created. */
  oldest: Date | null;
}

/**
 * A job queue's depth by status and the age of its oldest waiting job for /metrics
 * (docs/observability.md), read at scrape time with the queue's own grouped query (at most once a
 * second, however many gauges ask). Started and stopped with the service as background work.
 */
export function queueMetrics(
  queue: string,
  statuses: { waiting: string; running: string },
  count: () => Promise<QueueCount[]>,
): { start(): void; stop(): Promise<void> } {
  let last: { at: number; read: Promise<QueueCount[]> } | undefined;
  const read = () => {
    if (!last || performance.now() - last.at > 1000)
      last = { at: performance.now(), read: count() };
    return last.read;
  };
  const stops: (() => void)[] = [];
  return {
    start() {
      stops.push(
        jobQueueDepth.add(async () => {
          const rows = await read();
          return [statuses.waiting, statuses.running].map((status) => ({
            labels: { queue, status },
            value: rows.find((row) => row.status === status)?.count ?? 0,
          }));
        }),
        jobQueueOldestAge.add(async () => {
          const oldest = (await read()).find((row) => row.status === statuses.waiting)?.oldest;
          return [
            {
              labels: { queue },
              value: oldest ? (systemClock.now().getTime() - oldest.getTime()) / 1000 : 0,
            },
          ];
        }),
      );
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

import type { PrismaClient } from '../../../lib/db/prisma';
import { jobQueueDepth, jobQueueOldestAge } from '../../../lib/observability/metrics';
import type { BackgroundWork } from '../../../lib/subgraph/server';

/**
 * The media job queue for /metrics (docs/observability.md): jobs waiting and running, and the age
 * of the oldest waiting one, read at scrape time with one grouped query (it uses no lock and
 * sees the last committed state, which is all a gauge needs).
 */
export function jobQueueMetrics(prisma: PrismaClient): BackgroundWork {
  let last: { at: number; read: Promise<{ status: string; count: number; oldest: Date | null }[]> } | undefined;
  const read = () => {
    if (!last || Date.now() - last.at > 1000) {
      last = {
        at: Date.now(),
        read: prisma.mediaJob
          .groupBy({ by: ['status'], where: { status: { in: ['queued', 'processing'] } }, _count: { _all: true }, _min: { createdAt: true } })
          .then((rows) => rows.map((row) => ({ status: row.status, count: row._count._all, oldest: row._min.createdAt }))),
      };
    }
    return last.read;
  };
  const stops: (() => void)[] = [];
  return {
    start() {
      stops.push(
        jobQueueDepth.add(async () => {
          const rows = await read();
          return ['queued', 'processing'].map((status) => ({ labels: { queue: 'media', status }, value: rows.find((row) => row.status === status)?.count ?? 0 }));
        }),
        jobQueueOldestAge.add(async () => {
          const oldest = (await read()).find((row) => row.status === 'queued')?.oldest;
          return [{ labels: { queue: 'media' }, value: oldest ? (Date.now() - oldest.getTime()) / 1000 : 0 }];
        }),
      );
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

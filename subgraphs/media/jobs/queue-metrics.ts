import type { PrismaClient } from '../../../lib/db/prisma';
import { queueMetrics } from '../../../lib/observability/queue-metrics';
import type { BackgroundWork } from '../../../lib/subgraph/server';

/** The media job queue at /metrics: one grouped read without locks (a gauge needs no more). */
export function jobQueueMetrics(prisma: PrismaClient): BackgroundWork {
  return queueMetrics('media', { waiting: 'queued', running: 'processing' }, async () => {
    const rows = await prisma.mediaJob.groupBy({
      by: ['status'],
      where: { status: { in: ['queued', 'processing'] } },
      _count: { _all: true },
      _min: { createdAt: true },
    });
    return rows.map((row) => ({
      status: row.status,
      count: row._count._all,
      oldest: row._min.createdAt,
    }));
  });
}

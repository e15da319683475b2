import type { PrismaClient } from '../../../lib/db/prisma';
import { queueMetrics } from '../../../lib/observability/queue-metrics';
import type { BackgroundWork } from '../../../lib/subgraph/server';

/** The export queue at /metrics: one grouped read without locks (a gauge needs no more). */
export function exportQueueMetrics(prisma: PrismaClient): BackgroundWork {
  return queueMetrics('reports', { waiting: 'queued', running: 'running' }, async () => {
    const rows = await prisma.reportExport.groupBy({
      by: ['status'],
      where: { status: { in: ['queued', 'running'] } },
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

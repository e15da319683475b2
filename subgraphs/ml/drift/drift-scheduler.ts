import type { PrismaClient } from '../../../lib/db/prisma';
import type { FileStorage } from '../../../lib/storage';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { runMonitor } from './drift-rules';
import { claimDueMonitors } from './drift-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-drift');
const BATCH = 10;

/** Runs monitors with an interval when they fall due (claimed by drift-store.ts, lib/db/claim-round.ts). */
export function driftScheduler(
  parts: { prisma: PrismaClient; storage: FileStorage },
  pollMs: number,
): BackgroundService {
  return backgroundService({
    name: 'ml-drift',
    round: async () => {
      const due = await claimDueMonitors(parts.prisma, BATCH);
      for (const monitor of due) {
        // A run that cannot compare yet (too few inputs) waits for the monitor's next turn.
        await runMonitor(parts, monitor).catch((error) =>
          log.warn({ monitorId: monitor.id, reason: (error as Error).message }, 'run skipped'),
        );
      }
      return due.length === BATCH;
    },
    intervalMs: pollMs,
  });
}

import type { PrismaClient } from '../../../lib/db/prisma';
import type { FileStorage } from '../../../lib/storage';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { WorkLoop } from '../../../lib/work-loop';
import { runMonitor } from './drift-rules';
import { claimDueMonitors } from './drift-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-drift');

/** Runs monitors with an interval when they fall due (drift-store.ts claims them, SKIP LOCKED). */
export class DriftScheduler implements BackgroundWork {
  private readonly loop: WorkLoop;

  constructor(
    private readonly parts: { prisma: PrismaClient; storage: FileStorage },
    pollMs: number,
  ) {
    this.loop = new WorkLoop('ml-drift', () => this.round(), pollMs);
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async round(): Promise<boolean> {
    const due = await claimDueMonitors(this.parts.prisma, 10);
    for (const monitor of due) {
      // A run that cannot compare yet (too few inputs) waits for the monitor's next turn.
      await runMonitor(this.parts, monitor).catch((error) =>
        log.warn({ monitorId: monitor.id, reason: (error as Error).message }, 'run skipped'),
      );
    }
    return due.length === 10;
  }
}

import type { BackgroundWork } from '../../../lib/subgraph/server';
import { WorkLoop } from '../../../lib/work-loop';
import type { ReportsDeps } from '../common/context';
import { expireExports } from './admin-rules';

/**
 * Expires completed exports past their 7 days every `intervalMs` (REPORTS_EXPIRY_SWEEP_MS,
 * default 10 minutes); the system's POST /admin/expire runs the same sweep at once. A download
 * never waits for it: an export past its expiresAt answers 410 whatever its stored status.
 */
export class ExpirySweep implements BackgroundWork {
  private readonly loop: WorkLoop;

  constructor(deps: () => ReportsDeps, intervalMs: number) {
    this.loop = new WorkLoop(
      'reports expiry sweep',
      async () => {
        await expireExports(deps());
        return false;
      },
      intervalMs,
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}

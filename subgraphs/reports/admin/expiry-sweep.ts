import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import type { ReportsDeps } from '../common/deps';
import { expireExports } from './admin-rules';

/**
 * Expires completed exports past their 7 days every `intervalMs` (REPORTS_EXPIRY_SWEEP_MS,
 * default 10 minutes); the system's POST /admin/expire runs the same sweep at once. A download
 * never waits for it: an export past its expiresAt answers 410 whatever its stored status.
 */
export function expirySweep(deps: () => ReportsDeps, intervalMs: number): BackgroundService {
  return backgroundService({
    name: 'reports expiry sweep',
    round: async () => {
      await expireExports(deps());
      return false;
    },
    intervalMs,
  });
}

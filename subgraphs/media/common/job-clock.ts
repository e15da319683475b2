import { systemClock, type Clock } from '../../../lib/clock';
import type { JobDeps } from './deps';

/**
 * The clock a change of a job reads: the deps' own (the service's, common/context.ts), or
 * `systemClock` while the worker builds its deps without one (subgraphs/media/worker/worker-deps.ts).
 */
export function jobClock(deps: Pick<JobDeps, 'clock'>): Clock {
  return deps.clock ?? systemClock;
}

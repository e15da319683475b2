import { isUuid, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { MediaLoaders } from '../common/loaders';
import type { JobRow } from './job-store';

/*
 * Who may see and move a job (docs/media.md, "Reading jobs"): any signed-in user creates jobs of
 * their own; a job's owner and the tenant's admins see and move it; for anyone else it does not
 * exist.
 */

/** Admins (and the platform itself) see every job of their tenant. */
const isAdmin = (actor: Actor): boolean =>
  actor.roles.includes('admin') || actor.roles.includes('system');

/** A job's owner and the tenant's admins see it; for anyone else it does not exist. */
export function canSee(actor: Actor, job: JobRow): boolean {
  return job.ownerId === actor.id || isAdmin(actor);
}

/** The job if the actor may see it, else 404 (also for another tenant's job or a malformed id). */
export async function visibleJob(loaders: MediaLoaders, actor: Actor, id: string): Promise<JobRow> {
  const job = isUuid(id) ? await loaders.jobById.load(id) : null;
  if (!job || !canSee(actor, job)) throw new NotFoundError('Job', id);
  return job;
}

/** Listing every job of the tenant (`all`) is for admins; 403 for others. */
export function assertMayListAll(actor: Actor): void {
  if (!isAdmin(actor)) throw new ForbiddenError('Only admins may list every job of the tenant');
}

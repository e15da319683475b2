import { isUuid } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { JobRow } from '../data/jobs';
import type { MediaLoaders } from '../loaders';
import type { Actor } from './create-job';

/** Admins (and the platform itself) see every job of their tenant. */
export const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin') || actor.roles.includes('system');

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

import type { Actor } from '../../../lib/context';
import { creationConnection, creationPage, type Connection } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { MediaDeps } from '../common/deps';
import { assertMayListAll } from './access';
import type { JobRow, JobStatus } from './job-store';
import { JOB_TYPES } from './job-types';
import { findJobPage } from './list-store';

export interface JobListArgs {
  status?: JobStatus | null;
  type?: string | null;
  /** Every job of the tenant instead of the caller's own (admins). */
  all?: boolean | null;
  limit?: number | null;
  cursor?: string | null;
}

/** The caller's jobs (admins: with `all`, the tenant's), newest first, filtered by status and type. */
export async function listJobs(
  deps: MediaDeps,
  actor: Actor,
  args: JobListArgs,
): Promise<Connection<JobRow>> {
  new InputCheck().oneOf('type', args.type, JOB_TYPES).done();
  if (args.all) assertMayListAll(actor);
  const page = creationPage(args, 'DESC');
  const rows = await findJobPage(
    deps.prisma,
    {
      tenantId: actor.tenantId,
      ownerId: args.all ? undefined : actor.id,
      status: args.status ?? undefined,
      type: args.type ?? undefined,
    },
    page,
  );
  for (const row of rows) deps.loaders.jobById.prime(row.id, row);
  return creationConnection(rows, page);
}

import type { Db } from '../../../lib/db/prisma';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';
import { toJobRow, type JobRow, type JobStatus } from './job-store';

export interface JobFilter {
  tenantId: string;
  /** Absent: every job of the tenant (admins). */
  ownerId?: string;
  status?: JobStatus;
  type?: string;
}

/** One creation-order page of jobs (limit + 1 rows; the extra one tells that more exist). */
export async function findJobPage(
  prisma: Db,
  filter: JobFilter,
  page: CreationPage,
): Promise<JobRow[]> {
  const rows = await prisma.mediaJob.findMany({
    where: {
      tenantId: filter.tenantId,
      ...(filter.ownerId ? { ownerId: filter.ownerId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.type ? { type: filter.type } : {}),
      ...createdAfter(page),
    },
    ...creationQuery(page),
  });
  return rows.map(toJobRow);
}

import DataLoader from 'dataloader';
import { isUuid } from '../../lib/context';
import type { PrismaClient } from '../../lib/db/prisma';
import { findJobsByIds, type JobRow } from './data/jobs';

/** Per-request DataLoaders of the media subgraph, scoped to the caller's tenant. */
export interface MediaLoaders {
  jobById: DataLoader<string, JobRow | null>;
}

/**
 * Loaders live for one request and only ever see the caller's tenant. Ids that are not UUIDs
 * cannot exist, so they never reach the database (one bad id must not fail the whole batch).
 */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MediaLoaders {
  return {
    jobById: new DataLoader(async (ids) => {
      const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
      if (!tenantId || wanted.length === 0) return ids.map(() => null);
      const rows = new Map((await findJobsByIds(prisma, tenantId, wanted)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id.toLowerCase()) ?? null);
    }),
  };
}

import { Prisma } from '../../../lib/db/prisma';
import { mapDatabaseError } from '../../../lib/db/prisma-errors';
import { ConflictError } from '../../../lib/errors';

/**
 * Runs a write whose only expected unique violation is a duplicate the client can fix; that
 * one becomes 409 with `conflict` as its message (not the index name), the rest the usual mapping.
 */
export async function withUniqueConflict<T>(
  resource: string,
  conflict: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new ConflictError(conflict);
    mapDatabaseError(error, resource);
  }
}

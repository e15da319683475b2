import {
  AppError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../errors';
import { Prisma } from './generated/client';

/**
 * The one place where database failures become platform errors. Anything not recognised is
 * rethrown untouched so the gateway masks it as INTERNAL.
 */
export function mapDatabaseError(error: unknown, resource = 'Resource'): never {
  if (error instanceof AppError) throw error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const target = (error.meta?.target ?? error.meta?.field_name ?? '') as string | string[];
    const field = Array.isArray(target) ? target.join(',') : String(target);
    switch (error.code) {
      case 'P2002':
        throw new ConflictError(`${resource} already exists${field ? ` (${field})` : ''}`);
      case 'P2025':
      case 'P2001':
        throw new NotFoundError(resource);
      case 'P2000':
        throw ValidationError.field(field || 'input', 'is too long');
      case 'P2003':
        throw ValidationError.field(field || 'input', 'refers to something that does not exist');
      case 'P2023':
      case 'P2007':
        throw ValidationError.field(field || 'input', 'has an invalid format');
      case 'P2028':
        // No connection of the pool came free in time for a transaction (or it ran past its
        // time and was rolled back): nothing was written, and the same request can succeed a
        // moment later. Seen when many callers share one process's pool on a busy machine.
        throw new ServiceUnavailableError('The database is busy; nothing was changed: try again');
    }
  }
  throw error;
}

/** Runs a data-layer call and maps its failures. */
export async function withDatabaseErrors<T>(resource: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    mapDatabaseError(error, resource);
  }
}

/**
 * Runs a write whose only expected unique violation is a duplicate the client can fix; that
 * one becomes 409 with `conflict` as its message (not the index name), the rest the usual mapping.
 */
export function withUniqueConflict<T>(
  resource: string,
  conflict: string,
  work: () => Promise<T>,
): Promise<T> {
  return withDatabaseErrors(resource, () =>
    onUniqueViolation(work, () => new ConflictError(conflict)),
  );
}

/**
 * Runs a write guarded by its WHERE (id, tenant, expected state or version): null when no row
 * matched the guard (Prisma's P2025: another write came first, or the row is gone); any other
 * failure mapped like everywhere else.
 */
export async function nullWhenUnmatched<T>(
  resource: string,
  work: () => Promise<T>,
  options: { conflict?: string } = {},
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025')
      return null;
    // A unique key the change would break, in the words of the resource (a name already taken).
    if (
      options.conflict &&
      error instanceof Prisma.PrismaClientKnownRequestError &&
      error.code === 'P2002'
    )
      throw new ConflictError(options.conflict);
    mapDatabaseError(error, resource);
  }
}

/**
 * Runs a write whose unique key decides between concurrent writers: the loser's P2002 becomes
 * `taken()`, the error the service answers it with, in its own words and code. Any other failure
 * is rethrown untouched, for the service's error shaping (the ML service answers database faults
 * in its catalogue: docs/api/ml.md, "Errors").
 */
export async function onUniqueViolation<T>(work: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw taken();
    throw error;
  }
}

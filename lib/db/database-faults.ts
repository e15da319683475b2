import { Prisma } from './generated/client';

/**
 * What kind of database failure an error is, for services that answer each kind with a code of
 * their own (docs/api/ml.md, "Errors"): the database cannot be reached, a statement ran past its
 * timeout, a transaction lost to a concurrent one, or any other failure of the database.
 */
export type DatabaseFault = 'unreachable' | 'timeout' | 'conflict' | 'failed';

// PostgreSQL's SQLSTATEs of the faults named above (postgresql.org/docs/current/errcodes-appendix.html).
const STATEMENT_TIMEOUT = new Set(['57014', 'P1008', 'SocketTimeout']);
const TRANSACTION_CONFLICT = new Set([
  '40001',
  '40P01',
  '25P02',
  'P2034',
  'TransactionWriteConflict',
]);
// Connection failures, the server shutting down or refusing new sessions (55000 is what a database
// with ALLOW_CONNECTIONS false answers a new session; 53300 too many connections; 3D000 and 28xxx
// a database or login that is not there); P1001/P1002/P1017 are Prisma's "cannot reach", "timed
// out reaching", "server closed the connection".
const CANNOT_CONNECT = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '55000',
  '53300',
  '3D000',
  '28000',
  '28P01',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'P1001',
  'P1002',
  'P1017',
  'DatabaseNotReachable',
  'ConnectionClosed',
]);

/** Every code found on the error and its causes (Prisma's P-codes, the driver's SQLSTATE or errno). */
export function faultCodes(error: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 6) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of ['code', 'originalCode', 'kind'])
      if (typeof record[key] === 'string') found.push(record[key] as string);
    for (const key of ['cause', 'meta', 'driverAdapterError', 'error'])
      visit(record[key], depth + 1);
  };
  visit(error, 0);
  return found;
}

/** The kind of database failure `error` is, or undefined when it is not the database's. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  const codes = faultCodes(error);
  const has = (set: Set<string>) => codes.some((code) => set.has(code));
  if (has(CANNOT_CONNECT)) return 'unreachable';
  if (has(STATEMENT_TIMEOUT)) return 'timeout';
  if (has(TRANSACTION_CONFLICT)) return 'conflict';
  const isPrisma =
    error instanceof Prisma.PrismaClientKnownRequestError ||
    error instanceof Prisma.PrismaClientUnknownRequestError ||
    error instanceof Prisma.PrismaClientInitializationError ||
    error instanceof Prisma.PrismaClientRustPanicError;
  return isPrisma ? 'failed' : undefined;
}

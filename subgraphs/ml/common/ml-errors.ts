import { AppError, MlError, ML_ERRORS, type FieldProblem, type MlCode } from '../../../lib/errors';
import { Prisma } from '../../../lib/db/generated/client';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml');

const isMlCode = (code: string): code is MlCode => code in ML_ERRORS;

/** Platform codes a rule or a shared helper may raise, in the ML catalogue (docs/api/ml.md, "Errors"). */
const FROM_PLATFORM: Partial<Record<string, MlCode>> = {
  VALIDATION_FAILED: 'ML_1801',
  UNAUTHENTICATED: 'ML_1700',
  FORBIDDEN: 'ML_1701',
  CONFLICT: 'ML_1901',
  SERVICE_UNAVAILABLE: 'ML_2001',
  TIMEOUT: 'ML_2002',
  INTERNAL: 'ML_2000',
};

// PostgreSQL's SQLSTATEs of the faults the catalogue names (postgresql.org/docs/current/errcodes-appendix.html).
const STATEMENT_TIMEOUT = new Set(['57014']);
const TRANSACTION_CONFLICT = new Set(['40001', '40P01', '25P02']);
// Connection failures, the server shutting down or refusing new sessions (55000 is what a database
// with ALLOW_CONNECTIONS false answers a new session; 53300 too many connections; 3D000 and 28xxx
// a database or login that is not there).
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
]);

/** Every code found on the error and its causes (Prisma's P-codes, the driver's SQLSTATE or errno). */
function codesOf(error: unknown): string[] {
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

/**
 * Where a database failure lands in the ML catalogue: the database cannot be reached (ML_2001),
 * a statement ran past its timeout (ML_2002), a transaction lost to a concurrent one (ML_1901),
 * any other database failure (ML_1900). Undefined when the error is not the database's.
 */
export function databaseFault(error: unknown): MlError | undefined {
  const isPrisma =
    error instanceof Prisma.PrismaClientKnownRequestError ||
    error instanceof Prisma.PrismaClientUnknownRequestError ||
    error instanceof Prisma.PrismaClientInitializationError ||
    error instanceof Prisma.PrismaClientRustPanicError;
  const codes = codesOf(error);
  const has = (set: Set<string>) => codes.some((code) => set.has(code));
  // P1001/P1002/P1017: Prisma's "cannot reach", "timed out reaching", "server closed the connection".
  if (
    has(CANNOT_CONNECT) ||
    codes.some((c) =>
      ['P1001', 'P1002', 'P1017', 'DatabaseNotReachable', 'ConnectionClosed'].includes(c),
    )
  ) {
    return new MlError(
      'ML_2001',
      'The ML service cannot reach its database right now; retry with exponential backoff',
    );
  }
  if (has(STATEMENT_TIMEOUT) || codes.includes('P1008') || codes.includes('SocketTimeout'))
    return new MlError('ML_2002', 'The request took longer than the service allows');
  if (
    has(TRANSACTION_CONFLICT) ||
    codes.includes('P2034') ||
    codes.includes('TransactionWriteConflict')
  ) {
    return new MlError(
      'ML_1901',
      'The change conflicted with a concurrent one; retry with a new Idempotency-Key',
    );
  }
  if (isPrisma) {
    log.error({ err: error, codes }, 'database error');
    return new MlError('ML_1900', 'A database operation failed; retry');
  }
  return undefined;
}

/**
 * The ML service's error shaping (lib/subgraph/server.ts, errorCatalogue): its own codes pass;
 * a platform error or a database fault becomes the catalogue's code; anything else is ML_2000.
 */
export function toMlError(error: unknown): AppError {
  if (error instanceof AppError) {
    if (isMlCode(error.code)) return error;
    const code = FROM_PLATFORM[error.code] ?? 'ML_2000';
    return new MlError(code, error.message, error.details);
  }
  const fault = databaseFault(error);
  if (fault) return fault;
  log.error({ err: error }, 'unexpected error');
  return new MlError(
    'ML_2000',
    'An unexpected error occurred; report the x-request-id of this response',
  );
}

/** Input problems as the code of the resource they configure (ML_1000 for a model, ML_1400 a monitor). */
export function invalid(code: MlCode, problems: FieldProblem[]): MlError {
  return new MlError(
    code,
    `${ML_ERRORS[code].name.toLowerCase().replace(/_/g, ' ')}: ${problems.map((p) => `${p.field} ${p.problem}`).join('; ')}`,
    problems,
  );
}

import { databaseFault, faultCodes } from '../../../lib/db/database-faults';
import { AppError } from '../../../lib/errors';
import { serviceLogger } from '../../../lib/observability/logger';
import { ML_CATALOGUE, ML_ERRORS, MlError, type MlCode } from './errors';

const log = serviceLogger('ml');

const isMlCode = (code: string): code is MlCode => code in ML_ERRORS;

/** A platform error in the catalogue (common/errors.ts, ML_CATALOGUE). */
function fromPlatform(error: AppError): MlCode {
  // Tokens are checked, and a bad one refused (ML_1702), by the gateway before any subgraph runs:
  // here an UNAUTHENTICATED is a request without a caller, one that came without a token.
  if (error.code === 'UNAUTHENTICATED') return ML_CATALOGUE.noToken;
  if (error.code === 'VALIDATION_FAILED') return ML_CATALOGUE.value;
  const platform: Partial<Record<string, MlCode>> = ML_CATALOGUE.fromPlatform;
  return platform[error.code] ?? 'ML_2000';
}

/** Where a database failure lands in the catalogue; undefined when the error is not the database's. */
function databaseError(error: unknown): MlError | undefined {
  switch (databaseFault(error)) {
    case 'unreachable':
      return new MlError(
        'ML_2001',
        'The ML service cannot reach its database right now; retry with exponential backoff',
      );
    case 'timeout':
      return new MlError('ML_2002', 'The request took longer than the service allows');
    case 'conflict':
      return new MlError(
        'ML_1901',
        'The change conflicted with a concurrent one; retry with a new Idempotency-Key',
      );
    case 'failed':
      log.error({ err: error, codes: faultCodes(error) }, 'database error');
      return new MlError('ML_1900', 'A database operation failed; retry');
    default:
      return undefined;
  }
}

/**
 * The ML service's error shaping (lib/subgraph/server.ts, errorCatalogue): its own codes pass;
 * a platform error or a database fault becomes the catalogue's code; anything else is ML_2000.
 */
export function toMlError(error: unknown): AppError {
  if (error instanceof AppError) {
    if (isMlCode(error.code)) return error;
    return new MlError(fromPlatform(error), error.message, error.details);
  }
  const fault = databaseError(error);
  if (fault) return fault;
  log.error({ err: error }, 'unexpected error');
  return new MlError(
    'ML_2000',
    'An unexpected error occurred; report the x-request-id of this response',
  );
}

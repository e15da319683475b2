import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isProduction } from '../lib/config';
import { GRAPHQL_REQUEST_CODES, INTERNAL_MESSAGE } from '../lib/errors';
import { serviceLogger } from '../lib/observability/logger';
import { noteErrorCode } from '../lib/observability/request-scope';
import { isKnownCode, statusForCode } from './error-codes';

const log = serviceLogger('gateway');

/**
 * graphql-js ends a message about an unknown field, argument, type or enum value with the names it
 * resembles ("Did you mean ...?"). In production that lets anyone read the schema through typos
 * with introspection off, so the suggestion is cut there.
 */
export function withoutSuggestions(message: string): string {
  return isProduction() ? message.replace(/\s*Did you mean .+\?$/, '') : message;
}

/**
 * The gateway's last word on every error: platform codes pass with their status and details;
 * request problems become VALIDATION_FAILED; everything else is masked as INTERNAL.
 */
export function formatGatewayError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const extensions = formatted.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  if (code && isKnownCode(code)) {
    const httpStatus =
      typeof extensions.httpStatus === 'number' ? extensions.httpStatus : statusForCode(code);
    noteErrorCode(code);
    return {
      ...base,
      extensions: {
        code,
        httpStatus,
        ...(extensions.details ? { details: extensions.details } : {}),
        // A service's own limit says when to come back (lib/errors.ts, RateLimitedError).
        ...(typeof extensions.retryAfter === 'number' ? { retryAfter: extensions.retryAfter } : {}),
      },
    };
  }
  if (code && GRAPHQL_REQUEST_CODES.has(code)) {
    noteErrorCode('VALIDATION_FAILED');
    return {
      ...base,
      message: withoutSuggestions(base.message),
      extensions: { code: 'VALIDATION_FAILED', httpStatus: 400 },
    };
  }
  noteErrorCode('INTERNAL');
  log.error({ err: unwrapResolverError(error), code }, 'masked error');
  return {
    message: INTERNAL_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL', httpStatus: 500 },
  };
}

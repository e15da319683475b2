import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, GRAPHQL_REQUEST_CODES, INTERNAL_MESSAGE } from '../errors';
import { mapDatabaseError } from '../db/prisma-errors';
import { serviceLogger } from '../observability/logger';

function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  try {
    mapDatabaseError(error);
  } catch (mapped) {
    if (mapped instanceof AppError) return mapped;
  }
  return undefined;
}

/**
 * Subgraph-side error shaping: platform errors keep their code, status and details; request
 * errors become VALIDATION_FAILED; anything else is logged and reported as INTERNAL.
 */
export function formatSubgraphError(
  service: string,
  catalogue?: (error: unknown) => AppError | undefined,
) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const appError = catalogue?.(original) ?? asAppError(original);
    if (appError) {
      const { extensions } = appError.toGraphQLError();
      return {
        message: appError.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions,
      };
    }
    const code = formatted.extensions?.code as string | undefined;
    if (code && GRAPHQL_REQUEST_CODES.has(code)) {
      return { ...formatted, extensions: { code: 'VALIDATION_FAILED', httpStatus: 400 } };
    }
    serviceLogger(service).error({ err: original }, 'unexpected error');
    return {
      message: INTERNAL_MESSAGE,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: 'INTERNAL', httpStatus: 500 },
    };
  };
}

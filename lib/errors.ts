import { GraphQLError } from 'graphql';

/** One field-level problem reported with VALIDATION_FAILED. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/**
 * The platform's error codes and their HTTP statuses (docs/api/README.md, "Error codes and
 * statuses"). Every error that leaves a subgraph or the gateway carries one of these codes in
 * `extensions.code`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_STATE: 400,
  QUERY_LIMIT_EXCEEDED: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  PERSISTED_DOCUMENT_NOT_ALLOWED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
  // The wallets' refusal (docs/wallets.md): identity answers it, and every service that holds
  // credits passes it on unchanged, so it belongs to the platform rather than to one service.
  ERR_INSUFFICIENT_CREDITS: 402,
  // A prompt the moderation step refuses (lib/moderation/): media's creations and ai's alike.
  ERR_INVALID_PROMPT: 400,
} as const;

export const INTERNAL_MESSAGE =
  'An unexpected error occurred. Please report the request_id of this response.';

/** Base class: an expected failure with a code and an HTTP status. */
export class AppError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly details?: FieldProblem[];

  constructor(code: string, message: string, httpStatus: number, details?: FieldProblem[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.details = details;
  }

  toGraphQLError(): GraphQLError {
    return new GraphQLError(this.message, {
      extensions: {
        code: this.code,
        httpStatus: this.httpStatus,
        ...(this.details ? { details: this.details } : {}),
      },
    });
  }
}

/**
 * A service's own error class over its code table (the service's `common/errors.ts`): the status
 * comes from the code, so the table is the one place a code's status is written, and the
 * gateway's code maps read the same table (gateway/error-codes.ts).
 */
export function codedErrorClass<C extends string>(name: string, statuses: Record<C, number>) {
  return class CodedError extends AppError {
    constructor(code: C, message: string, details?: FieldProblem[]) {
      super(code, message, statuses[code], details);
      this.name = name;
    }
  };
}

/**
 * Where a REST request's problems are, when the facade knows: the body is not a JSON object at
 * all (`malformed`), it adds fields the path does not take (`body-unknown`), it misses fields
 * (`body-shape`), or only values are wrong
 * (`body-value`, `other` for parameters and headers). Services with codes of their own tell
 * these apart (docs/api/ml.md, "Errors").
 */
export type ProblemPlace = 'malformed' | 'body-unknown' | 'body-shape' | 'body-value' | 'other';

export class ValidationError extends AppError {
  constructor(
    details: FieldProblem[],
    message?: string,
    readonly place: ProblemPlace = 'other',
  ) {
    super(
      'VALIDATION_FAILED',
      message ?? `Invalid input: ${details.map((d) => `${d.field} ${d.problem}`).join('; ')}`,
      400,
      details,
    );
  }

  static field(field: string, problem: string, place: ProblemPlace = 'other'): ValidationError {
    return new ValidationError([{ field, problem }], undefined, place);
  }
}

export class InvalidStateError extends AppError {
  constructor(resource: string, current: string, move: string) {
    const article = /^[aeiou]/i.test(resource) ? 'an' : 'a';
    super('INVALID_STATE', `Cannot ${move} ${article} ${resource} that is ${current}`, 400);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(resource: string, id?: string) {
    super('NOT_FOUND', id ? `${resource} ${id} not found` : `${resource} not found`, 404);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super('SERVICE_UNAVAILABLE', message, 503);
  }
}

/**
 * 429 RATE_LIMITED from a service's own limit (identity's mail limits: docs/api/identity.md,
 * "Limits"): `retryAfterSeconds` travels as `extensions.retryAfter`, which the REST facade sends
 * as the `Retry-After` header (gateway/rest/facade.ts).
 */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }

  override toGraphQLError(): GraphQLError {
    const error = super.toGraphQLError();
    return new GraphQLError(error.message, {
      extensions: { ...error.extensions, retryAfter: this.retryAfterSeconds },
    });
  }
}

/** 400 ERR_INVALID_PROMPT: prompt-like fields the content policy refuses, each named (docs/media.md, "Content policy"). */
export class InvalidPromptError extends AppError {
  constructor(details: FieldProblem[]) {
    super(
      'ERR_INVALID_PROMPT',
      `The request violates the content policy: ${details.map((d) => d.field).join(', ')}`,
      400,
      details,
    );
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message, 409);
  }
}

/** Codes graphql-js and Apollo Server give to problems with the request itself (a client's mistake, 400). */
export const GRAPHQL_REQUEST_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

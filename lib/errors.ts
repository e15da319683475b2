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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The ai service's refusal of a request over its budget ceiling (docs/api/ai.md, "Errors"). */
export const AI_ERROR_STATUS = {
  BUDGET_EXCEEDED: 402,
} as const;

/**
 * The reports service's own codes (docs/api/reports.md, "Errors"): a plan without scheduled
 * reports, and a download past its 7 days.
 */
export const REPORTS_ERROR_STATUS = {
  FEATURE_NOT_AVAILABLE: 403,
  EXPIRED: 410,
} as const;

/** The media service's own codes (docs/errors.md) and their statuses. */
export const MEDIA_ERROR_STATUS = {
  ERR_INVALID_PROMPT: 400,
  ERR_INSUFFICIENT_CREDITS: 402,
  ERR_TIER_REQUIRED: 403,
  ERR_QUOTA_EXCEEDED: 429,
  ERR_PROVIDER_ERROR: 502,
  ERR_JOB_TIMEOUT: 504,
} as const;

/**
 * The ML service's catalogue (docs/api/ml.md, "Errors"): every failure on its paths answers one of
 * these codes with this status, and `when` says the situation it names (the OpenAPI descriptions).
 */
export const ML_ERRORS = {
  ML_1000: {
    http: 400,
    name: 'INVALID_MODEL_CONFIG',
    when: 'the model configuration is invalid or misses required fields',
  },
  ML_1001: {
    http: 404,
    name: 'MODEL_NOT_FOUND',
    when: "no such model (or version) in the caller's tenant",
  },
  ML_1002: {
    http: 409,
    name: 'MODEL_ALREADY_EXISTS',
    when: 'the tenant already has a model of this name',
  },
  ML_1003: {
    http: 400,
    name: 'INVALID_FRAMEWORK',
    when: 'the framework is not one of SKLEARN, XGBOOST, PYTORCH, TENSORFLOW, ONNX, CUSTOM',
  },
  ML_1100: {
    http: 400,
    name: 'INVALID_TRAINING_CONFIG',
    when: 'hyperparameters, data configuration or run settings are invalid',
  },
  ML_1101: {
    http: 404,
    name: 'TRAINING_JOB_NOT_FOUND',
    when: "no such training job in the caller's tenant",
  },
  ML_1102: {
    http: 409,
    name: 'TRAINING_ALREADY_RUNNING',
    when: 'a job already runs (or waits) for this model version',
  },
  ML_1103: { http: 502, name: 'TRAINING_INFRASTRUCTURE_ERROR', when: 'the trainer failed; retry' },
  ML_1104: { http: 504, name: 'TRAINING_TIMEOUT', when: 'the job ran past its maxRuntimeSeconds' },
  ML_1200: {
    http: 400,
    name: 'INVALID_INFERENCE_INPUT',
    when: "an instance does not match the model's input schema (details name the feature)",
  },
  ML_1201: {
    http: 404,
    name: 'ENDPOINT_NOT_FOUND',
    when: "no such endpoint in the caller's tenant",
  },
  ML_1202: {
    http: 503,
    name: 'ENDPOINT_NOT_READY',
    when: 'the endpoint is not ACTIVE (or the experiment not RUNNING)',
  },
  ML_1203: {
    http: 504,
    name: 'INFERENCE_TIMEOUT',
    when: 'the predictions were not ready within the deadline',
  },
  ML_1300: {
    http: 400,
    name: 'INVALID_EXPERIMENT_CONFIG',
    when: 'the experiment configuration is invalid; variant traffic must sum to 100',
  },
  ML_1301: {
    http: 404,
    name: 'EXPERIMENT_NOT_FOUND',
    when: "no such experiment in the caller's tenant",
  },
  ML_1302: {
    http: 409,
    name: 'EXPERIMENT_ALREADY_RUNNING',
    when: 'the experiment is RUNNING: stop it first',
  },
  ML_1400: {
    http: 400,
    name: 'INVALID_DRIFT_CONFIG',
    when: 'the threshold, method or feature list of the monitor is invalid',
  },
  ML_1401: {
    http: 404,
    name: 'DRIFT_MONITOR_NOT_FOUND',
    when: "no such drift monitor in the caller's tenant",
  },
  ML_1402: {
    http: 409,
    name: 'DRIFT_DETECTED',
    when: 'drift above the threshold (details name each drifting feature)',
  },
  ML_1500: {
    http: 400,
    name: 'INVALID_FEATURE_GROUP',
    when: 'the feature schema, a data type or the entity key is invalid',
  },
  ML_1501: {
    http: 404,
    name: 'FEATURE_GROUP_NOT_FOUND',
    when: "no such feature group in the caller's tenant",
  },
  ML_1502: {
    http: 409,
    name: 'FEATURE_VERSION_CONFLICT',
    when: 'this version of the group exists with another schema',
  },
  ML_1600: {
    http: 403,
    name: 'GOVERNANCE_VIOLATION',
    when: 'a governance rule is broken (documentation, tests or approvals)',
  },
  ML_1601: {
    http: 400,
    name: 'MISSING_APPROVAL',
    when: 'the version has no approval for this stage',
  },
  ML_1700: { http: 401, name: 'UNAUTHORIZED', when: 'no bearer token' },
  ML_1701: {
    http: 403,
    name: 'FORBIDDEN',
    when: "the role ml-engineer or admin (or admin alone) is missing, or x-tenant-id differs from the token's tenant",
  },
  ML_1702: { http: 401, name: 'INVALID_TOKEN', when: 'the bearer token is invalid or expired' },
  ML_1800: {
    http: 400,
    name: 'VALIDATION_FAILED',
    when: 'the body is malformed, or misses or adds fields (details name them)',
  },
  ML_1801: {
    http: 400,
    name: 'INVALID_INPUT',
    when: 'a field, parameter or header has an invalid value (details name each)',
  },
  ML_1900: { http: 500, name: 'DATABASE_ERROR', when: 'a database operation failed; retry' },
  ML_1901: {
    http: 500,
    name: 'TRANSACTION_FAILED',
    when: 'a conflict with a concurrent change, or an Idempotency-Key reused with another request; retry with a new Idempotency-Key',
  },
  ML_2000: {
    http: 500,
    name: 'INTERNAL_SERVER_ERROR',
    when: 'an unexpected error; report the x-request-id',
  },
  ML_2001: {
    http: 503,
    name: 'SERVICE_UNAVAILABLE',
    when: 'the service or its database cannot be reached; retry with exponential backoff',
  },
  ML_2002: { http: 504, name: 'TIMEOUT', when: 'the request took longer than the service allows' },
} as const;

export type MlCode = keyof typeof ML_ERRORS;

export const ML_ERROR_STATUS: Record<MlCode, number> = Object.fromEntries(
  Object.entries(ML_ERRORS).map(([code, entry]) => [code, entry.http]),
) as Record<MlCode, number>;

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
 * Where a REST request's problems are, when the facade knows: the body is not a JSON object at
 * all (`malformed`), it misses or adds fields (`body-shape`), or only values are wrong
 * (`body-value`, `other` for parameters and headers). Services with codes of their own tell
 * these apart (docs/api/ml.md, "Errors").
 */
export type ProblemPlace = 'malformed' | 'body-shape' | 'body-value' | 'other';

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

/** A failure in the ML service's own catalogue (ML_ERRORS): its status comes from the code. */
export class MlError extends AppError {
  constructor(code: MlCode, message: string, details?: FieldProblem[]) {
    super(code, message, ML_ERRORS[code].http, details);
    this.name = 'MlError';
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message, 409);
  }
}

/** HTTP status of a code that did not come with one (for example from graphql-js itself). */
export function statusForCode(code: string | undefined): number {
  if (code && code in ERROR_STATUS) return ERROR_STATUS[code as ErrorCode];
  if (code && code in REPORTS_ERROR_STATUS)
    return REPORTS_ERROR_STATUS[code as keyof typeof REPORTS_ERROR_STATUS];
  return 500;
}

/** Codes graphql-js and Apollo Server give to problems with the request itself (a client's mistake, 400). */
export const GRAPHQL_REQUEST_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

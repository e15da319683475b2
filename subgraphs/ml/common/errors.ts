import { codedErrorClass, type FieldProblem } from '../../../lib/errors';

/**
 * The ML service's catalogue (docs/api/ml.md, "Errors"): every failure on its paths answers one of
 * these codes with this status, and `when` says the situation it names (the OpenAPI descriptions).
 * The one definition: the subgraph's error shaping and the gateway's REST routes both read it.
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

/** A failure in the service's own codes: its status comes from the code. */
export const MlError = codedErrorClass<MlCode>('MlError', ML_ERROR_STATUS);
export type MlError = InstanceType<typeof MlError>;

/**
 * How the platform's codes read on ML paths, in the subgraph and in the gateway alike. A request
 * without a token is `noToken`; any other UNAUTHENTICATED is a token refused (ML_1702). A
 * VALIDATION_FAILED is `body` when the body as a whole is wrong, else `value`.
 */
export const ML_CATALOGUE = {
  codes: ML_ERRORS,
  noToken: 'ML_1700',
  fromPlatform: {
    UNAUTHENTICATED: 'ML_1702',
    FORBIDDEN: 'ML_1701',
    CONFLICT: 'ML_1901',
    INTERNAL: 'ML_2000',
    SERVICE_UNAVAILABLE: 'ML_2001',
    TIMEOUT: 'ML_2002',
  },
  body: 'ML_1800',
  value: 'ML_1801',
  /** Codes every ML path can answer (authentication, input, database). */
  everywhere: [
    'ML_1700',
    'ML_1701',
    'ML_1702',
    'ML_1800',
    'ML_1801',
    'ML_1900',
    'ML_1901',
    'ML_2000',
    'ML_2001',
    'ML_2002',
  ],
} as const;

/** Input problems as the code of the resource they configure (ML_1000 for a model, ML_1400 a monitor). */
export function invalid(code: MlCode, problems: FieldProblem[]): MlError {
  const what = ML_ERRORS[code].name.toLowerCase().replace(/_/g, ' ');
  return new MlError(
    code,
    `${what}: ${problems.map((p) => `${p.field} ${p.problem}`).join('; ')}`,
    problems,
  );
}

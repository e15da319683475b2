import { codedErrorClass } from '../../../lib/errors';

/**
 * The ai service's own code (docs/api/ai.md, "Errors") and its status: a request over its budget
 * ceiling. The gateway's code maps read it.
 */
export const AI_ERROR_STATUS = {
  BUDGET_EXCEEDED: 402,
} as const;

export type AiCode = keyof typeof AI_ERROR_STATUS;

/** A failure in the service's own codes: its status comes from the code. */
export const AiError = codedErrorClass<AiCode>('AiError', AI_ERROR_STATUS);
export type AiError = InstanceType<typeof AiError>;

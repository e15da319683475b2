import { AppError, type FieldProblem } from '../../../lib/errors';

/**
 * The media service's own codes (docs/errors.md) and their statuses: its contract, which the
 * gateway's code maps read (gateway/error-codes.ts).
 */
export const MEDIA_ERROR_STATUS = {
  ERR_INVALID_PROMPT: 400,
  ERR_TIER_REQUIRED: 403,
  ERR_QUOTA_EXCEEDED: 429,
  ERR_PROVIDER_ERROR: 502,
  ERR_JOB_TIMEOUT: 504,
} as const;

export type MediaCode = keyof typeof MEDIA_ERROR_STATUS;

/** A failure in the media service's own code: its status comes from the code. */
export class MediaError extends AppError {
  constructor(code: MediaCode, message: string, details?: FieldProblem[]) {
    super(code, message, MEDIA_ERROR_STATUS[code], details);
    this.name = 'MediaError';
  }
}

import { codedErrorClass } from '../../../lib/errors';

/**
 * The media service's own codes (docs/errors.md) and their statuses: its contract, which the
 * gateway's code maps read (gateway/error-codes.ts). ERR_INVALID_PROMPT is the platform's
 * (lib/errors.ts): ai answers it too.
 */
export const MEDIA_ERROR_STATUS = {
  ERR_TIER_REQUIRED: 403,
  ERR_QUOTA_EXCEEDED: 429,
  ERR_PROVIDER_ERROR: 502,
  ERR_JOB_TIMEOUT: 504,
} as const;

export type MediaCode = keyof typeof MEDIA_ERROR_STATUS;

/** A failure in the service's own codes: its status comes from the code. */
export const MediaError = codedErrorClass<MediaCode>('MediaError', MEDIA_ERROR_STATUS);
export type MediaError = InstanceType<typeof MediaError>;

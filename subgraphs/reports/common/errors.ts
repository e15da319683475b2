import { codedErrorClass } from '../../../lib/errors';

/**
 * The reports service's own codes (docs/api/reports.md, "Errors") and their statuses: a plan
 * without scheduled reports, and a download past its 7 days. The gateway's code maps read them.
 */
export const REPORTS_ERROR_STATUS = {
  FEATURE_NOT_AVAILABLE: 403,
  EXPIRED: 410,
} as const;

export type ReportsCode = keyof typeof REPORTS_ERROR_STATUS;

/** A failure in the service's own codes: its status comes from the code. */
export const ReportsError = codedErrorClass<ReportsCode>('ReportsError', REPORTS_ERROR_STATUS);
export type ReportsError = InstanceType<typeof ReportsError>;

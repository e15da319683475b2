import { AppError } from '../../../lib/errors';

/**
 * The reports service's own codes (docs/api/reports.md, "Errors") and their statuses: a plan
 * without scheduled reports, and a download past its 7 days. The gateway's code maps read them.
 */
export const REPORTS_ERROR_STATUS = {
  FEATURE_NOT_AVAILABLE: 403,
  EXPIRED: 410,
} as const;

export type ReportsCode = keyof typeof REPORTS_ERROR_STATUS;

/** A failure in the reports service's own codes: its status comes from the code. */
export class ReportsError extends AppError {
  constructor(code: ReportsCode, message: string) {
    super(code, message, REPORTS_ERROR_STATUS[code]);
    this.name = 'ReportsError';
  }
}

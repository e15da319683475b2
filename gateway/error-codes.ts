import { ERROR_STATUS } from '../lib/errors';
import { AI_ERROR_STATUS } from '../subgraphs/ai/common/errors';
import { EVENTS_ERROR_STATUS } from '../subgraphs/events/common/errors';
import { MEDIA_ERROR_STATUS } from '../subgraphs/media/common/errors';
import { ML_ERROR_STATUS } from '../subgraphs/ml/common/errors';
import { REPORTS_ERROR_STATUS } from '../subgraphs/reports/common/errors';

/**
 * Every code an answer may carry and the status it natively has: the platform's (lib/errors.ts)
 * and each service's own, read from the contract the service exports (common/errors.ts), never
 * written here again.
 */
export const CODE_STATUS: Readonly<Record<string, number>> = {
  ...ERROR_STATUS,
  ...MEDIA_ERROR_STATUS,
  ...AI_ERROR_STATUS,
  ...REPORTS_ERROR_STATUS,
  ...ML_ERROR_STATUS,
  ...EVENTS_ERROR_STATUS,
};

/** Whether the code is the platform's or a service's own: it passes the gateway with its status. */
export const isKnownCode = (code: string): boolean => code in CODE_STATUS;

/** HTTP status of a code that did not come with one (for example from graphql-js itself). */
export function statusForCode(code: string | undefined): number {
  return code && isKnownCode(code) ? CODE_STATUS[code] : 500;
}

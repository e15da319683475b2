import { ML_CATALOGUE, ML_ERRORS, type MlCode } from '../../../subgraphs/ml/common/errors';
import {
  routeBuilder,
  type ErrorStatus,
  type FieldRouteExtra,
  type ServiceCatalogue,
} from '../route';

/**
 * The ML service's paths answer in its own catalogue (docs/api/ml.md, "Errors"), the gateway's
 * refusals on them too: the service's contract (subgraphs/ml/common/errors.ts) names the codes,
 * their statuses and what each platform code becomes; nothing of it is written here again.
 */
const catalogue: ServiceCatalogue = ML_CATALOGUE;

/** The route builder of every ml-<feature>.ts route file. */
export const mlRoute = routeBuilder('ml', '/ml/v1', { catalogue });

/** A route's codes beyond the catalogue's `everywhere` ones, and the statuses they all answer with. */
export function answering(
  answers: MlCode[],
  extra: Omit<FieldRouteExtra, 'errors'> = {},
): FieldRouteExtra {
  const codes = [
    ...ML_CATALOGUE.everywhere,
    ...answers,
    ...(extra.inputCode ? [extra.inputCode] : []),
  ] as MlCode[];
  const errors = [...new Set(codes.map((code) => ML_ERRORS[code].http))].filter(
    (s) => s !== 500 && s !== 400 && s !== 401,
  ) as ErrorStatus[];
  return { ...extra, answers, errors: errors.sort((a, b) => a - b) };
}

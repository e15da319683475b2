import type { RestRoute } from '../route';
import { aiRoute } from './ai-common';

const { query } = aiRoute;

/** The configured models (subgraphs/ai/common/models/). */
export const aiModelsRoutes: RestRoute[] = [
  query(
    '/models',
    'The configured models, in the order single mode falls back in (no URLs or keys)',
    'aiModels',
    'id provider capabilities inputPricePerMillion outputPricePerMillion timeoutMs',
    '',
    { errors: [401] },
  ),
];

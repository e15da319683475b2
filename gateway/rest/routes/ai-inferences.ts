import type { RestRoute } from '../route';
import { INFERENCE, aiRoute } from './ai-common';

const { query } = aiRoute;

/** The inference history (subgraphs/ai/inferences/). */
export const aiInferencesRoutes: RestRoute[] = [
  query(
    '/inferences',
    "The caller's orchestrations, newest first (admins: all=true for the tenant's); mode, limit, cursor",
    'inferences',
    INFERENCE,
    '$mode: OrchestrationMode, $all: Boolean, $limit: Int, $cursor: String',
    { paginated: true, errors: [400, 401, 403] },
  ),
  query(
    '/inferences/:id',
    "One orchestration: its answer, every model call, costs and credits (the caller's own; admins: the tenant's)",
    'inference',
    INFERENCE,
    '$id: ID!',
    { errors: [400, 401, 404] },
  ),
];

import type { RestRoute } from '../route';
import { INFERENCE, PAID, aiRoute } from './ai-common';

const { mutation } = aiRoute;

/** Text orchestration (subgraphs/ai/orchestration/). */
export const aiOrchestrationRoutes: RestRoute[] = [
  mutation(
    '/orchestrate',
    'Answer a prompt with one model (single) or several at once (zar); credits reserved first, x-budget-max-usd caps the cost',
    'orchestrate',
    INFERENCE,
    '$input: OrchestrateInput!',
    PAID,
  ),
];

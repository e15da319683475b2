import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const EXPERIMENT =
  'id name status variants { name modelId version traffic calls meanLatencyMs feedbackCount meanFeedback } createdAt updatedAt';

/** A/B experiments over model versions (subgraphs/ml/experiments/; docs/api/ml.md, Paths). */
export const mlExperimentsRoutes: RestRoute[] = [
  mutation(
    '/experiments',
    'Create an experiment (DRAFT): variants over trained versions, traffic in percent summing to 100',
    'createMlExperiment',
    EXPERIMENT,
    '$input: CreateMlExperimentInput!',
    answering([], { status: 201, inputCode: 'ML_1300' }),
  ),
  query(
    '/experiments',
    "The tenant's experiments, newest first; limit, cursor",
    'mlExperiments',
    EXPERIMENT,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
  ),
  query(
    '/experiments/:id',
    'One experiment with per-variant calls, latency and feedback',
    'mlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301']),
  ),
  mutation(
    '/experiments/:id',
    'Change a DRAFT or STOPPED experiment (RUNNING: ML_1302); new variants restart the counters',
    'updateMlExperiment',
    EXPERIMENT,
    '$id: ID!, $input: UpdateMlExperimentInput!',
    answering(['ML_1301', 'ML_1302'], { method: 'PATCH', inputCode: 'ML_1300' }),
  ),
  mutation(
    '/experiments/:id/start',
    'Start routing calls (DRAFT or STOPPED to RUNNING)',
    'startMlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301', 'ML_1302']),
  ),
  mutation(
    '/experiments/:id/stop',
    'Stop a RUNNING experiment',
    'stopMlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301']),
  ),
  mutation(
    '/experiments/:id/invoke',
    'Predict with the variant a stable hash of routingKey picks; the call is counted',
    'invokeMlExperiment',
    'experimentId variant modelId version predictions probabilities latencyMs',
    '$id: ID!, $input: InvokeMlExperimentInput!',
    answering(['ML_1200', 'ML_1202', 'ML_1301']),
  ),
  mutation(
    '/experiments/:id/feedback',
    'Score what a routing key received: counted for its variant',
    'recordMlFeedback',
    EXPERIMENT,
    '$id: ID!, $input: MlFeedbackInput!',
    answering(['ML_1301']),
  ),
];

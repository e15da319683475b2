import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const JOB =
  'id modelId version datasetId targetColumn algorithm hyperparameters validationSplit maxRuntimeSeconds status progress metrics errorCode errorMessage attempts startedAt finishedAt createdAt';

/** Training jobs (subgraphs/ml/training/; docs/api/ml.md, Paths). */
export const mlTrainingRoutes: RestRoute[] = [
  mutation(
    '/training',
    'Queue a training job (202): model, version, dataset, target, algorithm, hyperparameters, validationSplit, maxRuntimeSeconds',
    'startMlTraining',
    JOB,
    '$input: StartMlTrainingInput!',
    answering(['ML_1001', 'ML_1102'], { status: 202, inputCode: 'ML_1100' }),
  ),
  query(
    '/training',
    "The tenant's training jobs, newest first; modelId, status, limit, cursor",
    'mlTrainingJobs',
    JOB,
    '$modelId: ID, $status: String, $limit: Int, $cursor: String',
    answering([], { paginated: true }),
  ),
  query(
    '/training/:id',
    'One training job: status, progress, metrics, error',
    'mlTrainingJob',
    JOB,
    '$id: ID!',
    answering(['ML_1101']),
  ),
  query(
    '/training/:id/result',
    "A job's outcome: the job when succeeded or under way, the job's own error when it failed",
    'mlTrainingResult',
    JOB,
    '$id: ID!',
    answering(['ML_1100', 'ML_1101', 'ML_1103', 'ML_1104']),
  ),
  mutation(
    '/training/:id/cancel',
    'Cancel a queued or running job (its thread is stopped)',
    'cancelMlTraining',
    JOB,
    '$id: ID!',
    answering(['ML_1101']),
  ),
];

import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { envInt } from '../../lib/config';
import { subgraphBodyBytes, uploadBodyBytes, UPLOADS } from '../../lib/http/body-limits';
import { DateTimeScalar, JSONScalar } from '../../lib/graphql/scalars';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { datasetResolvers } from './datasets/resolvers';
import { driftScheduler } from './drift/drift-scheduler';
import { driftResolvers } from './drift/resolvers';
import { endpointActivator } from './endpoints/endpoint-activator';
import { PredictorCache } from './endpoints/predictor-cache';
import { endpointResolvers } from './endpoints/resolvers';
import type { Resolvers } from './generated/graphql';
import { experimentResolvers } from './experiments/resolvers';
import { featureResolvers } from './features/resolvers';
import { governanceResolvers } from './governance/resolvers';
import { modelResolvers } from './models/resolvers';
import { createMlContext } from './common/context';
import { toMlError } from './common/error-shaping';
import { trainingResolvers } from './training/resolvers';
import { TrainingRunner, type TrainingRunnerOptions } from './training/training-runner';

/** Every feature folder's schema part (lib/subgraph/sdl.ts). */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar, JSON: JSONScalar },
  modelResolvers,
  datasetResolvers,
  trainingResolvers,
  endpointResolvers,
  driftResolvers,
  governanceResolvers,
  experimentResolvers,
  featureResolvers,
);

/** What a caller (tests, the benchmark) may set instead of the environment. */
export interface MlOverrides {
  training?: Partial<TrainingRunnerOptions>;
  /** How often PROVISIONING endpoints and due drift monitors are looked for (ms). */
  pollMs?: number;
}

export type MlStartOptions = SubgraphStartOptions & { ml?: MlOverrides };

/**
 * The ML service (docs/api/ml.md) with its background work: the training runner (worker
 * threads), the endpoint activator and the drift scheduler. Dataset uploads travel base64 in the
 * variables, so the body limit is the largest the gateway takes for a dataset (lib/http/body-limits.ts).
 */
export function startMlSubgraph(options: MlStartOptions): Promise<RunningService> {
  const pollMs = options.ml?.pollMs ?? envInt('ML_POLL_MS', 1000);
  const clock = options.clock ?? systemClock;
  const training: TrainingRunnerOptions = {
    concurrency: envInt('ML_TRAINING_CONCURRENCY', 1),
    leaseMs: envInt('ML_TRAINING_LEASE_MS', 30_000),
    heartbeatMs: 1000,
    pollMs,
    ...options.ml?.training,
  };
  const predictors = new PredictorCache(options.storage);
  const runner = new TrainingRunner(
    { prisma: options.prisma, storage: options.storage, events: options.events },
    training,
  );
  const activator = endpointActivator(options.prisma, predictors, pollMs);
  const drift = driftScheduler({ prisma: options.prisma, storage: options.storage }, pollMs);
  const kick = { training: () => runner.kick(), endpoints: () => activator.kick() };
  return startSubgraphServer({
    ...options,
    name: 'ml',
    typeDefs,
    resolvers,
    maxBodyBytes: subgraphBodyBytes(
      Math.max(uploadBodyBytes(UPLOADS.mlDataset.fileBytes), UPLOADS.mlDataset.jsonBytes),
    ),
    errorCatalogue: toMlError,
    createContext: (base) =>
      createMlContext(
        {
          prisma: options.prisma,
          storage: options.storage,
          events: options.events,
          clock,
          predictors,
          kick,
        },
        base,
      ),
    background: [runner, activator, drift],
  });
}

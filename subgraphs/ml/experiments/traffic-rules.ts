import { performance } from 'node:perf_hooks';
import type { Actor } from '../../../lib/context';
import { checkInstances } from '../endpoints/invocation-rules';
import { findVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError } from '../common/errors';
import { encodeRow } from '../training/encoding';
import { assertExperimentUser, experimentOf } from './access';
import { countCall, countFeedback, type ExperimentRow, type VariantSpec } from './experiment-store';
import { variantOf } from './routing';

/** Routes the key to its variant (routing.ts) and answers that version's predictions; the call is counted. */
export async function invokeExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { routingKey: string; instances: unknown[] },
) {
  const started = performance.now();
  assertExperimentUser(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (experiment.status !== 'RUNNING')
    throw new MlError(
      'ML_1202',
      `Experiment ${experiment.id} is ${experiment.status}, not RUNNING`,
    );
  if (input.routingKey.length < 1 || input.routingKey.length > 200)
    throw invalid('ML_1801', [{ field: 'routingKey', problem: 'must be 1 to 200 characters' }]);
  const variants = experiment.variants as unknown as VariantSpec[];
  const chosen = variants.find(
    (v) => v.name === variantOf(experiment.id, input.routingKey, variants),
  )!;
  const version = await findVersion(deps.prisma, actor.tenantId, chosen.modelId, chosen.version);
  if (!version?.artifactKey) throw new MlError('ML_1202', `Variant ${chosen.name} has no artifact`);
  const { artifact, predict } = await deps.predictors.get(version.artifactKey);
  const instances = checkInstances(artifact.encoding.features, input.instances);
  const raw = predict(instances.map((instance) => encodeRow(artifact.encoding, instance)));
  const latencyMs = performance.now() - started;
  await countCall(deps.prisma, experiment.id, chosen.name, latencyMs);
  return {
    experimentId: experiment.id,
    variant: chosen.name,
    modelId: chosen.modelId,
    version: chosen.version,
    predictions: artifact.classes ? raw.values.map((v) => artifact.classes![v]) : raw.values,
    probabilities: artifact.classes
      ? raw.probabilities!.map((row) =>
          Object.fromEntries(artifact.classes!.map((c, k) => [String(c), row[k]])),
        )
      : null,
    latencyMs: Math.round(latencyMs),
  };
}

/** Feedback on what a key received: counted for the variant the key is routed to. */
export async function recordFeedback(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { routingKey: string; value: number },
): Promise<ExperimentRow> {
  assertExperimentUser(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (!Number.isFinite(input.value) || Math.abs(input.value) > 1e6)
    throw invalid('ML_1801', [
      { field: 'value', problem: 'must be a number from -1000000 to 1000000' },
    ]);
  const variants = experiment.variants as unknown as VariantSpec[];
  await countFeedback(
    deps.prisma,
    experiment.id,
    variantOf(experiment.id, input.routingKey, variants),
    input.value,
  );
  return experiment;
}

import { performance } from 'node:perf_hooks';
import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem } from '../../../lib/errors';
import { checkInstances } from '../endpoints/endpoint-rules';
import { findModel, findVersion } from '../models/model-store';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import { invalid } from '../common/ml-errors';
import { encodeRow } from '../training/encoding';
import {
  countCall,
  countFeedback,
  findExperiment,
  insertExperiment,
  listExperiments,
  moveExperiment,
  updateExperimentUnlessRunning,
  type ExperimentRow,
  type VariantSpec,
} from './experiment-store';
import { variantOf } from './routing';

/** Every problem of the variants (ML_1300): 2 to 10, distinct names, trained versions of the tenant, traffic summing to 100. */
async function checkVariants(
  deps: MlDeps,
  actor: Actor,
  variants: VariantSpec[],
  problems: FieldProblem[],
): Promise<void> {
  if (variants.length < 2 || variants.length > 10)
    problems.push({ field: 'variants', problem: 'must hold 2 to 10 variants' });
  const names = new Set<string>();
  for (const [i, v] of variants.entries()) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(v.name))
      problems.push({
        field: `variants[${i}].name`,
        problem: 'must be 1 to 40 letters, digits, _ or -',
      });
    else if (names.has(v.name))
      problems.push({ field: `variants[${i}].name`, problem: `repeats ${v.name}` });
    names.add(v.name);
    if (!(v.traffic > 0 && v.traffic <= 100))
      problems.push({
        field: `variants[${i}].traffic`,
        problem: 'must be above 0 and at most 100 (percent)',
      });
    const model = isUuid(v.modelId)
      ? await findModel(deps.prisma, actor.tenantId, v.modelId)
      : null;
    const version = model
      ? await findVersion(deps.prisma, actor.tenantId, model.id, v.version)
      : null;
    if (!version || version.status !== 'trained')
      problems.push({
        field: `variants[${i}]`,
        problem: 'is not a trained version of a model of the tenant',
      });
  }
  const total = variants.reduce((sum, v) => sum + v.traffic, 0);
  if (Math.abs(total - 100) > 1e-9)
    problems.push({ field: 'variants', problem: `traffic must sum to 100 (it sums to ${total})` });
}

export async function createExperiment(
  deps: MlDeps,
  actor: Actor,
  input: { name: string; variants: VariantSpec[] },
): Promise<ExperimentRow> {
  assertMlRole(actor);
  const problems: FieldProblem[] = [];
  if (input.name.trim().length < 1 || input.name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  await checkVariants(deps, actor, input.variants, problems);
  if (problems.length) throw invalid('ML_1300', problems);
  try {
    return await insertExperiment(deps.prisma, {
      tenantId: actor.tenantId,
      name: input.name.trim(),
      variants: input.variants,
      createdBy: actor.id,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw invalid('ML_1300', [
        { field: 'name', problem: 'is taken by another experiment of the tenant' },
      ]);
    throw error;
  }
}

async function experimentOf(deps: MlDeps, actor: Actor, id: string): Promise<ExperimentRow> {
  const experiment = isUuid(id) ? await findExperiment(deps.prisma, actor.tenantId, id) : null;
  if (!experiment) throw new MlError('ML_1301', `Experiment ${id} was not found`);
  return experiment;
}

export async function getExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<ExperimentRow> {
  assertMlRole(actor);
  return experimentOf(deps, actor, id);
}

export async function getExperiments(deps: MlDeps, actor: Actor): Promise<ExperimentRow[]> {
  assertMlRole(actor);
  return listExperiments(deps.prisma, actor.tenantId);
}

const running = (experiment: ExperimentRow) =>
  new MlError('ML_1302', `Experiment ${experiment.id} is RUNNING: stop it before changing it`);

export async function updateExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { name?: string | null; variants?: VariantSpec[] | null },
): Promise<ExperimentRow> {
  assertMlRole(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (experiment.status === 'RUNNING') throw running(experiment);
  const problems: FieldProblem[] = [];
  if (input.name != null && (input.name.trim().length < 1 || input.name.length > 100))
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  if (input.variants) await checkVariants(deps, actor, input.variants, problems);
  if (problems.length) throw invalid('ML_1300', problems);
  if (
    !(await updateExperimentUnlessRunning(deps.prisma, experiment.id, {
      name: input.name?.trim(),
      variants: input.variants ?? undefined,
    }))
  )
    throw running(experiment);
  return experimentOf(deps, actor, id);
}

export async function startExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<ExperimentRow> {
  assertMlRole(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (!(await moveExperiment(deps.prisma, experiment.id, ['DRAFT', 'STOPPED'], 'RUNNING')))
    throw running(experiment);
  return experimentOf(deps, actor, id);
}

export async function stopExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<ExperimentRow> {
  assertMlRole(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (!(await moveExperiment(deps.prisma, experiment.id, ['RUNNING'], 'STOPPED'))) {
    throw invalid('ML_1801', [
      { field: 'id', problem: `the experiment is ${experiment.status}: only a RUNNING one stops` },
    ]);
  }
  return experimentOf(deps, actor, id);
}

/** Routes the key to its variant (routing.ts) and answers that version's predictions; the call is counted. */
export async function invokeExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { routingKey: string; instances: unknown[] },
) {
  const started = performance.now();
  assertMlRole(actor);
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
  assertMlRole(actor);
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

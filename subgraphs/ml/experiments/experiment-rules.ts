import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { findModel, findVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError } from '../common/errors';
import { assertExperimentUser, experimentOf } from './access';
import {
  findExperimentPage,
  insertExperiment,
  moveExperiment,
  updateExperimentUnlessRunning,
  type ExperimentRow,
  type VariantSpec,
} from './experiment-store';

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
  assertExperimentUser(actor);
  const problems: FieldProblem[] = [];
  if (input.name.trim().length < 1 || input.name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  await checkVariants(deps, actor, input.variants, problems);
  if (problems.length) throw invalid('ML_1300', problems);
  return insertExperiment(deps.prisma, {
    tenantId: actor.tenantId,
    name: input.name.trim(),
    variants: input.variants,
    createdBy: actor.id,
  });
}

export async function getExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<ExperimentRow> {
  assertExperimentUser(actor);
  return experimentOf(deps, actor, id);
}

/** The tenant's experiments, newest first. */
export async function getExperiments(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<ExperimentRow>> {
  assertExperimentUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findExperimentPage(deps.prisma, actor.tenantId, page), page);
}

const running = (experiment: ExperimentRow) =>
  new MlError('ML_1302', `Experiment ${experiment.id} is RUNNING: stop it before changing it`);

export async function updateExperiment(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { name?: string | null; variants?: VariantSpec[] | null },
): Promise<ExperimentRow> {
  assertExperimentUser(actor);
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
  assertExperimentUser(actor);
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
  assertExperimentUser(actor);
  const experiment = await experimentOf(deps, actor, id);
  if (!(await moveExperiment(deps.prisma, experiment.id, ['RUNNING'], 'STOPPED'))) {
    throw invalid('ML_1801', [
      { field: 'id', problem: `the experiment is ${experiment.status}: only a RUNNING one stops` },
    ]);
  }
  return experimentOf(deps, actor, id);
}

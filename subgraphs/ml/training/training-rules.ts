import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem, type MlCode } from '../../../lib/errors';
import { datasetOf } from '../datasets/dataset-rules';
import { modelOf } from '../models/model-rules';
import { findVersion, insertNextVersion } from '../models/model-store';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import type { Feature } from '../common/input-schema';
import { invalid } from '../common/ml-errors';
import { ALGORITHMS, HYPERPARAMETERS, type Algorithm } from './algorithms';
import {
  cancelTrainingJob,
  findTrainingJob,
  insertTrainingJob,
  listTrainingJobs,
  type TrainingJobRow,
} from './training-store';

export interface TrainingInput {
  modelId: string;
  version?: number | null;
  datasetId: string;
  targetColumn: string;
  algorithm: string;
  hyperparameters?: unknown;
  validationSplit?: number | null;
  maxRuntimeSeconds?: number | null;
}

/** Dataset column types a model feature of each type accepts (an integer column serves a number feature). */
const FITS: Record<string, string[]> = {
  number: ['number', 'integer'],
  integer: ['integer'],
  boolean: ['boolean'],
  category: ['category'],
};

/** The hyperparameters with defaults filled in, or their problems. */
function hyperparametersOf(
  algorithm: Algorithm,
  given: unknown,
  problems: FieldProblem[],
): Record<string, number> {
  const allowed = HYPERPARAMETERS[algorithm];
  const values: Record<string, number> = Object.fromEntries(
    Object.entries(allowed).map(([name, [, , fallback]]) => [name, fallback]),
  );
  if (given === undefined || given === null) return values;
  if (typeof given !== 'object' || Array.isArray(given)) {
    problems.push({ field: 'hyperparameters', problem: 'must be an object of numbers by name' });
    return values;
  }
  for (const [name, value] of Object.entries(given)) {
    const rule = allowed[name];
    if (!rule)
      problems.push({
        field: `hyperparameters.${name}`,
        problem: `is not a hyperparameter of ${algorithm}${Object.keys(allowed).length ? ` (${Object.keys(allowed).join(', ')})` : ' (it takes none)'}`,
      });
    else if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < rule[0] ||
      value > rule[1] ||
      (rule[3] && !Number.isInteger(value))
    ) {
      problems.push({
        field: `hyperparameters.${name}`,
        problem: `must be ${rule[3] ? 'a whole number' : 'a number'} from ${rule[0]} to ${rule[1]}`,
      });
    } else values[name] = value;
  }
  return values;
}

/**
 * Queues a training job after checking everything that can be checked before training: the
 * model (ML_1001) and its version, the dataset and its columns against the model's input schema,
 * the algorithm against the task, the hyperparameters and run settings (ML_1100, every problem).
 */
export async function startTraining(
  deps: MlDeps,
  actor: Actor,
  input: TrainingInput,
): Promise<TrainingJobRow> {
  assertMlRole(actor);
  const model = await modelOf(deps, actor, input.modelId);
  const problems: FieldProblem[] = [];
  const algorithm = input.algorithm as Algorithm;
  let hyperparameters: Record<string, number> = {};
  if (!(algorithm in ALGORITHMS))
    problems.push({
      field: 'algorithm',
      problem: `must be one of ${Object.keys(ALGORITHMS).join(', ')}`,
    });
  else {
    if (!(ALGORITHMS[algorithm] as readonly string[]).includes(model.task))
      problems.push({
        field: 'algorithm',
        problem: `${algorithm} does not fit a ${model.task} model`,
      });
    hyperparameters = hyperparametersOf(algorithm, input.hyperparameters, problems);
  }
  const validationSplit = input.validationSplit ?? 0.2;
  const maxRuntimeSeconds = input.maxRuntimeSeconds ?? 600;
  if (validationSplit < 0.05 || validationSplit > 0.5)
    problems.push({ field: 'validationSplit', problem: 'must be from 0.05 to 0.5' });
  if (maxRuntimeSeconds < 1 || maxRuntimeSeconds > 3600)
    problems.push({ field: 'maxRuntimeSeconds', problem: 'must be from 1 to 3600' });
  if (input.version != null && input.version < 1)
    problems.push({ field: 'version', problem: 'must be at least 1' });
  const dataset = isUuid(input.datasetId)
    ? await datasetOf(deps, actor, input.datasetId, 'datasetId', 'ML_1100').catch(() => null)
    : null;
  if (!dataset) problems.push({ field: 'datasetId', problem: 'is not a dataset of the tenant' });
  else {
    const columns = new Map((dataset.columns as unknown as Feature[]).map((c) => [c.name, c.type]));
    const target = columns.get(input.targetColumn);
    if (!target)
      problems.push({
        field: 'targetColumn',
        problem: `is not a column of the dataset (${[...columns.keys()].join(', ')})`,
      });
    else if (model.task === 'regression' && !FITS.number.includes(target))
      problems.push({
        field: 'targetColumn',
        problem: `must be numeric for a regression model (it is ${target})`,
      });
    for (const feature of (model.inputSchema as unknown as { features: Feature[] }).features) {
      const type = columns.get(feature.name);
      if (feature.name === input.targetColumn)
        problems.push({
          field: 'targetColumn',
          problem: `is a feature of the model's input schema`,
        });
      else if (!type)
        problems.push({
          field: `dataset.${feature.name}`,
          problem: "the model's feature is not a column of the dataset",
        });
      else if (!FITS[feature.type].includes(type))
        problems.push({
          field: `dataset.${feature.name}`,
          problem: `is ${type}; the model's feature is ${feature.type}`,
        });
    }
  }
  if (problems.length) throw invalid('ML_1100', problems);
  let version = input.version;
  if (version != null) {
    if (!(await findVersion(deps.prisma, actor.tenantId, model.id, version)))
      throw new MlError('ML_1001', `Model ${model.id} has no version ${version}`);
  } else version = (await insertNextVersion(deps.prisma, actor.tenantId, model.id)).version;
  try {
    const job = await insertTrainingJob(deps.prisma, {
      tenantId: actor.tenantId,
      modelId: model.id,
      version,
      datasetId: dataset!.id,
      targetColumn: input.targetColumn,
      algorithm,
      hyperparameters,
      validationSplit,
      maxRuntimeSeconds,
      createdBy: actor.id,
    });
    deps.kick.training();
    return job;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw new MlError(
        'ML_1102',
        `A training job already waits or runs for version ${version} of model ${model.id}`,
      );
    throw error;
  }
}

async function jobOf(deps: MlDeps, actor: Actor, id: string): Promise<TrainingJobRow> {
  const job = isUuid(id) ? await findTrainingJob(deps.prisma, actor.tenantId, id) : null;
  if (!job) throw new MlError('ML_1101', `Training job ${id} was not found`);
  return job;
}

export async function getTrainingJob(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<TrainingJobRow> {
  assertMlRole(actor);
  return jobOf(deps, actor, id);
}

export async function getTrainingJobs(
  deps: MlDeps,
  actor: Actor,
  filter: { modelId?: string | null; status?: string | null },
): Promise<TrainingJobRow[]> {
  assertMlRole(actor);
  if (filter.modelId != null && !isUuid(filter.modelId))
    throw invalid('ML_1801', [{ field: 'modelId', problem: 'must be a UUID' }]);
  return listTrainingJobs(deps.prisma, actor.tenantId, {
    modelId: filter.modelId ?? undefined,
    status: filter.status ?? undefined,
  });
}

/** The job's outcome: a failed job answers its own error, so a client reads ML_1104 as the job's result. */
export async function getTrainingResult(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<TrainingJobRow> {
  const job = await getTrainingJob(deps, actor, id);
  if (job.status === 'failed' && job.errorCode)
    throw new MlError(job.errorCode as MlCode, job.errorMessage ?? 'The training job failed');
  return job;
}

export async function cancelTraining(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<TrainingJobRow> {
  assertMlRole(actor);
  const job = await jobOf(deps, actor, id);
  if (!(await cancelTrainingJob(deps.prisma, actor.tenantId, job.id))) {
    throw invalid('ML_1801', [
      {
        field: 'id',
        problem: `the job is ${job.status}: only a queued or running job can be cancelled`,
      },
    ]);
  }
  return jobOf(deps, actor, id);
}

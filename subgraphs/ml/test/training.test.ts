import { addUser } from '../../../test/accounts';
import type { Session, TestPlatform } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { variantOf } from '../experiments/routing';
import {
  abandonedJob,
  activeEndpoint,
  created,
  finishedJob,
  irisRows,
  irisSchema,
} from './helpers';

/*
 * Models, datasets, training in worker threads and predictions, through the gateway
 * (docs/api/ml.md): Iris classification reaches a stated accuracy, a known linear relation is
 * recovered, and the endpoint answers predictions with class probabilities.
 */

jest.setTimeout(120_000);

let ml: Session;
const { p, t } = platformFixture({ ml: { pollMs: 200, training: { concurrency: 2 } } });

beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
});

describe('Iris classification', () => {
  let modelId: string;
  let datasetId: string;
  let endpointId: string;

  it('creates the model and uploads the dataset with inferred types', async () => {
    modelId = (
      await created(p, ml, '/ml/v1/models', {
        name: 'iris',
        framework: 'SKLEARN',
        task: 'classification',
        inputSchema: irisSchema,
      })
    ).id;
    const dataset = await created(p, ml, '/ml/v1/datasets', { name: 'iris', rows: irisRows() });
    datasetId = dataset.id;
    expect(dataset).toMatchObject({
      rowCount: 150,
      columns: [...irisSchema.features, { name: 'species', type: 'category' }],
    });
  });

  it.each([
    ['random_forest', { nEstimators: 30 }, 0.9],
    ['logistic_regression', { numSteps: 800 }, 0.85],
    ['naive_bayes', {}, 0.9],
  ] as const)(
    '%s trains in a worker and reaches the stated validation accuracy',
    async (algorithm, hyperparameters, accuracy) => {
      const job = await created(
        p,
        ml,
        '/ml/v1/training',
        {
          modelId,
          datasetId,
          targetColumn: 'species',
          algorithm,
          hyperparameters,
          validationSplit: 0.3,
        },
        202,
      );
      expect(job).toMatchObject({ status: 'queued', modelId });
      const done = await finishedJob(p, ml, job.id);
      expect(done).toMatchObject({
        status: 'succeeded',
        progress: 1,
        errorCode: null,
        attempts: 1,
      });
      expect(done.metrics.accuracy).toBeGreaterThanOrEqual(accuracy);
      expect(done.metrics.validationRows).toBe(45);
      expect(done.metrics.rocAuc).toBeGreaterThan(0.9);
      const result = await p.rest('GET', `/ml/v1/training/${job.id}/result`, { token: ml.token });
      expect(result.body.data.metrics).toEqual(done.metrics);
    },
  );

  it('serves the trained version: predictions with class probabilities', async () => {
    const model = (await p.rest('GET', `/ml/v1/models/${modelId}`, { token: ml.token })).body.data;
    expect(
      model.versions.map((v: { version: number; status: string }) => [v.version, v.status]),
    ).toEqual([
      [1, 'trained'],
      [2, 'trained'],
      [3, 'trained'],
    ]);
    const instances = [
      { sepal_length: 5.1, sepal_width: 3.5, petal_length: 1.4, petal_width: 0.2 },
      { sepal_length: 6.7, sepal_width: 3.0, petal_length: 5.2, petal_width: 2.3 },
      { sepal_length: 5.9, sepal_width: 2.8, petal_length: 4.3, petal_width: 1.3 },
    ];
    // Each algorithm's artifact, loaded from storage by an endpoint of its own.
    let res: Awaited<ReturnType<TestPlatform['rest']>> | undefined;
    for (const version of [3, 2, 1]) {
      const endpoint = await created(p, ml, '/ml/v1/endpoints', {
        name: `iris-v${version}`,
        modelId,
        version,
        stage: 'staging',
      });
      endpointId = endpoint.id;
      expect(endpoint.status).toBe('PROVISIONING');
      await activeEndpoint(p, ml, endpointId);
      res = await p.rest('POST', `/ml/v1/endpoints/${endpointId}/invoke`, {
        token: ml.token,
        body: { instances },
      });
      expect([version, res.status]).toEqual([version, 200]);
      expect(res.body.data).toMatchObject({
        endpointId,
        modelId,
        version,
        predictions: ['setosa', 'virginica', 'versicolor'],
      });
      for (const [i, probabilities] of res.body.data.probabilities.entries()) {
        expect(Object.keys(probabilities).sort()).toEqual(['setosa', 'versicolor', 'virginica']);
        expect(
          Object.values(probabilities as Record<string, number>).reduce((a, b) => a + b, 0),
        ).toBeCloseTo(1, 6);
        expect(probabilities[res.body.data.predictions[i]]).toBeGreaterThan(0.4);
      }
    }
    // GraphQL answers the same.
    const gql = await p.graphql(
      'mutation($id: ID!, $input: InvokeMlEndpointInput!) { invokeMlEndpoint(id: $id, input: $input) { predictions probabilities } }',
      { id: endpointId, input: { instances } },
      { token: ml.token },
    );
    expect(gql.body.data.invokeMlEndpoint).toEqual({
      predictions: res!.body.data.predictions,
      probabilities: res!.body.data.probabilities,
    });
  });

  it("splits an experiment's traffic by a stable hash of the routing key, counting calls and feedback", async () => {
    const variants = [
      { name: 'forest', modelId, version: 1, traffic: 70 },
      { name: 'bayes', modelId, version: 3, traffic: 30 },
    ];
    const experiment = await created(p, ml, '/ml/v1/experiments', {
      name: 'forest or bayes',
      variants,
    });
    expect(experiment).toMatchObject({
      status: 'DRAFT',
      variants: [
        { name: 'forest', calls: 0, meanLatencyMs: null },
        { name: 'bayes', calls: 0 },
      ],
    });
    const stopped = await p.rest('POST', `/ml/v1/experiments/${experiment.id}/invoke`, {
      token: ml.token,
      body: {
        routingKey: 'k',
        instances: [{ sepal_length: 5.1, sepal_width: 3.5, petal_length: 1.4, petal_width: 0.2 }],
      },
    });
    expect([stopped.status, stopped.body.error.code]).toEqual([503, 'ML_1202']);
    await created(p, ml, `/ml/v1/experiments/${experiment.id}/start`, {}, 200);
    // 10,000 keys split within one point of the traffic (the routing function the service uses).
    const shares = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const name = variantOf(experiment.id, `user-${i}`, variants);
      shares.set(name, (shares.get(name) ?? 0) + 1);
    }
    expect(Math.abs(shares.get('forest')! / 100 - 70)).toBeLessThan(1.5);
    // Through the gateway: 200 keys, each answered by the variant its hash picks, again on a repeat.
    const keys = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const instance = { sepal_length: 6.7, sepal_width: 3.0, petal_length: 5.2, petal_width: 2.3 };
    const answers: { variant: string; predictions: string[] }[] = [];
    for (let from = 0; from < keys.length; from += 20) {
      const batch = await Promise.all(
        keys
          .slice(from, from + 20)
          .map((routingKey) =>
            created(
              p,
              ml,
              `/ml/v1/experiments/${experiment.id}/invoke`,
              { routingKey, instances: [instance] },
              200,
            ),
          ),
      );
      answers.push(...batch);
    }
    expect(answers.map((a) => a.variant)).toEqual(
      keys.map((key) => variantOf(experiment.id, key, variants)),
    );
    expect(answers.every((a) => a.predictions[0] === 'virginica')).toBe(true);
    expect(
      (
        await created(
          p,
          ml,
          `/ml/v1/experiments/${experiment.id}/invoke`,
          { routingKey: 'user-7', instances: [instance] },
          200,
        )
      ).variant,
    ).toBe(answers[7].variant);
    await created(
      p,
      ml,
      `/ml/v1/experiments/${experiment.id}/feedback`,
      { routingKey: 'user-7', value: 1 },
      200,
    );
    const now = (await p.rest('GET', `/ml/v1/experiments/${experiment.id}`, { token: ml.token }))
      .body.data;
    const forestCalls =
      answers.filter((a) => a.variant === 'forest').length +
      (answers[7].variant === 'forest' ? 1 : 0);
    expect(now.variants.map((v: { calls: number }) => v.calls)).toEqual([
      forestCalls,
      201 - forestCalls,
    ]);
    expect(now.variants.find((v: { name: string }) => v.name === answers[7].variant)).toMatchObject(
      { feedbackCount: 1, meanFeedback: 1 },
    );
    expect(now.variants.every((v: { meanLatencyMs: number }) => v.meanLatencyMs > 0)).toBe(true);
    // RUNNING: no changes until stopped.
    const change = await p.rest('PATCH', `/ml/v1/experiments/${experiment.id}`, {
      token: ml.token,
      body: {
        variants: [
          { ...variants[0], traffic: 50 },
          { ...variants[1], traffic: 50 },
        ],
      },
    });
    expect([change.status, change.body.error.code]).toEqual([409, 'ML_1302']);
    await created(p, ml, `/ml/v1/experiments/${experiment.id}/stop`, {}, 200);
    const changed = await p.rest('PATCH', `/ml/v1/experiments/${experiment.id}`, {
      token: ml.token,
      body: {
        variants: [
          { ...variants[0], traffic: 50 },
          { ...variants[1], traffic: 50 },
        ],
      },
    });
    expect([
      changed.status,
      changed.body.data.variants.map((v: { traffic: number; calls: number }) => [
        v.traffic,
        v.calls,
      ]),
    ]).toEqual([
      200,
      [
        [50, 0],
        [50, 0],
      ],
    ]);
  });

  it('names the feature of an instance that does not match the schema (ML_1200)', async () => {
    const res = await p.rest('POST', `/ml/v1/endpoints/${endpointId}/invoke`, {
      token: ml.token,
      body: {
        instances: [{ sepal_length: 'long', sepal_width: 3.5, petal_length: 1.4, colour: 'blue' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'ML_1200',
      message: expect.stringContaining('instances[0].sepal_length must be a number'),
      http: 400,
      details: [
        { field: 'instances[0].sepal_length', problem: 'must be a number' },
        { field: 'instances[0].petal_width', problem: 'is missing (a number feature)' },
        { field: 'instances[0].colour', problem: 'is not a feature of the model' },
      ],
    });
  });

  it('refuses a second job for a version while one waits or runs (ML_1102), and cancels', async () => {
    const version = await created(p, ml, `/ml/v1/models/${modelId}/versions`, {});
    const body = {
      modelId,
      version: version.version,
      datasetId,
      targetColumn: 'species',
      algorithm: 'logistic_regression',
      hyperparameters: { numSteps: 100_000 },
    };
    const first = await created(p, ml, '/ml/v1/training', body, 202);
    const second = await p.rest('POST', '/ml/v1/training', { token: ml.token, body });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'ML_1102', http: 409 });
    const cancelled = await created(p, ml, `/ml/v1/training/${first.id}/cancel`, {}, 200);
    expect(cancelled.status).toBe('cancelled');
    // Once cancelled, the version takes a new job.
    const third = await created(
      p,
      ml,
      '/ml/v1/training',
      { ...body, hyperparameters: { numSteps: 50 } },
      202,
    );
    expect((await finishedJob(p, ml, third.id)).status).toBe('succeeded');
  });
});

describe('a runner that died', () => {
  /** A job as a runner that stopped mid-training leaves it: running, its lease run out. */
  async function abandoned(attempts: number): Promise<string> {
    const model = await created(p, ml, '/ml/v1/models', {
      name: `abandoned ${attempts}`,
      framework: 'CUSTOM',
      task: 'classification',
      inputSchema: irisSchema,
    });
    const dataset = await created(p, ml, '/ml/v1/datasets', {
      name: `abandoned ${attempts}`,
      rows: irisRows(),
    });
    return abandonedJob(p, ml, t.tenantId, { modelId: model.id, datasetId: dataset.id }, attempts);
  }

  it('has its job taken up again once the lease runs out', async () => {
    const done = await finishedJob(p, ml, await abandoned(1));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('fails a job that stopped its runners three times (ML_1103), never leaving it running', async () => {
    const id = await abandoned(3);
    expect(await finishedJob(p, ml, id)).toMatchObject({
      status: 'failed',
      errorCode: 'ML_1103',
      attempts: 4,
    });
    const result = await p.rest('GET', `/ml/v1/training/${id}/result`, { token: ml.token });
    expect([result.status, result.body.error.code]).toEqual([502, 'ML_1103']);
  });
});

describe('regression', () => {
  it('recovers a known linear relation (R2 close to 1) and predicts with it', async () => {
    // y = 3a - 2b + 0.5c + 7, with a little deterministic noise.
    const rows = Array.from({ length: 400 }, (_, i) => {
      const a = (i % 37) / 3;
      const b = ((i * 7) % 23) / 2;
      const c = ((i * 13) % 41) - 20;
      return { a, b, c, y: 3 * a - 2 * b + 0.5 * c + 7 + Math.sin(i) * 0.01 };
    });
    const schema = {
      features: [
        { name: 'a', type: 'number' },
        { name: 'b', type: 'number' },
        { name: 'c', type: 'integer' },
      ],
    };
    const model = await created(p, ml, '/ml/v1/models', {
      name: 'linear',
      framework: 'CUSTOM',
      task: 'regression',
      inputSchema: schema,
    });
    const dataset = await created(p, ml, '/ml/v1/datasets', { name: 'linear', rows });
    const job = await created(
      p,
      ml,
      '/ml/v1/training',
      {
        modelId: model.id,
        datasetId: dataset.id,
        targetColumn: 'y',
        algorithm: 'linear_regression',
      },
      202,
    );
    const done = await finishedJob(p, ml, job.id);
    expect(done.status).toBe('succeeded');
    expect(done.metrics.r2).toBeGreaterThan(0.9999);
    expect(done.metrics.rmse).toBeLessThan(0.02);
    const endpoint = await created(p, ml, '/ml/v1/endpoints', {
      name: 'linear',
      modelId: model.id,
      version: 1,
      stage: 'staging',
    });
    await activeEndpoint(p, ml, endpoint.id);
    const res = await p.rest('POST', `/ml/v1/endpoints/${endpoint.id}/invoke`, {
      token: ml.token,
      body: { instances: [{ a: 2, b: 1, c: 4 }] },
    });
    expect(res.body.data.predictions[0]).toBeCloseTo(3 * 2 - 2 * 1 + 0.5 * 4 + 7, 1);
    expect(res.body.data.probabilities).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ML_ERRORS } from '../common/errors';
import { addUser } from '../../../test/accounts';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeEndpoint, created, finishedJob, irisRows, irisSchema } from './helpers';

/*
 * One row per ML_ code (docs/api/ml.md, "Errors"): the request that produces it and the error
 * body it answers. Database, timeout and unavailability codes come from real faults of the
 * database (a renamed column, a lock outlasting the statement timeout, refused connections).
 */

jest.setTimeout(180_000);

let ml: Session;
const { p, t } = platformFixture({ ml: { pollMs: 200 }, statementTimeoutMs: 5_000 });

let modelId: string;
let datasetId: string;
let activeId: string;
let provisioningId: string;
let monitorId: string;
const unknown = randomUUID();
const instance = { sepal_length: 5.1, sepal_width: 3.5, petal_length: 1.4, petal_width: 0.2 };

beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
  modelId = (
    await created(p, ml, '/ml/v1/models', {
      name: 'iris',
      framework: 'SKLEARN',
      task: 'classification',
      inputSchema: irisSchema,
    })
  ).id;
  datasetId = (await created(p, ml, '/ml/v1/datasets', { name: 'iris', rows: irisRows() })).id;
  const job = await created(
    p,
    ml,
    '/ml/v1/training',
    {
      modelId,
      datasetId,
      targetColumn: 'species',
      algorithm: 'random_forest',
      hyperparameters: { nEstimators: 10 },
    },
    202,
  );
  expect((await finishedJob(p, ml, job.id)).status).toBe('succeeded');
  activeId = (
    await created(p, ml, '/ml/v1/endpoints', {
      name: 'active',
      modelId,
      version: 1,
      stage: 'staging',
    })
  ).id;
  const untrained = await created(p, ml, `/ml/v1/models/${modelId}/versions`, {});
  provisioningId = (
    await created(p, ml, '/ml/v1/endpoints', {
      name: 'waiting',
      modelId,
      version: untrained.version,
      stage: 'staging',
    })
  ).id;
  await activeEndpoint(p, ml, activeId);
  // A monitor whose reference is the training data; its endpoint gets inputs far from it.
  const driftEndpoint = (
    await created(p, ml, '/ml/v1/endpoints', {
      name: 'drifting',
      modelId,
      version: 1,
      stage: 'staging',
    })
  ).id;
  await activeEndpoint(p, ml, driftEndpoint);
  const shifted = Array.from({ length: 30 }, (_, i) => ({ ...instance, petal_length: 9 + i / 10 }));
  await created(p, ml, `/ml/v1/endpoints/${driftEndpoint}/invoke`, { instances: shifted }, 200);
  monitorId = (
    await created(p, ml, '/ml/v1/drift-monitors', {
      name: 'petals',
      endpointId: driftEndpoint,
      features: ['petal_length'],
      method: 'KS_TEST',
      threshold: 0.01,
      windowSize: 30,
      referenceDatasetId: datasetId,
    })
  ).id;
});

const post = (path: string, body: unknown, session?: Session) =>
  p.rest('POST', path, { token: (session ?? ml).token, body });
const get = (path: string, session?: Session) =>
  p.rest('GET', path, { token: (session ?? ml).token });

/** A training job that fails, and the answer of its result. */
async function failedResult(body: Record<string, unknown>): Promise<HttpAnswer> {
  const job = await created(p, ml, '/ml/v1/training', body, 202);
  expect((await finishedJob(p, ml, job.id)).status).toBe('failed');
  return get(`/ml/v1/training/${job.id}/result`);
}

/** A table to run statements on the test database beside the platform. */
async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: p.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

type Row = [code: string, request: () => Promise<HttpAnswer>, error: Record<string, unknown>];

const rows: Row[] = [
  [
    'ML_1000',
    () =>
      post('/ml/v1/models', {
        name: 'bad',
        framework: 'SKLEARN',
        task: 'clustering',
        inputSchema: { features: [{ name: 'a', type: 'float' }] },
      }),
    {
      message:
        'invalid model config: task must be one of classification, regression; inputSchema.features[0].type must be one of number, integer, boolean, category',
      details: [
        { field: 'task', problem: 'must be one of classification, regression' },
        {
          field: 'inputSchema.features[0].type',
          problem: 'must be one of number, integer, boolean, category',
        },
      ],
    },
  ],
  ['ML_1001', () => get(`/ml/v1/models/${unknown}`), { message: `Model ${unknown} was not found` }],
  [
    'ML_1002',
    () =>
      post('/ml/v1/models', {
        name: 'iris',
        framework: 'ONNX',
        task: 'classification',
        inputSchema: irisSchema,
      }),
    { message: 'The tenant already has a model named "iris"' },
  ],
  [
    'ML_1003',
    () =>
      post('/ml/v1/models', {
        name: 'other',
        framework: 'SCIKIT',
        task: 'classification',
        inputSchema: irisSchema,
      }),
    {
      message:
        'Unsupported framework "SCIKIT": use one of SKLEARN, XGBOOST, PYTORCH, TENSORFLOW, ONNX, CUSTOM',
      details: [
        {
          field: 'framework',
          problem: 'must be one of SKLEARN, XGBOOST, PYTORCH, TENSORFLOW, ONNX, CUSTOM',
        },
      ],
    },
  ],
  [
    'ML_1100',
    () =>
      post('/ml/v1/training', {
        modelId,
        datasetId,
        targetColumn: 'species',
        algorithm: 'linear_regression',
        validationSplit: 0.9,
      }),
    {
      message:
        'invalid training config: algorithm linear_regression does not fit a classification model; validationSplit must be from 0.05 to 0.5',
      details: [
        { field: 'algorithm', problem: 'linear_regression does not fit a classification model' },
        { field: 'validationSplit', problem: 'must be from 0.05 to 0.5' },
      ],
    },
  ],
  [
    'ML_1101',
    () => get(`/ml/v1/training/${unknown}`),
    { message: `Training job ${unknown} was not found` },
  ],
  [
    'ML_1102',
    async () => {
      const version = (await created(p, ml, `/ml/v1/models/${modelId}/versions`, {})).version;
      const body = {
        modelId,
        version,
        datasetId,
        targetColumn: 'species',
        algorithm: 'logistic_regression',
        hyperparameters: { numSteps: 100_000 },
      };
      const first = await created(p, ml, '/ml/v1/training', body, 202);
      const second = await post('/ml/v1/training', body);
      await created(p, ml, `/ml/v1/training/${first.id}/cancel`, {}, 200);
      return second;
    },
    {
      message: expect.stringMatching(
        /^A training job already waits or runs for version \d+ of model /,
      ),
    },
  ],
  [
    'ML_1103',
    async () => {
      // The dataset's file is gone from storage: the trainer cannot read its data.
      const dataset = await created(p, ml, '/ml/v1/datasets', { name: 'lost', rows: irisRows() });
      const { storageKey } = await p.prisma.mlDataset.findUniqueOrThrow({
        where: { id: dataset.id },
      });
      await p.storage.delete(storageKey);
      return failedResult({
        modelId,
        datasetId: dataset.id,
        targetColumn: 'species',
        algorithm: 'naive_bayes',
      });
    },
    { message: 'The training data could not be read from storage; retry' },
  ],
  [
    'ML_1104',
    async () => {
      const big = await created(p, ml, '/ml/v1/datasets', {
        name: 'iris x20',
        rows: Array.from({ length: 20 }, irisRows).flat(),
      });
      return failedResult({
        modelId,
        datasetId: big.id,
        targetColumn: 'species',
        algorithm: 'logistic_regression',
        hyperparameters: { numSteps: 100_000 },
        maxRuntimeSeconds: 1,
      });
    },
    { message: 'Training ran past maxRuntimeSeconds (1 s) and was stopped' },
  ],
  [
    'ML_1200',
    () =>
      post(`/ml/v1/endpoints/${activeId}/invoke`, {
        instances: [{ ...instance, petal_width: true }],
      }),
    {
      message: 'invalid inference input: instances[0].petal_width must be a number',
      details: [{ field: 'instances[0].petal_width', problem: 'must be a number' }],
    },
  ],
  [
    'ML_1201',
    () => post(`/ml/v1/endpoints/${unknown}/invoke`, { instances: [instance] }),
    { message: `Endpoint ${unknown} was not found` },
  ],
  [
    'ML_1202',
    () => post(`/ml/v1/endpoints/${provisioningId}/invoke`, { instances: [instance] }),
    { message: expect.stringMatching(/^Endpoint [0-9a-f-]{36} is PROVISIONING, not ACTIVE$/) },
  ],
  [
    'ML_1203',
    () =>
      post(`/ml/v1/endpoints/${activeId}/invoke`, {
        instances: Array.from({ length: 10_000 }, () => instance),
        deadlineMs: 1,
      }),
    { message: 'The predictions were not ready within 1 ms' },
  ],
  [
    'ML_1300',
    () =>
      post('/ml/v1/experiments', {
        name: 'split',
        variants: [
          { name: 'a', modelId, version: 1, traffic: 60 },
          { name: 'b', modelId, version: 1, traffic: 30 },
        ],
      }),
    {
      message: 'invalid experiment config: variants traffic must sum to 100 (it sums to 90)',
      details: [{ field: 'variants', problem: 'traffic must sum to 100 (it sums to 90)' }],
    },
  ],
  [
    'ML_1301',
    () => get(`/ml/v1/experiments/${unknown}`),
    { message: `Experiment ${unknown} was not found` },
  ],
  [
    'ML_1302',
    async () => {
      const experiment = await created(p, ml, '/ml/v1/experiments', {
        name: 'running',
        variants: [
          { name: 'a', modelId, version: 1, traffic: 50 },
          { name: 'b', modelId, version: 1, traffic: 50 },
        ],
      });
      await created(p, ml, `/ml/v1/experiments/${experiment.id}/start`, {}, 200);
      return p.rest('PATCH', `/ml/v1/experiments/${experiment.id}`, {
        token: ml.token,
        body: { name: 'renamed' },
      });
    },
    {
      message: expect.stringMatching(
        /^Experiment [0-9a-f-]{36} is RUNNING: stop it before changing it$/,
      ),
    },
  ],
  [
    'ML_1400',
    () =>
      post('/ml/v1/drift-monitors', {
        name: 'm',
        endpointId: activeId,
        features: ['petal_length', 'colour'],
        method: 'CHI2',
        threshold: 0.1,
        windowSize: 5,
        referenceDatasetId: datasetId,
      }),
    {
      message:
        "invalid drift config: method must be one of KS_TEST, PSI; windowSize must be from 10 to 10000; features[1] colour is not a feature of the endpoint's model",
      details: [
        { field: 'method', problem: 'must be one of KS_TEST, PSI' },
        { field: 'windowSize', problem: 'must be from 10 to 10000' },
        { field: 'features[1]', problem: "colour is not a feature of the endpoint's model" },
      ],
    },
  ],
  [
    'ML_1401',
    () => get(`/ml/v1/drift-monitors/${unknown}`),
    { message: `Drift monitor ${unknown} was not found` },
  ],
  [
    'ML_1402',
    () => post(`/ml/v1/drift-monitors/${monitorId}/check`, {}),
    {
      message: expect.stringMatching(
        new RegExp(
          `^Drift detected by monitor ${'[0-9a-f-]{36}'} \\(report [0-9a-f-]{36}\\): petal_length$`,
        ),
      ),
      details: [
        {
          field: 'petal_length',
          problem: expect.stringMatching(/^KS statistic 1\.0000, p-value \S+ below 0\.01$/),
        },
      ],
    },
  ],
  [
    'ML_1500',
    () =>
      post('/ml/v1/feature-store/groups', {
        name: 'users',
        entityKey: 'user id',
        features: [{ name: 'age', type: 'int' }],
      }),
    {
      message:
        'invalid feature group: entityKey must start with a letter or _ and hold letters, digits, _ . - (at most 64); features[0].type must be one of number, integer, boolean, category',
      details: [
        {
          field: 'entityKey',
          problem: 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)',
        },
        { field: 'features[0].type', problem: 'must be one of number, integer, boolean, category' },
      ],
    },
  ],
  [
    'ML_1501',
    () => get(`/ml/v1/feature-store/groups/${unknown}`),
    { message: `Feature group ${unknown} was not found` },
  ],
  [
    'ML_1502',
    async () => {
      await created(p, ml, '/ml/v1/feature-store/groups', {
        name: 'users',
        version: 1,
        entityKey: 'userId',
        features: [{ name: 'age', type: 'integer' }],
      });
      return post('/ml/v1/feature-store/groups', {
        name: 'users',
        version: 1,
        entityKey: 'userId',
        features: [{ name: 'age', type: 'number' }],
      });
    },
    {
      message: 'Feature group users version 1 exists with another schema: create version 2 instead',
    },
  ],
  [
    'ML_1600',
    () =>
      post('/ml/v1/governance/approvals', {
        modelId,
        version: 1,
        stage: 'production',
        documentation: 'short',
        testEvidence: 'validation accuracy 0.95',
      }),
    {
      message:
        'Governance policy: documentation is missing: describe the model, its data and limits in at least 20 characters',
      details: [
        {
          field: 'documentation',
          problem: 'is missing: describe the model, its data and limits in at least 20 characters',
        },
      ],
    },
  ],
  [
    'ML_1601',
    () =>
      post('/ml/v1/endpoints', { name: 'production', modelId, version: 1, stage: 'production' }),
    {
      message: expect.stringMatching(
        /^Version 1 of model [0-9a-f-]{36} has no approval for production: submit it to POST \/ml\/v1\/governance\/approvals$/,
      ),
    },
  ],
  [
    'ML_1700',
    () => p.rest('GET', '/ml/v1/models'),
    { message: 'Authentication required: send a bearer token' },
  ],
  [
    'ML_1701',
    () => get('/ml/v1/models', t.organizer),
    { message: 'This operation needs the role ml-engineer or admin' },
  ],
  [
    'ML_1702',
    () => p.rest('GET', '/ml/v1/models', { token: 'not.a.token' }),
    { message: expect.any(String) },
  ],
  [
    'ML_1800',
    () => p.rest('POST', '/ml/v1/datasets', { token: ml.token, rawBody: '{"name": "broken"' }),
    {
      message: 'Invalid input: body is not valid JSON',
      details: [{ field: 'body', problem: 'is not valid JSON' }],
    },
  ],
  [
    'ML_1801',
    () => post('/ml/v1/datasets', { name: 'ragged', rows: [{ a: 1, b: 2 }, { a: 'x' }] }),
    {
      message: 'invalid input: rows[1] must have exactly the columns a, b',
      details: [{ field: 'rows[1]', problem: 'must have exactly the columns a, b' }],
    },
  ],
  [
    'ML_1901',
    async () => {
      const headers = { 'idempotency-key': randomUUID() };
      await p.rest('POST', '/ml/v1/models', {
        token: ml.token,
        headers,
        body: { name: 'once', framework: 'CUSTOM', task: 'regression', inputSchema: irisSchema },
      });
      return p.rest('POST', '/ml/v1/models', {
        token: ml.token,
        headers,
        body: { name: 'twice', framework: 'CUSTOM', task: 'regression', inputSchema: irisSchema },
      });
    },
    { message: expect.stringContaining('Idempotency-Key') },
  ],
  [
    'ML_2000',
    async () => {
      // The monitor's reference file is gone: nothing in the catalogue names that, so it is unexpected.
      const reference = await created(p, ml, '/ml/v1/datasets', {
        name: 'reference',
        rows: irisRows(),
      });
      const monitor = await created(p, ml, '/ml/v1/drift-monitors', {
        name: 'orphan',
        endpointId: activeId,
        features: ['petal_length'],
        method: 'PSI',
        threshold: 0.2,
        windowSize: 10,
        referenceDatasetId: reference.id,
      });
      await created(
        p,
        ml,
        `/ml/v1/endpoints/${activeId}/invoke`,
        { instances: Array.from({ length: 10 }, () => instance) },
        200,
      );
      const { storageKey } = await p.prisma.mlDataset.findUniqueOrThrow({
        where: { id: reference.id },
      });
      await p.storage.delete(storageKey);
      return post(`/ml/v1/drift-monitors/${monitor.id}/run`, {});
    },
    { message: 'An unexpected error occurred; report the x-request-id of this response' },
  ],
  [
    'ML_1900',
    async () => {
      // The table no longer has a column the service reads: a database operation fails.
      await withDatabase((db) =>
        db.query('ALTER TABLE "ml"."models" RENAME COLUMN "description" TO "description_gone"'),
      );
      try {
        return await get('/ml/v1/models');
      } finally {
        await withDatabase((db) =>
          db.query('ALTER TABLE "ml"."models" RENAME COLUMN "description_gone" TO "description"'),
        );
      }
    },
    { message: 'A database operation failed; retry' },
  ],
  [
    'ML_2002',
    async () => {
      // A lock held longer than the platform's statement timeout (5 s): the read is cancelled (57014).
      return withDatabase(async (db) => {
        await db.query('BEGIN');
        await db.query('LOCK TABLE "ml"."endpoints" IN ACCESS EXCLUSIVE MODE');
        try {
          return await get('/ml/v1/endpoints');
        } finally {
          await db.query('ROLLBACK');
        }
      });
    },
    { message: 'The request took longer than the service allows' },
  ],
  [
    'ML_2001',
    async () => {
      // The database stops taking connections and drops the open ones.
      // (From the server's own database: a database cannot refuse connections from inside itself.)
      const name = new URL(p.databaseUrl).pathname.slice(1);
      const server = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
      await server.connect();
      try {
        await server.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
        await server.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return await get('/ml/v1/models');
      } finally {
        await server.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
        await server.end();
      }
    },
    {
      message: 'The ML service cannot reach its database right now; retry with exponential backoff',
    },
  ],
];

it('has a row for every code of the catalogue that is built', () => {
  expect(rows.map(([code]) => code).sort()).toEqual(Object.keys(ML_ERRORS).sort());
});

describe.each(rows)('%s', (code, request, error) => {
  it('answers its status and body', async () => {
    const res = await request();
    const http = ML_ERRORS[code as keyof typeof ML_ERRORS].http;
    expect({ status: res.status, data: res.body.data, error: res.body.error }).toEqual({
      status: http,
      data: null,
      error: { code, http, ...error, ...(error.details ? {} : { details: undefined }) },
    });
  });
});

describe('GraphQL answers the same codes', () => {
  it.each([
    ['ML_1001', `query { mlModel(id: "${unknown}") { id } }`, 'ml'],
    ['ML_1201', `query { mlEndpoint(id: "${unknown}") { id } }`, 'ml'],
    ['ML_1701', 'query { mlModels { nodes { id } } }', 'organizer'],
  ] as const)('%s', async (code, query, who) => {
    const res = await p.graphql(query, {}, { token: (who === 'ml' ? ml : t.organizer).token });
    expect(res.body.errors[0].extensions).toMatchObject({ code, httpStatus: ML_ERRORS[code].http });
  });
});

import { addUser } from '../../../test/accounts';
import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { startMlSubgraph } from '../server';
import { created, finishedJob, irisRows, irisSchema } from './helpers';

/*
 * The list fields of models and experiments (versions, per-variant counters) are read through the
 * request's DataLoaders (subgraphs/ml/common/loaders.ts): a longer list costs no more queries.
 */

jest.setTimeout(180_000);

let ml: Session;
let subgraph: CountingSubgraph;
let trained: { modelId: string; version: number };

const { p, t, beforeStop } = platformFixture({ ml: { pollMs: 200 } });
beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
  subgraph = await startCountingSubgraph(p, startMlSubgraph);
  const modelId = (
    await created(p, ml, '/ml/v1/models', {
      name: 'iris-batch',
      framework: 'SKLEARN',
      task: 'classification',
      inputSchema: irisSchema,
    })
  ).id;
  const datasetId = (
    await created(p, ml, '/ml/v1/datasets', { name: 'iris-batch', rows: irisRows() })
  ).id;
  const job = await created(
    p,
    ml,
    '/ml/v1/training',
    { modelId, datasetId, targetColumn: 'species', algorithm: 'naive_bayes' },
    202,
  );
  expect((await finishedJob(p, ml, job.id)).status).toBe('succeeded');
  trained = { modelId, version: 1 };
});
beforeStop(() => subgraph?.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
async function counted(query: string): Promise<{ data: any; queries: number }> {
  subgraph.reset();
  const data = await subgraph.run(
    { tenantId: t.tenantId, userId: ml.userId, email: ml.email, roles: ['ml-engineer'] },
    query,
  );
  return { data, queries: subgraph.queries() };
}

it('lists models with their versions in the same number of queries for one model or four', async () => {
  const query = '{ mlModels { nodes { id versions { version } } } }';
  const before = await counted(query);
  for (let i = 0; i < 3; i++) {
    const model = await created(p, ml, '/ml/v1/models', {
      name: `batch-${i}`,
      framework: 'SKLEARN',
      task: 'classification',
      inputSchema: irisSchema,
    });
    await created(p, ml, `/ml/v1/models/${model.id}/versions`, {});
  }
  const after = await counted(query);
  expect(before.data.mlModels.nodes).toHaveLength(1);
  expect(after.data.mlModels.nodes).toHaveLength(4);
  expect(
    after.data.mlModels.nodes.every(
      (model: { versions: unknown[] }) => model.versions.length === 1,
    ),
  ).toBe(true);
  // The models (one) and every model's versions (one batch).
  expect(after.queries).toBe(before.queries);
  expect(after.queries).toBe(2);
});

it('lists experiments with their per-variant counters in the same number of queries for one or four', async () => {
  const query = '{ mlExperiments { nodes { id variants { name calls } } } }';
  const variants = ['a', 'b'].map((name) => ({
    name,
    modelId: trained.modelId,
    version: trained.version,
    traffic: 50,
  }));
  await created(p, ml, '/ml/v1/experiments', { name: 'exp-0', variants });
  const one = await counted(query);
  for (let i = 1; i < 4; i++)
    await created(p, ml, '/ml/v1/experiments', { name: `exp-${i}`, variants });
  const four = await counted(query);
  expect(one.data.mlExperiments.nodes).toHaveLength(1);
  expect(four.data.mlExperiments.nodes).toHaveLength(4);
  expect(four.data.mlExperiments.nodes[0].variants).toEqual([
    { name: 'a', calls: 0 },
    { name: 'b', calls: 0 },
  ]);
  expect(four.queries).toBe(one.queries);
  expect(four.queries).toBe(2);
});

import { addUser } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { created, irisSchema } from './helpers';

/*
 * ML lists are paginated as every service's are (docs/api/ml.md, "Envelope"): newest first,
 * `limit` 1 to 100 (20 when absent), `page` beside `data` over REST and a connection in GraphQL,
 * and a tenant sees its own rows only, page after page.
 */

jest.setTimeout(180_000);

const { p, t } = platformFixture();
let ml: Session;
let other: Session;
const models: string[] = [];
const groups: string[] = [];

const model = (name: string) => ({
  name,
  framework: 'SKLEARN',
  task: 'classification',
  inputSchema: irisSchema,
});
const group = (name: string) => ({
  name,
  entityKey: 'user_id',
  features: [{ name: 'age', type: 'number' }],
});

beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
  other = await addUser(p, (await p.newTenant()).admin, 'ml-engineer');
  for (let i = 0; i < 3; i++)
    models.push((await created(p, ml, '/ml/v1/models', model(`m${i}`))).id);
  for (let i = 0; i < 21; i++)
    groups.push((await created(p, ml, '/ml/v1/feature-store/groups', group(`g${i}`))).id);
  await created(p, other, '/ml/v1/models', model('m0'));
});

const get = (path: string, session = ml) => p.rest('GET', path, { token: session.token });

describe('REST', () => {
  it('honours limit and walks the pages with the cursor, newest first, each row once', async () => {
    const first = await get('/ml/v1/models?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((m: { id: string }) => m.id)).toEqual([models[2], models[1]]);
    expect(first.body.page).toEqual({
      next_cursor: expect.any(String),
      has_more: true,
      limit: 2,
    });
    const second = await get(`/ml/v1/models?limit=2&cursor=${first.body.page.next_cursor}`);
    expect(second.body.data.map((m: { id: string }) => m.id)).toEqual([models[0]]);
    // The last page names no next one.
    expect(second.body.page).toEqual({ next_cursor: null, has_more: false, limit: 2 });
  });

  it('answers 20 rows when no limit is given', async () => {
    const res = await get('/ml/v1/feature-store/groups');
    expect(res.body.data).toHaveLength(20);
    expect(res.body.page).toMatchObject({ has_more: true, limit: 20 });
    const rest = await get(`/ml/v1/feature-store/groups?cursor=${res.body.page.next_cursor}`);
    expect(rest.body.data.map((g: { id: string }) => g.id)).toEqual([groups[0]]);
    expect(rest.body.page).toMatchObject({ has_more: false });
  });

  it('refuses a limit outside 1 to 100 and a cursor of another list with ML_1801', async () => {
    const one = await get('/ml/v1/models?limit=1');
    const answers = await Promise.all([
      get('/ml/v1/models?limit=0'),
      get('/ml/v1/models?limit=101'),
      get('/ml/v1/datasets?cursor=not-a-cursor'),
      // A cursor of a list in the other order is refused, not misread.
      get(
        `/ml/v1/training?cursor=${Buffer.from(JSON.stringify(['createdAt', 'ASC', new Date().toISOString(), one.body.data[0].id])).toString('base64url')}`,
      ),
    ]);
    expect(
      answers.map((a) => [a.status, a.body.error.code, a.body.error.details[0].field]),
    ).toEqual([
      [400, 'ML_1801', 'limit'],
      [400, 'ML_1801', 'limit'],
      [400, 'ML_1801', 'cursor'],
      [400, 'ML_1801', 'cursor'],
    ]);
  });

  it('shows each tenant its own rows only, on every page of every list', async () => {
    const own = await get('/ml/v1/models?limit=100', other);
    expect(own.body.data.map((m: { name: string }) => m.name)).toEqual(['m0']);
    expect(own.body.page.has_more).toBe(false);
    // The other tenant's cursor walks only the other tenant's rows.
    const first = await get('/ml/v1/models?limit=1', other);
    const next = await get(
      `/ml/v1/models?limit=1&cursor=${first.body.page.next_cursor ?? ''}`,
      other,
    );
    expect(first.body.page.has_more).toBe(false);
    expect(next.body.data.every((m: { id: string }) => !models.includes(m.id))).toBe(true);
    // A cursor of this tenant's list reads nothing of this tenant's rows for the other one.
    const mine = await get('/ml/v1/models?limit=1');
    const borrowed = await get(`/ml/v1/models?cursor=${mine.body.page.next_cursor}`, other);
    expect(borrowed.body.data.every((m: { id: string }) => !models.includes(m.id))).toBe(true);
    const lists = await Promise.all(
      [
        'datasets',
        'endpoints',
        'training',
        'drift-monitors',
        'governance/approvals',
        'experiments',
        'feature-store/groups',
      ].map((path) => get(`/ml/v1/${path}`, other)),
    );
    expect(lists.map((l) => [l.status, l.body.data, l.body.page.has_more])).toEqual(
      Array.from({ length: 7 }, () => [200, [], false]),
    );
  });
});

describe('every list', () => {
  // docs/api/ml.md, "Envelope": each list path of the contract takes limit and answers `page`.
  it.each([
    'models',
    'datasets',
    'training',
    'endpoints',
    'drift-monitors',
    'governance/approvals',
    'experiments',
    'feature-store/groups',
  ])('/ml/v1/%s honours limit and answers page', async (path) => {
    const res = await get(`/ml/v1/${path}?limit=1`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(1);
    expect(res.body.page).toEqual({
      next_cursor: res.body.page.has_more ? expect.any(String) : null,
      has_more: expect.any(Boolean),
      limit: 1,
    });
  });

  it('/ml/v1/drift-monitors/{id}/reports refuses an unknown monitor before paging', async () => {
    const res = await get(`/ml/v1/drift-monitors/${models[0]}/reports?limit=1`);
    expect([res.status, res.body.error.code]).toEqual([404, 'ML_1401']);
  });
});

describe('GraphQL', () => {
  it('answers a connection with the same cursors', async () => {
    const query = `query ($cursor: String) {
      mlModels(limit: 2, cursor: $cursor) { nodes { id } edges { cursor node { id } } pageInfo { endCursor hasNextPage limit } }
    }`;
    const first = await p.graphql(query, {}, { token: ml.token });
    const page = first.body.data.mlModels;
    expect(page.nodes.map((m: { id: string }) => m.id)).toEqual([models[2], models[1]]);
    expect(page.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      models[2],
      models[1],
    ]);
    expect(page.pageInfo).toEqual({ endCursor: page.edges[1].cursor, hasNextPage: true, limit: 2 });
    const second = await p.graphql(query, { cursor: page.pageInfo.endCursor }, { token: ml.token });
    expect(second.body.data.mlModels.nodes.map((m: { id: string }) => m.id)).toEqual([models[0]]);
    expect(second.body.data.mlModels.pageInfo.hasNextPage).toBe(false);
  });

  it('filters training jobs by model within a page', async () => {
    const res = await p.graphql(
      `query ($modelId: ID) { mlTrainingJobs(modelId: $modelId, limit: 5) { nodes { id } pageInfo { hasNextPage limit } } }`,
      { modelId: models[0] },
      { token: ml.token },
    );
    expect(res.body.data.mlTrainingJobs).toEqual({
      nodes: [],
      pageInfo: { hasNextPage: false, limit: 5 },
    });
  });
});

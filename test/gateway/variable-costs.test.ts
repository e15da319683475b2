import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';
import { MAX_COERCION_PROBLEMS } from '../../lib/graphql/coercion-problems';

const { p, t } = platformFixture();

// Issue 24's probe: 30,000 numbers where strings go (169 KB) once held the process 10.9 s and
// answered 6.7 MB, one error per item. A refusal costs what its first problems cost.
const ONLINE_READ =
  'query($i: MlOnlineFeaturesInput!) { mlOnlineFeatures(id: "x", input: $i) { entityId } }';
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

// Far above the answer of the first problems, far below one error per item. The work is bounded
// by the number of problems checked; how long it takes is bench/ business, not a test's.
const WELL_BEFORE_ONE_ERROR_PER_ITEM = { answerBytes: 16 * 1024 };

async function answered(
  send: () => Promise<HttpAnswer>,
): Promise<{ res: HttpAnswer; answerBytes: number }> {
  const res = await send();
  return { res, answerBytes: JSON.stringify(res.body).length };
}

function expectFirstProblemsOnly(
  details: { field: string; problem: string }[],
  field: (index: number) => string,
  problem: string,
): void {
  expect(details).toHaveLength(MAX_COERCION_PROBLEMS);
  expect(details).toEqual(
    Array.from({ length: MAX_COERCION_PROBLEMS }, (_, i) => ({ field: field(i), problem })),
  );
}

describe('a variable with many wrong items', () => {
  it('is refused over /graphql at its first problems: one VALIDATION_FAILED error', async () => {
    const { res, answerBytes } = await answered(() =>
      p.graphql(ONLINE_READ, { i: { entityIds: numbers(30_000) } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    const [error] = res.body.errors;
    expect(error.extensions).toMatchObject({ code: 'VALIDATION_FAILED', httpStatus: 400 });
    expectFirstProblemsOnly(
      error.extensions.details,
      (i) => `i.entityIds.${i}`,
      'must be a string',
    );
    expect(error.message).toMatch(
      /^Invalid input: i\.entityIds\.0 must be a string; .*; and more: the first 20 problems are listed$/,
    );
    expect(answerBytes).toBeLessThan(WELL_BEFORE_ONE_ERROR_PER_ITEM.answerBytes);
  });

  it('names a missing variable, a null field and an unknown one in its details, and runs a right one', async () => {
    const missing = await p.graphql(ONLINE_READ, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'i', problem: 'is required' }],
    });
    const wrong = await p.graphql(ONLINE_READ, { i: { entityIds: null, other: 1 } });
    expect(wrong.body.errors[0].extensions.details).toEqual([
      { field: 'i.entityIds', problem: 'must not be null' },
      { field: 'i.other', problem: 'is not a known field' },
    ]);
    // Variables that fit reach the service, which answers that there is no feature group "x".
    const fine = await p.graphql(
      ONLINE_READ,
      { i: { entityIds: ['a'] } },
      { token: t.admin.token },
    );
    expect(fine.status).toBe(200);
    expect(fine.body.errors[0].extensions.code).toBe('ML_1501');
  });

  it('is refused in a REST body at its first problems too, in the envelope', async () => {
    const { res, answerBytes } = await answered(() =>
      p.rest('POST', '/auth/v1/users', {
        token: t.admin.token,
        body: {
          email: 'many@example.test',
          password: 'long enough password',
          name: 'Many',
          roles: numbers(100_000),
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { code: 'VALIDATION_FAILED', http: 400 } });
    expectFirstProblemsOnly(
      res.body.error.details,
      (i) => `roles.${i}`,
      res.body.error.details[0].problem,
    );
    expect(res.body.error.message).toMatch(/; and more: the first 20 problems are listed$/);
    expect(answerBytes).toBeLessThan(WELL_BEFORE_ONE_ERROR_PER_ITEM.answerBytes);
  });

  it('is refused the same way on a path answering in its own catalogue', async () => {
    const res = await p.rest('POST', '/ml/v1/feature-store/groups/x/online', {
      token: t.admin.token,
      body: { entityIds: numbers(100_000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('ML_1801');
    expectFirstProblemsOnly(res.body.error.details, (i) => `entityIds.${i}`, 'must be a string');
  });
});

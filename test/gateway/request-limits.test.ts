import { platformFixture } from '../fixture';
import { connect, Recording } from '../subscriptions/ws-client';
import {
  DEFAULT_REQUEST_LIMITS as LIMITS,
  requestLimitsFromEnv,
} from '../../gateway/limits/options';

const { p, t } = platformFixture({ isolated: true, ownModules: true });

/** The outside tester's query: quote and order nested `levels` times (19.5 KB at 1,500 levels). */
function nestedOrders(levels: number): string {
  let selection = 'id';
  for (let i = levels - 1; i >= 0; i--)
    selection = `${i % 2 === 0 ? 'quote' : 'order'} { id ${selection} }`;
  return `{ orders(limit: 1) { nodes { id ${selection} } } }`;
}

function aliasedListings(count: number, limit = 100): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: listings(limit: ${limit}) { nodes { id title seller { name } } }`).join(' ')} }`;
}

/** Runs the query and answers the refusal, the time it took and how much the heap grew meanwhile. */
async function refusal(query: string, variables?: Record<string, unknown>) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const res = await p.graphql(query, variables, { token: t.user.token });
  const ms = performance.now() - started;
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors;
  expect(error.extensions).toMatchObject({
    code: 'QUERY_LIMIT_EXCEEDED',
    httpStatus: 400,
    details: [{ field: 'query', problem: error.message.replace(/^The query /, '') }],
  });
  return { message: error.message as string, ms, heapGrowth };
}

// A bound far above the milliseconds a refusal takes and far below what planning took before the
// limits (20 s and 4 GB for the deep query): it catches a refusal that comes after the work.
const WELL_BEFORE_ANY_WORK = { ms: 2_000, heapBytes: 64 * 1024 * 1024 };

describe('GraphQL request limits at the gateway', () => {
  it("refuses the outside tester's 1,500-level query by its tokens, before parsing, with memory unmoved", async () => {
    for (const levels of [1_500, 2_000]) {
      const { message, ms, heapGrowth } = await refusal(nestedOrders(levels));
      expect(message).toBe(
        `The query has more than ${LIMITS.tokens} tokens; the tokens limit is ${LIMITS.tokens}`,
      );
      expect(ms).toBeLessThan(WELL_BEFORE_ANY_WORK.ms);
      expect(heapGrowth).toBeLessThan(WELL_BEFORE_ANY_WORK.heapBytes);
    }
  });

  it('refuses 1,000 aliases of a 100-row listings page the same way', async () => {
    const { message, ms, heapGrowth } = await refusal(aliasedListings(1_000));
    expect(message).toBe(
      `The query has more than ${LIMITS.tokens} tokens; the tokens limit is ${LIMITS.tokens}`,
    );
    expect(ms).toBeLessThan(WELL_BEFORE_ANY_WORK.ms);
    expect(heapGrowth).toBeLessThan(WELL_BEFORE_ANY_WORK.heapBytes);
  });

  it('refuses a document within the token limit by its depth, aliases or directives, naming the value found', async () => {
    expect((await refusal(nestedOrders(LIMITS.depth - 2))).message).toBe(
      `The query is ${LIMITS.depth + 1} levels deep; the depth limit is ${LIMITS.depth}`,
    );
    const aliases = `{ me { ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `n${i}: name`).join(' ')} } }`;
    expect((await refusal(aliases)).message).toBe(
      `The query has ${LIMITS.aliases + 1} aliases; the aliases limit is ${LIMITS.aliases}`,
    );
    const directives = `{ me { ${Array.from({ length: LIMITS.directives + 1 }, () => 'name @include(if: true)').join(' ')} } }`;
    expect((await refusal(directives)).message).toBe(
      `The query has ${LIMITS.directives + 1} directives; the directives limit is ${LIMITS.directives}`,
    );
  });

  it('stops counting tokens past the limit: twenty 1 MB queries at once are refused at their first tokens', async () => {
    // Issue 24: counting every token of twenty such queries held the process 6.2 s and 228 MB.
    const megabyte = `{ ${'me { id } '.repeat(95_000)} }`;
    // Comments are tokens of the text too: a text of comments is not read to its end either.
    const comments = `${'# a comment line\n'.repeat(55_000)}{ me { id } }`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => p.graphql(i % 2 ? comments : megabyte)),
    );
    // "more than": the count stopped one token past the limit (it once named the whole text's count).
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        `The query has more than ${LIMITS.tokens} tokens; the tokens limit is ${LIMITS.tokens}`,
      );
    }
  });

  it('counts aliases of __typename like any other alias', async () => {
    // Issue 24: 600 of them passed the alias limit.
    const typenames = (count: number) =>
      `{ me { ${Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ')} } }`;
    expect((await refusal(typenames(600))).message).toBe(
      `The query has 600 aliases; the aliases limit is ${LIMITS.aliases}`,
    );
    expect((await refusal(typenames(LIMITS.aliases + 1))).message).toBe(
      `The query has ${LIMITS.aliases + 1} aliases; the aliases limit is ${LIMITS.aliases}`,
    );
    const within = await p.graphql(typenames(LIMITS.aliases), undefined, { token: t.user.token });
    expect(within.status).toBe(200);
    expect(within.body.data.me).toMatchObject({ t0: 'User' });
  });

  it('answers a query just inside every limit', async () => {
    const deepest = await p.graphql(nestedOrders(LIMITS.depth - 3), undefined, {
      token: t.user.token,
    });
    expect(deepest.status).toBe(200);
    expect(deepest.body).toEqual({ data: { orders: { nodes: [] } } });
  });

  it('estimates cost from list limits times what they select, variables included', async () => {
    // 20 pages of 100 listings with their sellers: 20 * (1 + 100 * 5) = 10,020.
    expect((await refusal(aliasedListings(20))).message).toBe(
      `The query has an estimated cost of 10020; the cost limit is ${LIMITS.cost}`,
    );
    const ten = await p.graphql(aliasedListings(10), undefined, { token: t.user.token });
    expect(ten.status).toBe(200);
    expect(Object.keys(ten.body.data)).toHaveLength(10);

    const page = 'query($n: Int) { listings(limit: $n) { nodes { id title seller { name } } } }';
    const twenty =
      'query($n: Int) { ' +
      Array.from(
        { length: 20 },
        (_, i) => `a${i}: listings(limit: $n) { nodes { id title seller { name } } }`,
      ).join(' ') +
      ' }';
    expect((await p.graphql(page, { n: 100 }, { token: t.user.token })).status).toBe(200);
    expect((await refusal(twenty, { n: 100 })).message).toMatch(/estimated cost of 10020/);
    // Without a limit a page counts as the default 20 rows.
    expect((await p.graphql(twenty, {}, { token: t.user.token })).status).toBe(200);
  });

  it('refuses fragments that multiply each other without expanding them', async () => {
    const fragments = Array.from(
      { length: 24 },
      (_, i) => `fragment F${i + 1} on Listing { ...F${i} ...F${i} }`,
    ).join(' ');
    const bomb = `{ listings(limit: 1) { nodes { ...F24 } } } fragment F0 on Listing { id } ${fragments}`;
    const { message, ms, heapGrowth } = await refusal(bomb);
    expect(message).toMatch(/^The query has an estimated cost of too many fields to count/);
    expect(ms).toBeLessThan(WELL_BEFORE_ANY_WORK.ms);
    expect(heapGrowth).toBeLessThan(WELL_BEFORE_ANY_WORK.heapBytes);
  });

  it('applies the same limits to REST paths, whose own operations stay well inside them', async () => {
    const res = await p.rest('GET', '/marketplace/v1/listings?limit=100', { token: t.user.token });
    expect(res.status).toBe(200);
  });

  it('applies them over graphql-ws before a subscription starts, keeping the socket open', async () => {
    const client = connect(p, t.user.token);
    try {
      const aliases = `subscription { jobUpdated { ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: id`).join(' ')} } }`;
      const tooMany = new Recording(client, aliases);
      await tooMany.until((r) => r.error !== undefined);
      expect((tooMany.error as { message: string; extensions: unknown }[])[0]).toMatchObject({
        message: `The query has ${LIMITS.aliases + 1} aliases; the aliases limit is ${LIMITS.aliases}`,
        extensions: { code: 'QUERY_LIMIT_EXCEEDED', httpStatus: 400 },
      });
      const long = `subscription { jobUpdated { ${'id '.repeat(LIMITS.tokens)} } }`;
      const tooLong = new Recording(client, long);
      await tooLong.until((r) => r.error !== undefined);
      expect((tooLong.error as { extensions: { code: string } }[])[0].extensions.code).toBe(
        'QUERY_LIMIT_EXCEEDED',
      );
      // The same socket still serves a subscription within the limits.
      const fine = new Recording(client, 'subscription { jobUpdated { id status } }');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fine.error).toBeUndefined();
      fine.unsubscribe();
    } finally {
      await client.dispose();
    }
  });

  it('hides "Did you mean" suggestions in production only', async () => {
    const typo = '{ me { nme } }';
    const dev = await p.graphql(typo, undefined, { token: t.user.token });
    expect(dev.body.errors[0].message).toMatch(/Did you mean "name"\?/);
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const prod = await p.graphql(typo, undefined, { token: t.user.token });
      expect(prod.status).toBe(400);
      expect(prod.body.errors[0].message).toBe('Cannot query field "nme" on type "User".');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('reads each limit from its environment variable, 0 turning it off', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        GRAPHQL_MAX_TOKENS: '500',
        GRAPHQL_MAX_DEPTH: '0',
        GRAPHQL_MAX_ALIASES: '5',
        GRAPHQL_MAX_DIRECTIVES: '3',
        GRAPHQL_MAX_COST: '900',
      });
      expect(requestLimitsFromEnv()).toEqual({
        tokens: 500,
        depth: 0,
        aliases: 5,
        directives: 3,
        cost: 900,
      });
      process.env.GRAPHQL_MAX_DEPTH = 'deep';
      expect(() => requestLimitsFromEnv()).toThrow('GRAPHQL_MAX_DEPTH must be a whole number');
    } finally {
      process.env = saved;
    }
  });
});

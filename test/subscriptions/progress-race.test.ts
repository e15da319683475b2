import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { ApolloServer } from '@apollo/server';
import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import { buildSchema, createSourceEventStream, graphql, parse } from 'graphql';
import WebSocket from 'ws';
import type { RequestContext } from '../../lib/context';
import { InProcessEventBus } from '../../lib/events/in-process';
import { PlatformDataSource } from '../../gateway/data-source';
import { InflightQueries } from '../../gateway/inflight-queries';
import { JobEventFanOut } from '../../gateway/subscriptions/fanout';
import type { SubscriptionTarget } from '../../gateway/subscriptions/job-sink';
import { progressField } from '../../gateway/subscriptions/progress';
import { PROGRESS_KINDS } from '../../gateway/subscriptions/progress-kinds';
import { subscriptionSchema } from '../../gateway/subscriptions/schema';
import { JobResolver } from '../../gateway/subscriptions/resolve';
import { exportUpdated } from '../../subgraphs/reports/common/events';

/*
 * The exportProgress race (issue 28: a subscription stopped at running/99 although its export had
 * completed), run 1,000 times with random interleavings through the gateway's real pieces: the
 * progress field, fan-out, resolver, sink, and the data source with its in-flight deduplication.
 * Stubbed: Apollo's executeOperation (the plan of a one-subgraph query is that subgraph's fetch)
 * and the subgraph, which reads an in-memory row at a random moment of a fetch of random length.
 */

const TENANT = '11111111-1111-4111-8111-111111111111';
const EXPORT_ID = '33333333-3333-4333-8333-333333333333';
const KIND = PROGRESS_KINDS.find((kind) => kind.field === 'exportProgress')!;
const SUBGRAPH = buildSchema(`
  type Query { reportExport(id: ID!): ReportExport }
  type ReportExport { id: ID! status: String! progress: Int! }
`);
const API = buildSchema(`
  type Query { reportExport(id: ID!): ReportExport }
  type ReportExport { id: ID! status: String! progress: Int! }
  type Subscription { exportProgress(exportId: ID!): ReportExport }
`);
const SUBSCRIPTION = parse(
  'subscription ($id: ID!) { exportProgress(exportId: $id) { id status progress } }',
);

const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};
const random = (n: number) => Math.floor(Math.random() * n);

const caller = { id: 'u1', email: 'u1@example.test', roles: ['user'], planTier: 'free' as const };
const contextOf = (requestId: string): RequestContext => ({
  requestId,
  traceId: requestId,
  tenantId: TENANT,
  caller: { ...caller, tenantId: TENANT } as RequestContext['caller'],
});

/** One round: a client reading its export, an export ending, a subscriber joining at some point. */
async function round(): Promise<{ last: string | undefined; ended: boolean }> {
  const row = { id: EXPORT_ID, status: 'running', progress: 98 };
  // The subgraph: the row as it stands at a random moment of a fetch that takes a random time.
  const fetcher: Fetcher = async (_url, init) => {
    await ticks(random(3));
    const request = JSON.parse(String(init!.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const read = { ...row };
    const result = await graphql({
      schema: SUBGRAPH,
      source: request.query,
      variableValues: request.variables,
      rootValue: { reportExport: () => read },
    });
    await ticks(random(3));
    const text = JSON.stringify(result);
    const headers = new Headers({ 'content-type': 'application/json' });
    const json = async () => JSON.parse(text) as unknown;
    return {
      ok: true,
      status: 200,
      headers,
      text: async () => text,
      json,
    } as unknown as FetcherResponse;
  };
  const source = new PlatformDataSource(
    'http://reports/graphql',
    fetcher,
    [],
    new InflightQueries(),
  );
  let requests = 0;
  const query = (query: string, variables: Record<string, unknown>, context: RequestContext) =>
    source.process({
      kind: 'incoming operation',
      request: { query, variables },
      context: { ...context, requestId: `r${requests++}` },
      incomingRequestContext: {},
    } as unknown as GraphQLDataSourceProcessOptions<RequestContext>);
  const apollo = {
    executeOperation: async (
      request: { query: string; variables: Record<string, unknown> },
      options: { contextValue: RequestContext },
    ) => ({
      body: {
        kind: 'single',
        singleResult: await query(request.query, request.variables, options.contextValue),
      },
    }),
  } as unknown as ApolloServer<RequestContext>;

  const bus = new InProcessEventBus();
  const fanout = new JobEventFanOut(bus, new JobResolver(apollo), KIND);
  const schema = subscriptionSchema(API, progressField(KIND, fanout, new JobResolver(apollo)));
  const frames: { status: string; progress: number }[] = [];
  const target: SubscriptionTarget = {
    id: 's1',
    socket: {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (frame: Buffer) =>
        void frames.push(JSON.parse(frame.toString()).payload.data.exportProgress),
    } as SubscriptionTarget['socket'],
  };
  let ended = false;
  const subscribeNow = async () => {
    // As the gateway's graphql-ws server calls it (gateway/subscriptions/index.ts).
    const stream = await createSourceEventStream({
      schema,
      document: SUBSCRIPTION,
      rootValue: target,
      contextValue: contextOf('subscriber'),
      variableValues: { id: EXPORT_ID },
    });
    if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
    void stream[Symbol.asyncIterator]()
      .next()
      .then(() => (ended = true));
  };
  // The worker (subgraphs/reports/worker/export-run.ts): the row, then its event, unawaited.
  const publish = () =>
    void bus.publish(
      exportUpdated(TENANT, {
        exportId: EXPORT_ID,
        userId: caller.id,
        status: row.status,
        progress: row.progress,
        rowCount: 10,
      }),
    );
  const clientRead = () =>
    void query(
      'query ($id: ID!) { reportExport(id: $id) { id status progress } }',
      { id: EXPORT_ID },
      contextOf('client'),
    );

  const subscribesFirst = Math.random() < 0.5;
  if (subscribesFirst) await subscribeNow();
  await ticks(random(3));
  row.progress = 99;
  publish();
  if (Math.random() < 0.5) clientRead();
  await ticks(random(4));
  Object.assign(row, { status: 'completed', progress: 100 });
  publish();
  if (!subscribesFirst) {
    await ticks(random(3));
    await subscribeNow();
  }
  for (let i = 0; i < 50 && !ended; i++) await ticks(1);
  fanout.close();
  return { last: frames.at(-1)?.status, ended };
}

describe('exportProgress, raced against the export ending', () => {
  it('ends with the final state in 1,000 interleavings out of 1,000', async () => {
    const stuck: string[] = [];
    for (let i = 0; i < 1_000; i++) {
      const { last, ended } = await round();
      if (last !== 'completed' || !ended) stuck.push(`round ${i}: ${last}, ended: ${ended}`);
    }
    expect(stuck).toEqual([]);
  });
});

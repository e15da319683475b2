import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { composeServices } from '@apollo/composition';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import gql from 'graphql-tag';
import { Client } from 'pg';
import {
  CONTEXT_HEADER,
  verifySubgraphContext,
  type SubgraphIdentity,
} from '../../lib/auth/subgraph-context';
import { freePort } from '../free-port';
import { waitFor } from '../wait';
import { nodeArguments } from '../logged-process';

// The gateway (gateway/main.ts, a real process) on a supergraph of two subgraphs that are not the
// project's, named by SUPERGRAPH_PATH: what the federation audit does (docs/federation-audit.md).
jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '..', '..');
const TEMPLATE_DB = 'lanes_test_template';

const accounts = gql`
  type Query {
    me: User
  }
  type User @key(fields: "id") {
    id: ID!
    name: String!
  }
`;
// Named like one of the project's subgraphs on purpose: on a foreign supergraph its own URL wins.
const media = gql`
  type User @key(fields: "id") {
    id: ID!
    reviews: [Review!]!
  }
  type Review {
    body: String!
  }
`;

/** Every subgraph context the foreign subgraphs were handed, verified (a bad one fails the request). */
const seen: { subgraph: string; identity: SubgraphIdentity; requestId: unknown }[] = [];
const contextOf =
  (subgraph: string) =>
  async ({ req }: { req: { headers: Record<string, string | string[] | undefined> } }) => {
    const header = req.headers[CONTEXT_HEADER] as string | undefined;
    // The gateway's readiness probe ({ __typename }) carries none: it is no caller's request.
    if (header !== undefined)
      seen.push({
        subgraph,
        identity: verifySubgraphContext(header),
        requestId: req.headers['x-request-id'],
      });
    return {};
  };

async function subgraph(
  name: string,
  typeDefs: ReturnType<typeof gql>,
  resolvers: GraphQLResolverMap<unknown>,
): Promise<{ url: string; server: ApolloServer }> {
  const server = new ApolloServer({
    schema: buildSubgraphSchema({ typeDefs, resolvers }),
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: await freePort(), host: '127.0.0.1' },
    context: contextOf(name),
  });
  return { url: `${url}graphql`, server };
}

const database = `t_${randomUUID().replace(/-/g, '')}`;
const dir = mkdtempSync(join(tmpdir(), 'lanes-foreign-'));
let gateway: ChildProcess;
let output = '';
let base: string;
let reviews: ApolloServer;
let users: ApolloServer;

async function graphql(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
}

const readiness = async () => (await fetch(`${base}/health/ready`)).status;

beforeAll(async () => {
  const first = await subgraph('accounts', accounts, {
    Query: { me: () => ({ id: 'u1', name: 'Ada' }) },
    User: { __resolveReference: (user: { id: string }) => ({ id: user.id, name: 'Ada' }) },
  });
  const second = await subgraph('media', media, {
    User: {
      __resolveReference: (user: { id: string }) => ({
        id: user.id,
        reviews: [{ body: `good, says ${user.id}` }],
      }),
    },
  });
  users = first.server;
  reviews = second.server;
  const composed = composeServices([
    { name: 'accounts', url: first.url, typeDefs: accounts },
    { name: 'media', url: second.url, typeDefs: media },
  ]);
  if (!composed.supergraphSdl) throw new Error(String(composed.errors));
  writeFileSync(join(dir, 'supergraph.graphql'), composed.supergraphSdl);

  const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE_DB}"`);
  await admin.end();
  const port = await freePort();
  const closed = await freePort();
  // LOG_LEVEL: the gateway's log is silent under jest otherwise, and its ready line is awaited below.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    DATABASE_URL: Object.assign(new URL(process.env.TEST_DATABASE_SERVER_URL!), {
      pathname: `/${database}`,
    }).toString(),
  };
  for (const name of ['KAFKA_BROKERS', 'RATE_LIMIT_STORE', 'HOST', 'MEDIA_URL', 'LOG_FILE'])
    delete env[name];
  // A project subgraph the foreign supergraph does not have, down: readiness must not wait for it.
  env.IDENTITY_URL = `http://127.0.0.1:${closed}/graphql`;
  Object.assign(env, {
    PORT: String(port),
    SUPERGRAPH_PATH: join(dir, 'supergraph.graphql'),
    DATA_DIR: dir,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
  });
  gateway = spawn(process.execPath, nodeArguments(['gateway/main.ts']), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gateway.stdout!.on('data', (chunk) => (output += String(chunk)));
  gateway.stderr!.on('data', (chunk) => (output += String(chunk)));
  base = `http://127.0.0.1:${port}`;
  await waitFor(
    () => {
      if (gateway.exitCode !== null) throw new Error(`the gateway exited:\n${output}`);
      return output.includes('gateway listening');
    },
    200_000,
    () => output.slice(-2000),
  );
});

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((done) => gateway.once('exit', done));
    gateway.kill('SIGTERM');
    await exited;
  }
  await Promise.all([users?.stop(), reviews?.stop()]);
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('the gateway on a foreign supergraph (SUPERGRAPH_PATH)', () => {
  it("is ready once that supergraph's subgraphs answer, whatever the project's own", async () => {
    expect(await readiness()).toBe(200);
  });

  it('plans across its subgraphs, at the URLs the supergraph names', async () => {
    seen.length = 0;
    const res = await graphql('{ me { id name reviews { body } } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { me: { id: 'u1', name: 'Ada', reviews: [{ body: 'good, says u1' }] } },
    });
    expect(seen.map((s) => s.subgraph).sort()).toEqual(['accounts', 'media']);
  });

  it('hands each subgraph the signed context of an anonymous caller', async () => {
    seen.length = 0;
    await graphql('{ me { name reviews { body } } }', {
      'x-request-id': '5b0e3c55-7a3f-4d59-9a55-0d2b8f1a6c11',
    });
    expect(seen).toHaveLength(2);
    for (const { identity, requestId } of seen) {
      expect(identity).toMatchObject({ tenantId: null, caller: null });
      expect(requestId).toBe('5b0e3c55-7a3f-4d59-9a55-0d2b8f1a6c11');
    }
  });

  it('answers a wrong query with a GraphQL validation error, not a 500', async () => {
    const res = await graphql('{ me { nope } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it("has no REST routes, whose operations are the project's: a 404 in the envelope, not a failure", async () => {
    const res = await fetch(`${base}/marketplace/v1/listings`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ data: null, error: { code: 'NOT_FOUND', http: 404 } });
  });

  it("reports not ready when one of that supergraph's subgraphs stops, and masks its failure", async () => {
    await reviews.stop();
    expect(await readiness()).toBe(503);
    const res = await graphql('{ me { name reviews { body } } }');
    expect(res.body.data).toEqual({ me: null });
    expect(res.body.errors[0].extensions).toEqual({ code: 'INTERNAL', httpStatus: 500 });
  });
});

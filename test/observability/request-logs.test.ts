import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformFixture } from '../fixture';
import { TEST_PASSWORD } from '../accounts';

// The logger is made on first use (lib/observability/logger.ts): these settings apply to it.
const folder = mkdtempSync(join(tmpdir(), 'lanes-logs-'));
const logFile = join(folder, 'platform.log');
const before = { file: process.env.LOG_FILE, level: process.env.LOG_LEVEL };
process.env.LOG_FILE = logFile;
process.env.LOG_LEVEL = 'debug';
afterAll(() => {
  for (const [key, value] of [
    ['LOG_FILE', before.file],
    ['LOG_LEVEL', before.level],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (!process.env.KEEP_LOGS) rmSync(folder, { recursive: true, force: true });
  else console.log(logFile);
});

const { p, t } = platformFixture({ isolated: true, ownModules: true });

type Line = Record<string, unknown>;
// Request ids the gateway keeps must be UUIDs (lib/context.ts).
const ids = [randomUUID(), randomUUID(), randomUUID()];
function lines(): Line[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}

describe('request logs', () => {
  it('write one JSON line per request with ids, tenant, caller, operation, status and duration', async () => {
    const res = await p.graphql(
      'query MyListings { listings(limit: 2) { nodes { id } } }',
      undefined,
      { token: t.user.token, headers: { 'x-request-id': ids[0] } },
    );
    expect(res.status).toBe(200);
    const gateway = lines().filter(
      (line) => line.service === 'gateway' && line.requestId === ids[0] && line.msg === 'request',
    );
    expect(gateway).toHaveLength(1);
    expect(gateway[0]).toMatchObject({
      level: 30,
      tenantId: t.tenantId,
      callerId: t.user.userId,
      operationName: 'MyListings',
      method: 'POST',
      path: '/graphql',
      status: 200,
    });
    expect(typeof gateway[0].durationMs).toBe('number');
    expect(gateway[0].traceId).toMatch(/^[0-9a-f]{32}$/);
    // The subgraph's own line for the same request carries the same ids (the signed context).
    const marketplace = lines().find(
      (line) => line.service === 'marketplace' && line.requestId === ids[0],
    );
    expect(marketplace).toMatchObject({
      traceId: gateway[0].traceId,
      tenantId: t.tenantId,
      callerId: t.user.userId,
      status: 200,
    });
  });

  it('name the error codes of a failed request, REST and GraphQL', async () => {
    const rest = await p.rest('GET', '/marketplace/v1/listings/not-a-uuid', {
      token: t.user.token,
      headers: { 'x-request-id': ids[1] },
    });
    expect(rest.status).toBe(400);
    const restLine = lines().find(
      (line) => line.requestId === ids[1] && line.service === 'gateway',
    );
    expect(restLine).toMatchObject({
      status: 400,
      path: '/marketplace/v1/listings/not-a-uuid',
      errorCodes: ['VALIDATION_FAILED'],
    });

    const bad = await p.graphql('{ me { id } }', undefined, {
      headers: { authorization: 'Bearer not-a-token', 'x-request-id': ids[2] },
    });
    expect(bad.status).toBe(401);
    expect(lines().find((line) => line.requestId === ids[2])).toMatchObject({
      status: 401,
      errorCodes: ['UNAUTHENTICATED'],
    });
  });

  it('never carry a password, a token or a query string', async () => {
    const login = await p.rest('POST', '/auth/v1/login?debug=secret-in-query', {
      body: { email: t.user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body.data;
    await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken } });
    await p.rest('POST', '/auth/v1/login', {
      body: { email: t.user.email, password: 'a-wrong-password-value' },
    });
    await p.graphql(
      'mutation { login(input: { email: "x@example.test", password: "inline-password-value" }) { accessToken } }',
    );
    await p.rest('GET', '/auth/v1/me', { token: accessToken });
    const text = readFileSync(logFile, 'utf8');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [
      TEST_PASSWORD,
      'a-wrong-password-value',
      'inline-password-value',
      accessToken,
      refreshToken,
      t.user.token,
      'secret-in-query',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  });
});

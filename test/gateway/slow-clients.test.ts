import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { restData } from '../answers';
import { platformFixture } from '../fixture';
import { openRaw, statusOf, type RawConnection } from '../raw-socket';
import { connect, Recording } from '../subscriptions/ws-client';

// Slow and silent clients at the gateway (docs/request-limits.md, "Connections"), over raw
// sockets. The request timeout and the cap per address are the defaults (30 s, 256); the idle
// timeout is shortened to 5 s. The 30 s default is measured while the other tests run: the
// trickles start with the file and are read last.
const IDLE_MS = 5000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_PER_ADDRESS = 256;
const { p, t } = platformFixture({ connections: { idleTimeoutMs: IDLE_MS } });
const port = () => Number(new URL(p.url).port);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

let trickles: Promise<{ ms: number; text: string }[]>;
let client: Client;
let quiet: Recording;
beforeAll(async () => {
  // A body and a header sent one byte a second: never idle, never complete.
  const body = await openRaw(port());
  body.socket.write(
    'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
  );
  body.trickle(`{${' '.repeat(999)}`, 1000);
  const headers = await openRaw(port());
  headers.trickle(`POST /auth/v1/login HTTP/1.1\r\nHost: x\r\nX-Slow: ${'y'.repeat(100)}`, 1000);
  trickles = Promise.all([body.closed, headers.closed]);
  // A subscription that receives nothing until the last test.
  client = connect(p, t.organizer.token);
  quiet = new Recording(client, 'subscription { notificationAdded { id kind } }');
});
afterAll(() => client?.dispose());

describe('a connection idle at the gateway', () => {
  it('is closed after the idle timeout: one that never sends a byte, and a kept-alive one', async () => {
    const silent = await openRaw(port());
    const kept = await openRaw(port());
    kept.socket.write(get('/health/live'));
    const [never, after] = await Promise.all([silent.closed, kept.closed]);
    expect(never).toMatchObject({ text: '' });
    expect(never.ms).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(never.ms).toBeLessThan(IDLE_MS + 2000);
    expect(statusOf(after.text)).toBe(200);
    expect(after.ms).toBeLessThan(IDLE_MS + 3000);
  });
});

describe('open connections from one address', () => {
  it('are capped at 256 by default: the next is answered 429 and closed, other addresses are not affected', async () => {
    // From another loopback address, so the file's own connections (127.0.0.1) are not counted.
    const held: RawConnection[] = [];
    for (let i = 0; i < DEFAULT_PER_ADDRESS; i++) held.push(await openRaw(port(), '127.0.0.2'));
    const refused = await openRaw(port(), '127.0.0.2');
    refused.socket.write(get('/health/live'));
    const { text } = await refused.closed;
    expect(statusOf(text)).toBe(429);
    expect(text).toMatch(/"code":"RATE_LIMITED"/);
    expect(text).toMatch(/at most 256/);

    const elsewhere = await openRaw(port(), '127.0.0.3');
    elsewhere.socket.write(get('/health/live'));
    // One closed makes room for one more.
    held.pop()!.close();
    await sleep(100);
    const again = await openRaw(port(), '127.0.0.2');
    again.socket.write(get('/health/live'));
    await sleep(300);
    expect([statusOf(elsewhere.text()), statusOf(again.text())]).toEqual([200, 200]);
    expect(held.filter((c) => c.text() !== '')).toEqual([]);
    for (const c of [...held, elsewhere, again]) c.close();
  });
});

describe('a request trickled to the gateway', () => {
  it('is answered 408 and closed within 45 s, body or headers, by the 30 s default', async () => {
    const answers = await trickles;
    for (const { ms, text } of answers) {
      expect(statusOf(text)).toBe(408);
      expect(ms).toBeGreaterThanOrEqual(DEFAULT_REQUEST_TIMEOUT_MS - 500);
      expect(ms).toBeLessThan(45_000);
    }
  }, 60_000);
});

describe('a graphql-ws subscription', () => {
  it('is not cut while it receives nothing for longer than the idle and request timeouts', async () => {
    // The subscription opened before the 30 s trickles ended, and received nothing since.
    expect([quiet.results, quiet.error, quiet.completed]).toEqual([[], undefined, false]);
    const team = restData(
      await p.rest('POST', '/auth/v1/teams', {
        token: t.admin.token,
        body: { name: `Team ${randomUUID().slice(0, 6)}` },
      }),
      201,
    );
    restData(
      await p.rest('POST', `/auth/v1/teams/${team.id}/members`, {
        token: t.admin.token,
        body: { userId: t.organizer.userId },
      }),
      201,
    );
    await quiet.until((r) => r.results.length > 0);
    expect(quiet.results[0].data?.notificationAdded.kind).toBe('team_member_added');
  });
});

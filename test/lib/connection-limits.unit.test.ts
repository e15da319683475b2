import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { createLimitedServer, type ConnectionLimits } from '../../lib/http/connection-limits';
import { AddressCounts } from '../../lib/http/connection-cap';
import { openRaw, statusOf } from '../raw-socket';

// The mechanism every HTTP server of the platform is made with (lib/http/connection-limits.ts),
// on a loopback server with short limits; the gateway's defaults are tested through the gateway
// (test/gateway/slow-clients.test.ts).
const LIMITS: ConnectionLimits = { requestTimeoutMs: 1000, idleTimeoutMs: 400, perAddress: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server;
let port: number;
beforeAll(async () => {
  server = createLimitedServer(
    LIMITS,
    (req, res) => {
      if (req.url === '/thinking') return void setTimeout(() => res.end('late'), 3 * 400);
      if (req.url === '/stream') {
        let sent = 0;
        const timer = setInterval(() => {
          res.write(`chunk ${++sent}\n`);
          if (sent < 5) return;
          clearInterval(timer);
          res.end();
        }, 250);
        return;
      }
      if (req.url === '/large') return void res.end(Buffer.alloc(32 * 1024 * 1024));
      req.resume();
      req.on('end', () => res.end('ok'));
    },
    { public: true },
  );
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => socket.on('message', (m) => socket.send(`echo ${m}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('the request timeout', () => {
  it('answers a trickled body 408 and closes the connection, checked often enough', async () => {
    const body = await openRaw(port);
    body.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n');
    body.trickle('x'.repeat(100), 100);
    const headers = await openRaw(port);
    headers.trickle(`POST / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'y'.repeat(100)}`, 100);
    for (const { ms, text } of await Promise.all([body.closed, headers.closed])) {
      expect(statusOf(text)).toBe(408);
      expect(ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
      expect(ms).toBeLessThan(LIMITS.requestTimeoutMs + 500);
    }
  });
});

describe('the idle timeout', () => {
  it('closes a connection that sends nothing, and a kept-alive one between requests', async () => {
    const silent = await openRaw(port);
    const kept = await openRaw(port);
    kept.socket.write(get('/'));
    const [quiet, after] = await Promise.all([silent.closed, kept.closed]);
    expect(quiet.text).toBe('');
    expect(quiet.ms).toBeLessThan(LIMITS.idleTimeoutMs + 500);
    expect(statusOf(after.text)).toBe(200);
    // Node keeps a kept-alive connection a second longer than it announces.
    expect(after.ms).toBeLessThan(LIMITS.idleTimeoutMs + 1500);
  });

  it('leaves alone an answer the server is still working on, and one that streams', async () => {
    const thinking = await openRaw(port);
    thinking.socket.write(get('/thinking'));
    const streaming = await openRaw(port);
    streaming.socket.write(get('/stream'));
    await sleep(1500);
    expect(thinking.text()).toMatch(/^HTTP\/1\.1 200[\s\S]*late/);
    expect(streaming.text()).toMatch(/chunk 5/);
    thinking.close();
    streaming.close();
  });

  it('closes a connection whose client stopped reading a large answer', async () => {
    const stalled = await openRaw(port);
    stalled.socket.pause();
    stalled.socket.write(get('/large'));
    // A paused socket would not notice the close: read again after the server gave up.
    await sleep(3 * LIMITS.idleTimeoutMs);
    stalled.socket.resume();
    const { text } = await stalled.closed;
    expect(statusOf(text)).toBe(200);
    expect(text.length).toBeLessThan(32 * 1024 * 1024);
  });

  it('does not cut a WebSocket connection quiet for longer than the idle and request timeouts', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    await sleep(LIMITS.requestTimeoutMs + 3 * LIMITS.idleTimeoutMs);
    const answer = new Promise((resolve) => socket.once('message', (m) => resolve(String(m))));
    socket.send('still there');
    expect(await answer).toBe('echo still there');
    socket.close();
  });
});

describe('the cap on open connections per address', () => {
  it('refuses one past the cap with 429 before any request runs, counting WebSocket connections, and admits again once one closes', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: '127.0.0.2' });
    await new Promise((resolve) => ws.once('open', resolve));
    const open = [await openRaw(port, '127.0.0.2'), await openRaw(port, '127.0.0.2')];
    const refused = await openRaw(port, '127.0.0.2');
    refused.socket.write(get('/'));
    const { text } = await refused.closed;
    expect(statusOf(text)).toBe(429);
    expect(text).toMatch(/Connection: close[\s\S]*Retry-After: 1[\s\S]*"code":"RATE_LIMITED"/);
    expect(text).not.toMatch(/ok$/);

    // Another address is counted apart.
    const elsewhere = await openRaw(port, '127.0.0.3');
    elsewhere.socket.write(get('/'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusOf(elsewhere.text())).toBe(200);

    ws.close();
    await new Promise((resolve) => ws.once('close', resolve));
    await sleep(50);
    const again = await openRaw(port, '127.0.0.2');
    again.socket.write(get('/'));
    await sleep(100);
    expect(statusOf(again.text())).toBe(200);
    for (const c of [...open, elsewhere, again]) c.close();
  });

  it('counts each address as connections open and close', () => {
    const counts = new AddressCounts(2);
    expect([counts.admit('a'), counts.admit('a'), counts.admit('a'), counts.admit('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    counts.release('a');
    expect(counts.admit('a')).toBe(true);
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, type HttpResult } from './io';

/*
 * What every HTTP service of the platform shares (subgraphs, the gateway, the media worker's
 * probes): listening, stopping without waiting for keep-alive timeouts, and the health answers.
 * Kept apart from lib/subgraph/server.ts so the gateway does not load a subgraph's server (and,
 * through its error mapping, Prisma).
 */

export interface RunningService {
  name: string;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Stops accepting connections and closes idle keep-alive ones at once. Requests in flight get
 * `graceMs` to finish; a connection they leave open is then closed too, so a stop never waits
 * for the 65 s keep-alive timeout.
 */
export async function closeServer(server: Server, graceMs = 5000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}

/**
 * /health/live, /health/ready (`ready` throws when a dependency is down) and, when `events` is
 * given, /health/events: the event bus (consumer counters and lag) and the outbox backlog.
 */
export async function healthResult(
  path: string,
  ready: () => Promise<void>,
  events?: () => Promise<unknown>,
): Promise<HttpResult | undefined> {
  if (path === '/health/live') return json(200, { status: 'ok' });
  if (path === '/health/events' && events) return json(200, await events());
  if (path !== '/health/ready') return undefined;
  try {
    await ready();
    return json(200, { status: 'ok', checks: { database: 'ok' } });
  } catch {
    return json(503, { status: 'unavailable', checks: { database: 'unreachable' } });
  }
}

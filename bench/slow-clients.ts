import { connectionLimitsFromEnv } from '../lib/http/connection-limits';
import { openRaw, statusOf, type RawConnection } from '../test/raw-socket';

// Issue 38's outside tester, as probes of bench/stall-probes.ts: a request trickled one byte a
// second (it used to be read for 304 s before 408) and connections from one address that never
// send a byte (19,000 were held). Loopback only; every probe ends by itself.

/** What a probe saw: the statuses its connections were answered with (0: closed unanswered), and the cap's doing. */
export interface ProbeResult {
  statuses: number[];
  /** Connections the gateway kept open, of those the probe opened. */
  held?: number;
  /** Connections the cap refused with 429. */
  refused?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest the gateway should take to close what a probe opens, with room: past it the probe
 * closes its connections itself (and their status shows 0). Read from the gateway's own settings
 * (lib/http/connection-limits.ts), which the smoke run shortens.
 */
function bound(): number {
  const { requestTimeoutMs, idleTimeoutMs } = connectionLimitsFromEnv();
  return 2 * Math.max(requestTimeoutMs, idleTimeoutMs) + 10_000;
}

/** Waits until every connection is closed, by the gateway or, past the bound, by the probe. */
async function closedAll(connections: RawConnection[]) {
  const timer = setTimeout(() => connections.forEach((c) => c.close()), bound());
  try {
    return await Promise.all(connections.map((c) => c.closed));
  } finally {
    clearTimeout(timer);
  }
}

/** A body and, on another connection, a header, each sent one byte a second until the gateway closes it. */
export async function trickledRequest(port: number): Promise<ProbeResult> {
  const body = await openRaw(port);
  body.socket.write(
    'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
  );
  body.trickle(`{${' '.repeat(99_999)}`, 1000);
  const headers = await openRaw(port);
  headers.trickle(
    `POST /auth/v1/login HTTP/1.1\r\nHost: x\r\nX-Slow: ${'y'.repeat(100_000)}`,
    1000,
  );
  const closed = await closedAll([body, headers]);
  return { statuses: closed.map(({ text }) => statusOf(text) ?? 0) };
}

/**
 * `count` connections from one address (127.0.0.2, so the probe's own /health/live reads from
 * 127.0.0.1 are not counted with them) that never send a byte: how many the gateway keeps, how
 * many its cap refuses, and how the kept ones end.
 */
export async function silentConnections(port: number, count: number): Promise<ProbeResult> {
  const connections: RawConnection[] = [];
  for (let i = 0; i < count; i++) connections.push(await openRaw(port, '127.0.0.2'));
  // A refusal is written as soon as the connection is accepted.
  await sleep(500);
  const refused = connections.filter((c) => statusOf(c.text()) === 429).length;
  const closed = await closedAll(connections);
  return {
    statuses: closed.map(({ text }) => statusOf(text) ?? 0),
    held: count - refused,
    refused,
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { signAccessToken } from '../lib/auth/tokens';
import type { PrismaClient } from '../lib/db/prisma';
import { newEvent } from '../lib/events/bus';
import type { Platform } from '../scripts/platform';
import { TEAM_MEMBER_ADDED } from '../subgraphs/identity/common/events';
import { notificationAdded } from '../subgraphs/notifications/common/events';
import { cpuSeconds } from './cpu-time';
import { subscribeOverWs } from './graphql-ws-client';
import { percentile } from './percentile';

/*
 * Part 2 of bench/notifications.ts: `notificationAdded` fan-out. One graphql-ws subscriber per
 * user (raw `ws` clients speaking graphql-transport-ws in a child process, as in
 * bench/subscriptions.ts, so the platform's process measures only the server side), then one new
 * notice for every user. Each round's notices carry a tag in their body, by which the clients
 * tell the rounds apart.
 */

const QUERY = 'subscription BenchNotices { notificationAdded { id kind body } }';
const now = (): number => performance.timeOrigin + performance.now();

type ToClients =
  | { type: 'connect'; url: string; tokens: string[] }
  | { type: 'expect' | 'missing' | 'times'; tag: string };
type FromClients =
  | { type: 'ready'; failed: number }
  | { type: 'missing'; indexes: number[] }
  | { type: 'times'; times: number[] };

/** Child process: one socket per token; tells when each client first had a notice of a round. */
function runClients(): void {
  const rounds = new Map<string, number[]>();
  let total = 0;
  const send = (message: FromClients): void => void process.send!(message);
  const connectOne = (url: string, token: string, index: number): Promise<boolean> =>
    subscribeOverWs(url, token, QUERY, (payload, at) => {
      const body = String(payload.data?.notificationAdded?.body ?? '');
      for (const [tag, times] of rounds) if (body.includes(tag)) times[index] ??= at;
    });
  process.on('message', (message: ToClients) => {
    if (message.type === 'connect') {
      total = message.tokens.length;
      void (async () => {
        let failed = 0;
        // A few hundred handshakes at a time: the server's accept backlog is 511.
        for (let start = 0; start < total; start += 250) {
          const batch = message.tokens.slice(start, start + 250);
          const opened = await Promise.all(
            batch.map((token, i) => connectOne(message.url, token, start + i)),
          );
          failed += opened.filter((ok) => !ok).length;
        }
        send({ type: 'ready', failed });
      })();
    } else if (message.type === 'expect') {
      rounds.set(message.tag, []);
    } else {
      const times = rounds.get(message.tag) ?? [];
      if (message.type === 'times') send({ type: 'times', times });
      else
        send({
          type: 'missing',
          indexes: Array.from({ length: total }, (_, i) => i).filter((i) => !times[i]),
        });
    }
  });
}

interface Subscriber {
  userId: string;
  tenantId: string;
  token: string;
}

/** `tenants` tenants and `count` users spread over them, straight into identity's tables, with access tokens. */
async function makeSubscribers(
  prisma: PrismaClient,
  count: number,
  tenants: number,
): Promise<Subscriber[]> {
  const tenantIds = Array.from({ length: tenants }, () => randomUUID());
  await prisma.tenant.createMany({
    data: tenantIds.map((id, i) => ({ id, name: `Bench tenant ${i}` })),
  });
  const users = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    tenantId: tenantIds[i % tenants],
    email: `notify-${i}-${randomUUID().slice(0, 8)}@example.test`,
    name: `Subscriber ${i}`,
    roles: ['user'],
    planTier: 'free',
  }));
  for (let i = 0; i < users.length; i += 1000)
    await prisma.user.createMany({ data: users.slice(i, i + 1000) });
  return users.map((u) => ({
    userId: u.id,
    tenantId: u.tenantId,
    token: signAccessToken({
      sub: u.id,
      tenantId: u.tenantId,
      email: u.email,
      roles: ['user'],
      planTier: 'free',
    }),
  }));
}

interface FanOutResult {
  path: 'events' | 'direct';
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Subscribers that never had the notice (none more arrived for 30 s). */
  lost: number;
  /** First publish -> last receipt. */
  allMs: number;
  /** CPU µs per delivered notice: the platform's process, the clients', PostgreSQL's. */
  cpu: { platform: number; clients: number; postgres: number };
}

/** Notices stored straight in notifications.notifications, announced as the store would announce them. */
async function storeNotices(prisma: PrismaClient, users: Subscriber[], tag: string) {
  const rows = users.map((u) => ({
    id: randomUUID(),
    tenantId: u.tenantId,
    userId: u.userId,
    category: 'jobs' as const,
    kind: 'bench_notice',
    title: 'Benchmark notice',
    body: `Benchmark round ${tag}.`,
    link: null,
    sourceEventId: randomUUID(),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await prisma.notification.createMany({ data: rows.slice(i, i + 1000) });
  return rows.map((row) =>
    notificationAdded(row.tenantId, {
      notificationId: row.id,
      userId: row.userId,
      category: row.category,
      kind: row.kind,
    }),
  );
}

/**
 * Measures both ways a notice reaches its subscriber, one notice per user each:
 * - events: the real path. A `team.member_added` event per user on the platform's bus, `inFlight`
 *   publishes at a time; the notice consumer asks identity for the recipient, stores the notice
 *   (and its mail) with a `notification_added` outbox row, the relay publishes it, the gateway
 *   resolves `notification(id:)` for the subscriber and writes to its socket.
 * - direct: the notices stored first, then their `notification_added` events published on the
 *   bus one after another: the gateway's part alone.
 */
export async function measureFanOut(
  platform: Platform,
  prisma: PrismaClient,
  options: { subscribers: number; tenants: number; inFlight: number },
): Promise<FanOutResult[]> {
  const users = await makeSubscribers(prisma, options.subscribers, options.tenants);
  const child: ChildProcess = fork(__filename, [], {
    env: { ...process.env, BENCH_ROLE: 'clients' },
    execArgv: ['--import', 'tsx'],
  });
  const waiting = new Map<string, (m: FromClients) => void>();
  child.on('message', (m: FromClients) => waiting.get(m.type)?.(m));
  const next = (key: string, timeoutMs: number): Promise<FromClients> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${key} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.set(key, (m) => (clearTimeout(timer), waiting.delete(key), resolve(m)));
    });
  const ask = (type: 'missing' | 'times', tag: string) => {
    const answer = next(type, 60_000);
    child.send({ type, tag } satisfies ToClients);
    return answer;
  };
  /** Waits until every client had the round's notice, or none more came for `stallMs`: answers who did not. */
  const settle = async (tag: string, stallMs: number): Promise<number[]> => {
    let last = -1;
    let since = performance.now();
    for (;;) {
      const { indexes } = (await ask('missing', tag)) as { indexes: number[] };
      if (indexes.length === 0) return indexes;
      if (indexes.length !== last) [last, since] = [indexes.length, performance.now()];
      else if (performance.now() - since > stallMs) return indexes;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  try {
    const ready = next('ready', 600_000);
    const url = `${platform.gateway.url.replace('http', 'ws')}/graphql`;
    child.send({ type: 'connect', url, tokens: users.map((u) => u.token) } satisfies ToClients);
    const { failed } = (await ready) as { failed: number };
    if (failed) throw new Error(`${failed} connections failed`);

    // Subscriptions register as their `subscribe` messages arrive: a first notice is announced
    // again to whoever has not had it yet, until all have (also the discarded warm-up round).
    const warm = `warm-up-${randomUUID()}`;
    child.send({ type: 'expect', tag: warm } satisfies ToClients);
    let pending = users;
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > 20) throw new Error(`${pending.length} subscribers never got a notice`);
      for (const event of await storeNotices(prisma, pending, warm))
        await platform.events.publish(event);
      pending = (await settle(warm, 5_000)).map((i) => users[i]);
    }

    const results: FanOutResult[] = [];
    for (const path of ['events', 'direct'] as const) {
      const tag = randomUUID();
      child.send({ type: 'expect', tag } satisfies ToClients);
      const direct = path === 'direct' ? await storeNotices(prisma, users, tag) : [];
      const published: number[] = [];
      const othersBefore = cpuSeconds({ clients: [child.pid!], postgres: 'postgres' });
      const cpuBefore = process.cpuUsage();
      let cursor = 0;
      await Promise.all(
        Array.from({ length: path === 'direct' ? 1 : options.inFlight }, async () => {
          while (cursor < users.length) {
            const i = cursor++;
            const u = users[i];
            const event =
              direct[i] ??
              newEvent(TEAM_MEMBER_ADDED, u.tenantId, {
                teamId: tag,
                userId: u.userId,
                role: 'member',
              });
            published[i] = now();
            await platform.events.publish(event);
          }
        }),
      );
      const lost = await settle(tag, 30_000);
      const cpu = process.cpuUsage(cpuBefore);
      const others = cpuSeconds({ clients: [child.pid!], postgres: 'postgres' });
      const { times } = (await ask('times', tag)) as { times: number[] };
      const received = times.filter((t) => t !== null && t !== undefined);
      const latencies = times
        .flatMap((t, i) => (t === null || t === undefined ? [] : [t - published[i]]))
        .sort((a, b) => a - b);
      const n = users.length;
      results.push({
        path,
        count: n,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1],
        lost: lost.length,
        allMs: Math.max(...received) - Math.min(...published),
        cpu: {
          platform: (cpu.user + cpu.system) / n,
          clients: ((others.clients - othersBefore.clients) * 1e6) / n,
          postgres: ((others.postgres - othersBefore.postgres) * 1e6) / n,
        },
      });
    }
    return results;
  } finally {
    child.kill();
  }
}

if (process.env.BENCH_ROLE === 'clients') runClients();

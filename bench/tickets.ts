import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Agent, request } from 'undici';
import jwt from 'jsonwebtoken';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { systemTopUp } from '../subgraphs/identity/wallets/system-top-ups';
import { cpuSeconds } from './cpu-time';
import { startDistributed, type Distributed } from './distributed';
import { percentile } from './percentile';

/*
 * Ticket sales at the door of one event (docs/api/events.md, "Orders" and "Check-in"), every
 * service in its own process over one embedded PostgreSQL, as deployed:
 * 1. BENCH_BUYERS distinct buyers (a token each) buy one ticket each, all at once, for an event
 *    with BENCH_SEATS seats: purchases per second, latency, and the proof that nothing was
 *    oversold and the ledger is exact (sold = seats, one held reservation per ticket, no
 *    reservation of a refused buyer, every balance the sum of its entries);
 * 2. the organizer's scanners (BENCH_SCANNERS at once) check every sold ticket in by its code.
 * The gateway runs with each of BENCH_GATEWAY_WORKERS processes in turn (a fresh layout each).
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const SEATS = Number(process.env.BENCH_SEATS ?? 400);
const SCANNERS = Number(process.env.BENCH_SCANNERS ?? 20);
const PRICE = Number(process.env.BENCH_TICKET_PRICE ?? 10);
const GATEWAY_WORKERS = (process.env.BENCH_GATEWAY_WORKERS ?? '1').split(',').map(Number);

const PARTS = ['gateway', 'events', 'identity', 'postgres'] as const;
type Part = (typeof PARTS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = any;

interface Buyer {
  id: string;
  token: string;
}

interface Round {
  gatewayWorkers: number;
  purchases: { ok: number; soldOut: number; other: number; perSecond: number };
  buyLatency: { p50: number; p99: number };
  checkIns: { ok: number; perSecond: number; p50: number; p99: number };
  ledger: LedgerCheck;
  cpuBuy: Record<Part, number>;
  cpuCheckIn: Record<Part, number>;
}

interface LedgerCheck {
  sold: number;
  validTickets: number;
  heldReservations: number;
  otherReservations: number;
  pendingOrders: number;
  unbalancedWallets: number;
}

// Many distinct callers at once: one connection each, as 500 phones would open.
const dispatcher = new Agent({ connections: BUYERS + SCANNERS + 10, pipelining: 1 });

async function call(
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: Json; ms: number }> {
  const started = performance.now();
  const res = await request(url, {
    method: 'POST',
    dispatcher,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.body.json();
  return { status: res.statusCode, body: json, ms: performance.now() - started };
}

async function expectOk(url: string, token: string, body: unknown): Promise<Json> {
  const res = await call(url, token, body);
  if (res.status >= 300)
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** BUYERS users of the demo tenant, each with credits from the platform's own payment path. */
async function addBuyers(prisma: PrismaClient): Promise<void> {
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
  const rows = Array.from({ length: BUYERS }, (_, i) => ({
    id: randomUUID(),
    tenantId: admin.tenantId,
    email: `ticket-buyer-${i}@bench.test`,
    name: `Ticket buyer ${i}`,
    roles: ['user'],
  }));
  await prisma.user.createMany({ data: rows });
  for (const row of rows)
    await systemTopUp({ prisma }, admin.tenantId, {
      userId: row.id,
      amount: PRICE * 10,
      reference: 'operator:benchmark credits',
    });
}

/**
 * A token per user, signed with this layout's secret: the platform's own signer keeps the first
 * layout's key for the process's life, and each gateway-worker count starts a layout of its own.
 */
async function tokensOf(
  prisma: PrismaClient,
  secret: string,
): Promise<{ organizer: string; buyers: Buyer[] }> {
  const token = (u: { id: string; tenantId: string; email: string; roles: string[] }) =>
    jwt.sign({ tenantId: u.tenantId, email: u.email, roles: u.roles, planTier: 'free' }, secret, {
      algorithm: 'HS256',
      subject: u.id,
      expiresIn: 15 * 60,
    });
  const seller = await prisma.user.findUniqueOrThrow({ where: { email: 'seller@demo.test' } });
  const users = await prisma.user.findMany({ where: { email: { endsWith: '@bench.test' } } });
  return { organizer: token(seller), buyers: users.map((u) => ({ id: u.id, token: token(u) })) };
}

/** A published event with one ticket type of SEATS seats, on sale now. */
async function openEvent(
  gateway: string,
  organizer: string,
): Promise<{ eventId: string; typeId: string }> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const event = await expectOk(`${gateway}/events/v1/events`, organizer, {
    title: 'Benchmark night',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
    timezone: 'Europe/Berlin',
    venue: { name: 'Hall', address: '1 Bench Street', city: 'Berlin', country: 'DE' },
    capacity: SEATS,
  });
  const type = await expectOk(`${gateway}/events/v1/events/${event.id}/ticket-types`, organizer, {
    name: 'General admission',
    priceCredits: PRICE,
    quantity: SEATS,
  });
  await expectOk(`${gateway}/events/v1/events/${event.id}/publish`, organizer, {});
  return { eventId: event.id, typeId: type.id };
}

/** Every ticket code of the event, as its organizer reads them (GraphQL pages of 100). */
async function codesOf(gateway: string, organizer: string, eventId: string): Promise<string[]> {
  const codes: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Json = await expectOk(`${gateway}/graphql`, organizer, {
      query: `query Codes($eventId: ID!, $cursor: String) {
        eventTickets(eventId: $eventId, limit: 100, cursor: $cursor) {
          nodes { code } pageInfo { endCursor hasNextPage }
        }
      }`,
      variables: { eventId, cursor },
    });
    codes.push(...page.eventTickets.nodes.map((n: { code: string }) => n.code));
    cursor = page.eventTickets.pageInfo.hasNextPage ? page.eventTickets.pageInfo.endCursor : null;
  } while (cursor);
  return codes;
}

/** What the database says after the sale: read straight from the tables. */
async function checkLedger(
  prisma: PrismaClient,
  eventId: string,
  typeId: string,
): Promise<LedgerCheck> {
  const type = await prisma.ticketType.findUniqueOrThrow({ where: { id: typeId } });
  const tickets = await prisma.ticket.findMany({ where: { eventId } });
  const reservationIds = tickets.map((t) => t.reservationId).filter((id): id is string => !!id);
  const reservations = await prisma.creditReservation.findMany({
    where: { id: { startsWith: 'ticket-' } },
  });
  const ours = new Set(reservationIds);
  const unbalanced = await prisma.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM identity.wallets w
    WHERE w.balance <> COALESCE((SELECT sum(e.amount) FROM identity.wallet_entries e WHERE e.wallet_id = w.id), 0)`;
  return {
    sold: type.sold,
    validTickets: tickets.filter((t) => t.status === 'valid' || t.status === 'checked_in').length,
    heldReservations: reservations.filter((r) => ours.has(r.id) && r.status === 'reserved').length,
    otherReservations: reservations.filter((r) => !ours.has(r.id)).length,
    pendingOrders: await prisma.ticketOrder.count({ where: { eventId, status: 'pending' } }),
    unbalancedWallets: Number(unbalanced[0].n),
  };
}

async function runRound(platform: Distributed, gatewayWorkers: number): Promise<Round> {
  const prisma = createPrisma(platform.env.DATABASE_URL, 2);
  try {
    const { organizer, buyers } = await tokensOf(prisma, platform.secrets.JWT_SECRET);
    const gateway = platform.gateway;
    const cpuNow = (): Record<Part, number> => {
      const s = cpuSeconds({
        gateway: [platform.gatewayPid],
        events: [platform.pids.events],
        identity: [platform.pids.identity],
        postgres: 'postgres',
      });
      return Object.fromEntries(PARTS.map((p) => [p, s[p] * 1000])) as Record<Part, number>;
    };
    const per = (before: Record<Part, number>, n: number) => {
      const now = cpuNow();
      return Object.fromEntries(
        PARTS.map((p) => [p, (now[p] - before[p]) / Math.max(1, n)]),
      ) as Record<Part, number>;
    };
    // Warm-up: one small sale (JIT, pools, plans), on an event of its own.
    const warm = await openEvent(gateway, organizer);
    await Promise.all(
      buyers.slice(0, 20).map((b) =>
        call(`${gateway}/events/v1/events/${warm.eventId}/orders`, b.token, {
          ticketTypeId: warm.typeId,
          quantity: 1,
        }),
      ),
    );

    const { eventId, typeId } = await openEvent(gateway, organizer);
    let cpu = cpuNow();
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map((b) =>
        call(`${gateway}/events/v1/events/${eventId}/orders`, b.token, {
          ticketTypeId: typeId,
          quantity: 1,
        }),
      ),
    );
    const buyMs = performance.now() - started;
    const ok = answers.filter((a) => a.status === 201);
    const soldOut = answers.filter((a) => a.status === 409 && a.body?.error?.code === 'SOLD_OUT');
    const cpuBuy = per(cpu, ok.length);
    const buyTimes = ok.map((a) => a.ms).sort((x, y) => x - y);
    const other = answers.length - ok.length - soldOut.length;
    if (other > 0)
      console.error(
        'unexpected answers',
        answers
          .filter((a) => a.status !== 201 && a.status !== 409)
          .slice(0, 3)
          .map((a) => JSON.stringify(a.body)),
      );
    const ledger = await checkLedger(prisma, eventId, typeId);

    const codes = await codesOf(gateway, organizer, eventId);
    cpu = cpuNow();
    const scanTimes: number[] = [];
    let next = 0;
    let checked = 0;
    const scanStarted = performance.now();
    await Promise.all(
      Array.from({ length: SCANNERS }, async () => {
        while (next < codes.length) {
          const code = codes[next++];
          const res = await call(`${gateway}/events/v1/check-ins`, organizer, { code });
          if (res.status === 200) checked++;
          scanTimes.push(res.ms);
        }
      }),
    );
    const scanMs = performance.now() - scanStarted;
    scanTimes.sort((x, y) => x - y);
    return {
      gatewayWorkers,
      purchases: {
        ok: ok.length,
        soldOut: soldOut.length,
        other,
        perSecond: (ok.length / buyMs) * 1000,
      },
      buyLatency: { p50: percentile(buyTimes, 50), p99: percentile(buyTimes, 99) },
      checkIns: {
        ok: checked,
        perSecond: (checked / scanMs) * 1000,
        p50: percentile(scanTimes, 50),
        p99: percentile(scanTimes, 99),
      },
      ledger,
      cpuBuy,
      cpuCheckIn: per(cpu, checked),
    };
  } finally {
    await prisma.$disconnect();
  }
}

function print(rounds: Round[]): void {
  const f = (n: number, w: number, d = 1) => n.toFixed(d).padStart(w);
  console.log(
    `\nTickets: ${BUYERS} distinct buyers at once for ${SEATS} seats of one event (1 ticket each, ${PRICE} credits), then ${SCANNERS} scanners`,
  );
  console.log(
    `${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${new Date().toISOString()}`,
  );
  console.log(
    `gw procs  bought  sold out  other  purchases/s  p50 ms  p99 ms | check-ins/s  p50 ms  p99 ms | CPU ms per purchase: ${PARTS.join(' ')} | per check-in`,
  );
  for (const r of rounds) {
    const cpu = (c: Record<Part, number>) => PARTS.map((p) => f(c[p], p.length, 2)).join(' ');
    console.log(
      `${String(r.gatewayWorkers).padStart(8)}  ${String(r.purchases.ok).padStart(6)}  ${String(r.purchases.soldOut).padStart(8)}  ${String(r.purchases.other).padStart(5)}  ${f(r.purchases.perSecond, 11)}  ${f(r.buyLatency.p50, 6, 0)}  ${f(r.buyLatency.p99, 6, 0)} | ${f(r.checkIns.perSecond, 11)}  ${f(r.checkIns.p50, 6, 0)}  ${f(r.checkIns.p99, 6, 0)} | ${cpu(r.cpuBuy)} | ${cpu(r.cpuCheckIn)}`,
    );
  }
  console.log('\nNo oversell, exact ledger (read from the database after each sale):');
  for (const r of rounds) {
    const l = r.ledger;
    const exact =
      l.sold === Math.min(SEATS, BUYERS) &&
      l.validTickets === l.sold &&
      l.heldReservations === (PRICE > 0 ? l.sold : 0) &&
      l.otherReservations === (PRICE > 0 ? Math.min(20, SEATS) : 0) &&
      l.pendingOrders === 0 &&
      l.unbalancedWallets === 0;
    console.log(
      `  ${r.gatewayWorkers} gateway process(es): sold ${l.sold} of ${SEATS}, tickets ${l.validTickets}, held reservations ${l.heldReservations}, ` +
        `reservations of other events ${l.otherReservations} (the warm-up's), pending orders ${l.pendingOrders}, unbalanced wallets ${l.unbalancedWallets}: ${exact ? 'exact' : 'NOT EXACT'}`,
    );
    if (!exact) process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const rounds: Round[] = [];
  for (const workers of GATEWAY_WORKERS) {
    const platform = await startDistributed(
      {
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
        GATEWAY_WORKERS: String(workers),
        ...(workers > 1 ? { RATE_LIMIT_STORE: 'postgres' } : {}),
      },
      addBuyers,
    );
    try {
      rounds.push(await runRound(platform, workers));
    } finally {
      await platform.stop();
    }
  }
  print(rounds);
  await dispatcher.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

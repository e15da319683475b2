import { cpus, loadavg } from 'node:os';
import { createPrisma } from '../lib/db/prisma';
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
import {
  addBuyers,
  call,
  checkLedger,
  dispatcher,
  codesOf,
  openEvent,
  tokensOf,
  BUYERS,
  GATEWAY_WORKERS,
  PRICE,
  SCANNERS,
  SEATS,
  type LedgerCheck,
} from './ticket-sale';

const PARTS = ['gateway', 'events', 'identity', 'postgres'] as const;
type Part = (typeof PARTS)[number];

interface Round {
  gatewayWorkers: number;
  purchases: { ok: number; soldOut: number; other: number; perSecond: number };
  buyLatency: { p50: number; p99: number };
  checkIns: { ok: number; perSecond: number; p50: number; p99: number };
  ledger: LedgerCheck;
  cpuBuy: Record<Part, number>;
  cpuCheckIn: Record<Part, number>;
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

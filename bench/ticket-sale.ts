import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Agent, request } from 'undici';
import type { PrismaClient } from '../lib/db/prisma';
import { systemTopUp } from '../subgraphs/identity/wallets/system-top-ups';

/* The sale bench/tickets.ts measures: its buyers, its event, and what the database says after it. */

export const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
export const SEATS = Number(process.env.BENCH_SEATS ?? 400);
export const SCANNERS = Number(process.env.BENCH_SCANNERS ?? 20);
export const PRICE = Number(process.env.BENCH_TICKET_PRICE ?? 10);
export const GATEWAY_WORKERS = (process.env.BENCH_GATEWAY_WORKERS ?? '1').split(',').map(Number);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
export type Json = any;

export interface Buyer {
  id: string;
  token: string;
}

export interface LedgerCheck {
  sold: number;
  validTickets: number;
  heldReservations: number;
  otherReservations: number;
  pendingOrders: number;
  unbalancedWallets: number;
}

// Many distinct callers at once: one connection each, as 500 phones would open.
export const dispatcher = new Agent({ connections: BUYERS + SCANNERS + 10, pipelining: 1 });

export async function call(
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

export async function expectOk(url: string, token: string, body: unknown): Promise<Json> {
  const res = await call(url, token, body);
  if (res.status >= 300)
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** BUYERS users of the demo tenant, each with credits from the platform's own payment path. */
export async function addBuyers(prisma: PrismaClient): Promise<void> {
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
export async function tokensOf(
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
export async function openEvent(
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
export async function codesOf(
  gateway: string,
  organizer: string,
  eventId: string,
): Promise<string[]> {
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
export async function checkLedger(
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

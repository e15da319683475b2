import { ok } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { expectLedgerConsistent } from '../../../test/ledger';
import { waitFor } from '../../../test/wait';
import { balanceOf } from '../../identity/test/wallets-helpers';
import { eventOnSale } from './helpers';
import { bought, buyer, soldOf } from './order-helpers';

// An event's cancellation and its end settle every ticket's credits exactly once, in the
// background (docs/api/events.md, "Tickets"); the crash half way is cancellation-crash.test.ts.
const { p, t } = platformFixture();

jest.setTimeout(120_000);

const CANCEL = `mutation($id: ID!) { cancelEvent(id: $id, input: { reason: "Storm" }) { id status } }`;

it('cancelling an event with 100 paid tickets refunds each once and puts the seats back', async () => {
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
    ticketType: { quantity: 100, priceCredits: 5 },
  });
  const user = await buyer(p, t, 500);
  for (let i = 0; i < 10; i++) await bought(p, user.token, eventId, ticketTypeId, 10);
  expect(await balanceOf(p, t.tenantId, user.userId)).toBe(0);

  await ok(p, t.organizer.token, CANCEL, { id: eventId });
  await waitFor(
    async () =>
      (await p.prisma.ticket.count({
        where: { eventId, status: 'cancelled', settledAt: { not: null } },
      })) === 100,
    30_000,
  );
  const reservations = await p.prisma.creditReservation.findMany({
    where: { tenantId: t.tenantId, reference: { startsWith: 'event-ticket:' } },
  });
  expect(reservations.filter((r) => r.status === 'refunded')).toHaveLength(100);
  const refunds = await p.prisma.walletEntry.groupBy({
    by: ['reservationId'],
    where: { reservationId: { in: reservations.map((r) => r.id) }, kind: 'refund' },
    _count: true,
  });
  expect(refunds).toHaveLength(100);
  expect(refunds.every((r) => r._count === 1)).toBe(true);
  expect(await balanceOf(p, t.tenantId, user.userId)).toBe(500);
  expect(await soldOf(p, ticketTypeId)).toBe(0);
  const events = await p.prisma.outboxEvent.findMany({
    where: { tenantId: t.tenantId, type: 'ticket.refunded' },
  });
  expect(events.filter((e) => (e.data as { eventId: string }).eventId === eventId)).toHaveLength(
    100,
  );
  expect((events[0].data as { reason: string }).reason).toBe('event_cancelled');
  await expectLedgerConsistent(p, t.tenantId);
});

it('an event whose end passed ends by itself and charges its valid tickets', async () => {
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
  const user = await buyer(p, t, 30);
  const order = await bought(p, user.token, eventId, ticketTypeId, 2);
  // As time passing would leave it: the event took place an hour ago.
  await p.prisma.$executeRaw`UPDATE "events"."events"
    SET "starts_at" = now() - interval '2 hours', "ends_at" = now() - interval '1 hour'
    WHERE "id" = ${eventId}::uuid`;
  await waitFor(
    async () =>
      (await p.prisma.ticket.count({ where: { orderId: order.id, settledAt: { not: null } } })) ===
      2,
    15_000,
  );
  const event = await p.prisma.ticketedEvent.findUniqueOrThrow({ where: { id: eventId } });
  expect([event.status, event.endedAt]).toEqual(['ended', expect.any(Date)]);
  const tickets = await p.prisma.ticket.findMany({ where: { orderId: order.id } });
  expect(tickets.map((x) => [x.status, x.settlement])).toEqual([
    ['valid', 'charge'],
    ['valid', 'charge'],
  ]);
  const reservations = await p.prisma.creditReservation.findMany({
    where: { id: { in: tickets.map((x) => x.reservationId!) } },
  });
  expect(reservations.map((r) => r.status)).toEqual(['charged', 'charged']);
  expect(await balanceOf(p, t.tenantId, user.userId)).toBe(10);
  await expectLedgerConsistent(p, t.tenantId);
});

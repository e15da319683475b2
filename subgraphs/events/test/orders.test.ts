import { addUser } from '../../../test/accounts';
import { ok, restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session, TenantFixture } from '../../../test/harness';
import { expectLedgerConsistent } from '../../../test/ledger';
import { balanceOf, CREATE_TEAM, fund } from '../../identity/test/wallets-helpers';
import { addTicketType, createEvent, eventOnSale, fromNow } from './helpers';
import { bought, buy, buyer, soldOf, ticketReservations } from './order-helpers';

// Buying tickets through the gateway (docs/api/events.md, "Orders"): free and paid, the wallet
// that pays, every refusal leaving nothing behind, attendees, another tenant's events.
const { p, t } = platformFixture();

let other: TenantFixture;
beforeAll(async () => {
  other = await p.newTenant();
});

const ordersOf = (buyerId: string) => p.prisma.ticketOrder.findMany({ where: { buyerId } });
const outboxOf = (type: string, subjects: string[]) =>
  p.prisma.outboxEvent.findMany({ where: { type, subject: { in: subjects } } });

describe('free tickets', () => {
  it('answers 201 with the tickets over REST; nothing is reserved', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
      ticketType: { priceCredits: 0, quantity: 5 },
    });
    const user = await buyer(p, t);
    const res = await p.rest('POST', `/events/v1/events/${eventId}/orders`, {
      token: user.token,
      body: { ticketTypeId, quantity: 2 },
    });
    const order = restData(res, 201);
    expect(order).toMatchObject({
      eventId,
      ticketTypeId,
      buyerId: user.userId,
      teamId: null,
      quantity: 2,
      priceCredits: 0,
      totalCredits: 0,
      status: 'paid',
    });
    expect(order.tickets.map((x: { status: string }) => x.status)).toEqual(['valid', 'valid']);
    expect(order.tickets[0]).toMatchObject({ holderId: user.userId, priceCredits: 0 });
    expect(await soldOf(p, ticketTypeId)).toBe(2);
    const rows = await p.prisma.ticket.findMany({ where: { orderId: order.id } });
    expect(rows.map((r) => r.reservationId)).toEqual([null, null]);
    const ids = order.tickets.map((x: { id: string }) => x.id);
    expect(await outboxOf('ticket.purchased', ids)).toHaveLength(2);
  });
});

describe('paid tickets', () => {
  it('holds each ticket from the wallet (reserved, not charged) and emits ticket.purchased', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 100);
    const order = await bought(p, user.token, eventId, ticketTypeId, 3);
    expect([order.status, order.totalCredits, order.tickets.length]).toEqual(['paid', 30, 3]);
    expect(await balanceOf(p, t.tenantId, user.userId)).toBe(70);
    const ids: string[] = order.tickets.map((x: { id: string }) => x.id);
    const reservations = await p.prisma.creditReservation.findMany({
      where: { id: { in: ids.map((id) => `ticket-${id}`) } },
    });
    expect(reservations.map((r) => [r.status, r.amount, r.confirmBy])).toEqual([
      ['reserved', 10, null],
      ['reserved', 10, null],
      ['reserved', 10, null],
    ]);
    expect(new Set(reservations.map((r) => r.reference))).toEqual(
      new Set(ids.map((id) => `event-ticket:${id}`)),
    );
    const entries = await p.prisma.walletEntry.findMany({
      where: { reservationId: { in: reservations.map((r) => r.id) } },
    });
    expect(entries.map((e) => e.kind)).toEqual(['reserve', 'reserve', 'reserve']);
    const events = await outboxOf('ticket.purchased', ids);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ source: 'urn:platform:ticketing-svc' });
    expect(events[0].data).toMatchObject({
      eventId,
      buyerId: user.userId,
      amount: 10,
      currency: 'CRD',
      orderId: order.id,
    });
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('pays from a team wallet for a member; a non-member is 403 and nothing is left', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const [member, outsider] = await Promise.all([buyer(p, t), buyer(p, t, 50)]);
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: `Crew ${member.userId.slice(0, 6)}`, ownerId: member.userId },
    });
    await fund(p, t.tenantId, { teamId: team.id }, 100);
    const order = await bought(p, member.token, eventId, ticketTypeId, 2, { teamId: team.id });
    expect([order.teamId, order.status]).toEqual([team.id, 'paid']);
    const wallet = await ok(
      p,
      t.admin.token,
      'query($id: ID!) { teamWallet(teamId: $id) { balance } }',
      {
        id: team.id,
      },
    );
    expect(wallet.balance).toBe(80);

    const refused = await buy(p, outsider.token, eventId, ticketTypeId, 1, { teamId: team.id });
    expect([refused.code, refused.status]).toEqual(['FORBIDDEN', 403]);
    const orders = await ordersOf(outsider.userId);
    expect(orders.map((o) => o.status)).toEqual(['failed']);
    expect(await soldOf(p, ticketTypeId)).toBe(2);
    expect(await balanceOf(p, t.tenantId, outsider.userId)).toBe(50);
  });

  it('402 without credits: the order failed, every hold released, the seats back', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 25);
    const refused = await buy(p, user.token, eventId, ticketTypeId, 3);
    expect([refused.code, refused.status]).toEqual(['ERR_INSUFFICIENT_CREDITS', 402]);
    const orders = await ordersOf(user.userId);
    expect(orders.map((o) => [o.status, o.failureCode])).toEqual([
      ['failed', 'ERR_INSUFFICIENT_CREDITS'],
    ]);
    const tickets = await p.prisma.ticket.findMany({ where: { orderId: orders[0].id } });
    expect(tickets.map((x) => x.status)).toEqual(['void', 'void', 'void']);
    expect(await soldOf(p, ticketTypeId)).toBe(0);
    expect(await balanceOf(p, t.tenantId, user.userId)).toBe(25);
    const held = await p.prisma.creditReservation.findMany({
      where: { id: { in: tickets.map((x) => x.reservationId!) } },
    });
    expect(held.every((r) => r.status === 'released')).toBe(true);
    await expectLedgerConsistent(p, t.tenantId);
    // The same buyer can still buy what the wallet pays for.
    expect((await bought(p, user.token, eventId, ticketTypeId, 2)).status).toBe('paid');
  });
});

describe('refusals', () => {
  let user: Session;
  beforeAll(async () => {
    user = await buyer(p, t, 100);
  });

  it('409 SOLD_OUT when fewer seats are left; nothing written', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
      ticketType: { quantity: 2 },
    });
    const refused = await buy(p, user.token, eventId, ticketTypeId, 3);
    expect([refused.code, refused.status]).toEqual(['SOLD_OUT', 409]);
    expect(await soldOf(p, ticketTypeId)).toBe(0);
    expect(await p.prisma.ticketOrder.count({ where: { ticketTypeId } })).toBe(0);
    const rest = await p.rest('POST', `/events/v1/events/${eventId}/orders`, {
      token: user.token,
      body: { ticketTypeId, quantity: 3 },
    });
    restError(rest, 409, 'SOLD_OUT');
  });

  it('400 INVALID_STATE outside the sales window and for an unpublished event', async () => {
    const early = await eventOnSale(p, t.organizer.token, {
      ticketType: { salesStart: fromNow(3_600_000) },
    });
    const notYet = await buy(p, user.token, early.eventId, early.ticketTypeId);
    expect([notYet.code, notYet.status]).toEqual(['INVALID_STATE', 400]);
    expect(notYet.message).toMatch(/open at/);

    const draft = await createEvent(p, t.organizer.token);
    const type = await addTicketType(p, t.organizer.token, draft.id);
    const own = await buy(p, t.organizer.token, draft.id, type.id);
    expect([own.code, own.status]).toEqual(['INVALID_STATE', 400]);
    // A draft is someone else's secret: 404 for other users.
    const hidden = await buy(p, user.token, draft.id, type.id);
    expect([hidden.code, hidden.status]).toEqual(['NOT_FOUND', 404]);
  });

  it('400 for quantities over maxPerOrder, more attendees than tickets, a bad email', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
      ticketType: { maxPerOrder: 2 },
    });
    const over = await buy(p, user.token, eventId, ticketTypeId, 3);
    expect([over.code, over.details]).toEqual([
      'VALIDATION_FAILED',
      [{ field: 'quantity', problem: 'must be at most 2' }],
    ]);
    const zero = await buy(p, user.token, eventId, ticketTypeId, 0);
    expect(zero.code).toBe('VALIDATION_FAILED');
    const attendees = await buy(p, user.token, eventId, ticketTypeId, 1, {
      attendees: [{ name: 'A' }, { name: 'B' }],
    });
    expect(attendees.details?.map((d) => d.field)).toEqual(['attendees']);
    const email = await buy(p, user.token, eventId, ticketTypeId, 1, {
      attendees: [{ name: 'A', email: 'not-an-email' }],
    });
    expect(email.details?.map((d) => d.field)).toEqual(['attendees[0].email']);
    expect(await soldOf(p, ticketTypeId)).toBe(0);
  });

  it('404 for another tenant, an unknown type and a type of another event', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const stranger = await addUser(p, other.admin, 'user');
    const foreign = await buy(p, stranger.token, eventId, ticketTypeId);
    expect([foreign.code, foreign.status]).toEqual(['NOT_FOUND', 404]);
    const second = await eventOnSale(p, t.organizer.token);
    const mixed = await buy(p, user.token, eventId, second.ticketTypeId);
    expect([mixed.code, mixed.status]).toEqual(['NOT_FOUND', 404]);
  });
});

describe('attendees', () => {
  it('are assigned to the tickets in order', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 30);
    const order = await bought(p, user.token, eventId, ticketTypeId, 3, {
      attendees: [{ name: 'Ada', email: 'ada@example.test' }, { name: ' Grace ' }],
    });
    expect(
      order.tickets.map((x: { attendeeName: string; attendeeEmail: string }) => [
        x.attendeeName,
        x.attendeeEmail,
      ]),
    ).toEqual([
      ['Ada', 'ada@example.test'],
      ['Grace', null],
      [null, null],
    ]);
    expect((await ticketReservations(p, t.tenantId)).length).toBeGreaterThan(0);
  });
});

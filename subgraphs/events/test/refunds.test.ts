import { addUser } from '../../../test/accounts';
import { ok, restData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { expectLedgerConsistent } from '../../../test/ledger';
import { balanceOf } from '../../identity/test/wallets-helpers';
import { eventOnSale, fromNow } from './helpers';
import { bought, buyer, refund, soldOf, TICKET_FIELDS } from './order-helpers';

// Tickets and refunds through the gateway (docs/api/events.md, "Tickets"): who reads which
// ticket, and refunds by the holder before the cutoff and by the organizer or an admin after.
const { p, t } = platformFixture();

const HOUR = 3_600_000;

const refundedEntries = (reservationId: string) =>
  p.prisma.walletEntry.findMany({ where: { reservationId, kind: 'refund' } });

describe('refunds', () => {
  it('the holder before the cutoff: credits back once, the seat back, ticket.refunded', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 30);
    const [ticket] = (await bought(p, user.token, eventId, ticketTypeId)).tickets;
    expect(await balanceOf(p, t.tenantId, user.userId)).toBe(20);

    const res = await p.rest('POST', `/events/v1/tickets/${ticket.id}/refund`, {
      token: user.token,
    });
    expect(restData(res)).toMatchObject({ id: ticket.id, status: 'refunded' });
    expect(await balanceOf(p, t.tenantId, user.userId)).toBe(30);
    expect(await soldOf(p, ticketTypeId)).toBe(0);
    const row = await p.prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect([row.settlement, row.settledAt]).toEqual(['refund', expect.any(Date)]);
    expect(await refundedEntries(`ticket-${ticket.id}`)).toHaveLength(1);
    const [event] = await p.prisma.outboxEvent.findMany({
      where: { type: 'ticket.refunded', subject: ticket.id },
    });
    expect(event.data).toMatchObject({ reason: 'refunded', amount: 10, holderId: user.userId });

    const again = await refund(p, user.token, ticket.id);
    expect([again.code, again.status]).toEqual(['INVALID_STATE', 400]);
    expect(await refundedEntries(`ticket-${ticket.id}`)).toHaveLength(1);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('after the cutoff the holder is refused; the organizer and an admin may still refund', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
      event: { startsAt: fromNow(2 * HOUR), endsAt: fromNow(3 * HOUR), refundCutoffHours: 24 },
    });
    const user = await buyer(p, t, 30);
    const [first, second] = (await bought(p, user.token, eventId, ticketTypeId, 2)).tickets;
    const late = await refund(p, user.token, first.id);
    expect([late.code, late.status]).toEqual(['INVALID_STATE', 400]);
    expect(late.message).toMatch(/cutoff/);
    expect((await refund(p, t.organizer.token, first.id)).data.status).toBe('refunded');
    expect((await refund(p, t.admin.token, second.id)).data.status).toBe('refunded');
    expect(await balanceOf(p, t.tenantId, user.userId)).toBe(30);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('another user is told the ticket does not exist; a checked-in ticket is not refunded', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 30);
    const [ticket, scanned] = (await bought(p, user.token, eventId, ticketTypeId, 2)).tickets;
    const stranger = await addUser(p, t.admin, 'organizer');
    const refused = await refund(p, stranger.token, ticket.id);
    expect([refused.code, refused.status]).toEqual(['NOT_FOUND', 404]);
    // As a check-in leaves it (check-ins/): checked in, its credits decided as a charge.
    await p.prisma.ticket.update({
      where: { id: scanned.id },
      data: { status: 'checked_in', checkedInAt: new Date(), settlement: 'charge' },
    });
    const checkedIn = await refund(p, t.organizer.token, scanned.id);
    expect([checkedIn.code, checkedIn.status]).toEqual(['INVALID_STATE', 400]);
  });
});

describe('reading tickets', () => {
  it('myTickets newest first, ticket(id) for holder, organizer and admin; others 404', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const user = await buyer(p, t, 30);
    const first = (await bought(p, user.token, eventId, ticketTypeId)).tickets[0];
    const second = (await bought(p, user.token, eventId, ticketTypeId)).tickets[0];
    const page = restData(await p.rest('GET', `/events/v1/tickets?limit=1`, { token: user.token }));
    expect(page.map((x: { id: string }) => x.id)).toEqual([second.id]);
    const mine = await ok(
      p,
      user.token,
      `query($e: ID) { myTickets(eventId: $e) { nodes { id event { id } ticketType { id } holder { id } } } }`,
      { e: eventId },
    );
    expect(mine.nodes.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    expect(mine.nodes[0]).toMatchObject({
      event: { id: eventId },
      ticketType: { id: ticketTypeId },
      holder: { id: user.userId },
    });
    for (const token of [user.token, t.organizer.token, t.admin.token]) {
      const res = await p.rest('GET', `/events/v1/tickets/${first.id}`, { token });
      expect(restData(res).id).toBe(first.id);
    }
    const other = await addUser(p, t.admin, 'user');
    expect(
      (await p.rest('GET', `/events/v1/tickets/${first.id}`, { token: other.token })).status,
    ).toBe(404);
    const foreign = await p.newTenant();
    expect(
      (await p.rest('GET', `/events/v1/tickets/${first.id}`, { token: foreign.admin.token }))
        .status,
    ).toBe(404);
  });

  it('eventTickets for the organizer (others 403); User.tickets for the user and admins', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const [a, b] = await Promise.all([buyer(p, t, 10), buyer(p, t, 10)]);
    await bought(p, a.token, eventId, ticketTypeId);
    await bought(p, b.token, eventId, ticketTypeId);
    const LIST = `query($e: ID!) { eventTickets(eventId: $e) { nodes { ${TICKET_FIELDS} } } }`;
    expect((await ok(p, t.organizer.token, LIST, { e: eventId })).nodes).toHaveLength(2);
    const refused = await p.graphql(LIST, { e: eventId }, { token: a.token });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const own = await p.graphql(
      `query($id: ID!) { user(id: $id) { id tickets { nodes { holderId } } } }`,
      { id: a.userId },
      { token: a.token },
    );
    expect(own.body.data.user.tickets.nodes).toEqual([{ holderId: a.userId }]);
    const asAdmin = await p.graphql(
      `query($id: ID!) { user(id: $id) { tickets { nodes { holderId } } } }`,
      { id: b.userId },
      { token: t.admin.token },
    );
    expect(asAdmin.body.data.user.tickets.nodes).toEqual([{ holderId: b.userId }]);
    const forbidden = await p.graphql(
      `query($id: ID!) { user(id: $id) { tickets { nodes { holderId } } } }`,
      { id: b.userId },
      { token: a.token },
    );
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

import { addUser } from '../../../test/accounts';
import { call, ok, type Json, type Outcome } from '../../../test/answers';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import { fund } from '../../identity/test/wallets-helpers';

// Builders of the events tests that buy tickets (and of the other parts of issue 27): buyers with
// credits, purchases through the gateway's GraphQL, and the ticket rows the database holds.

export const TICKET_FIELDS = `id eventId ticketTypeId orderId holderId attendeeName attendeeEmail
  priceCredits status checkedInAt refundedAt cancelledAt createdAt`;

export const ORDER_FIELDS = `id eventId ticketTypeId buyerId teamId quantity priceCredits totalCredits
  status createdAt tickets { ${TICKET_FIELDS} }`;

const BUY = `mutation($eventId: ID!, $input: BuyTicketsInput!) {
  buyTickets(eventId: $eventId, input: $input) { ${ORDER_FIELDS} } }`;

/** A user of the tenant with `credits` in their wallet. */
export async function buyer(p: TestPlatform, t: TenantFixture, credits = 0): Promise<Session> {
  const session = await addUser(p, t.admin, 'user');
  if (credits > 0) await fund(p, t.tenantId, { userId: session.userId }, credits);
  return session;
}

/** Buys `quantity` tickets of the type (more of the input in `extra`); answers the order or the error. */
export function buy(
  p: TestPlatform,
  token: string,
  eventId: string,
  ticketTypeId: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
): Promise<Outcome> {
  return call(p, token, BUY, { eventId, input: { ticketTypeId, quantity, ...extra } });
}

/** The same, failing the test on an error: the order. */
export function bought(
  p: TestPlatform,
  token: string,
  eventId: string,
  ticketTypeId: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
): Promise<Json> {
  return ok(p, token, BUY, { eventId, input: { ticketTypeId, quantity, ...extra } });
}

/** Refunds a ticket as `token`'s user; answers the ticket or the error. */
export function refund(p: TestPlatform, token: string, id: string): Promise<Outcome> {
  return call(p, token, `mutation($id: ID!) { refundTicket(id: $id) { ${TICKET_FIELDS} } }`, {
    id,
  });
}

/** The type's seats taken, read from the database. */
export async function soldOf(p: TestPlatform, ticketTypeId: string): Promise<number> {
  return (await p.prisma.ticketType.findUniqueOrThrow({ where: { id: ticketTypeId } })).sold;
}

/** The identity reservations of the tenant made for tickets, by status. */
export async function ticketReservations(p: TestPlatform, tenantId: string) {
  return p.prisma.creditReservation.findMany({
    where: { tenantId, reference: { startsWith: 'event-ticket:' } },
  });
}

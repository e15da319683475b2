import { systemToken } from '../../../test/accounts';
import { ok, type Json } from '../../../test/answers';
import type { Session, TestPlatform } from '../../../test/harness';

/*
 * Builders of the tests of what the events service gives the outside (sales*.test.ts,
 * report*.test.ts, notifications' ticket-notices.test.ts): credits to pay with, tickets bought
 * and moved on through the gateway.
 */

/** Credits in `session`'s wallet, as the payment provider adds them (role system). */
export async function fund(
  p: TestPlatform,
  tenantId: string,
  session: Session,
  amount: number,
): Promise<void> {
  const res = await p.rest('POST', '/auth/v1/wallet/top-up', {
    token: systemToken(tenantId),
    body: { userId: session.userId, amount, reference: `tickets of ${session.email}` },
  });
  if (res.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(res.body)}`);
}

/** A paid order of `quantity` tickets of the type, with each ticket's id and code. */
export function buyTickets(
  p: TestPlatform,
  token: string,
  eventId: string,
  ticketTypeId: string,
  quantity: number,
): Promise<Json> {
  return ok(
    p,
    token,
    `mutation($eventId: ID!, $input: BuyTicketsInput!) {
      buyTickets(eventId: $eventId, input: $input) { id status tickets { id code status } } }`,
    { eventId, input: { ticketTypeId, quantity } },
  );
}

export function refundTicket(p: TestPlatform, token: string, id: string): Promise<Json> {
  return ok(p, token, `mutation($id: ID!) { refundTicket(id: $id) { id status } }`, { id });
}

export function checkIn(p: TestPlatform, token: string, code: string): Promise<Json> {
  return ok(
    p,
    token,
    `mutation($code: String!) { checkInTicket(input: { code: $code }) { id status } }`,
    { code },
  );
}

export function cancelEvent(p: TestPlatform, token: string, id: string): Promise<Json> {
  return ok(p, token, `mutation($id: ID!) { cancelEvent(id: $id) { id status } }`, { id });
}

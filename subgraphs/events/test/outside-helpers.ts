import { ok, type Json } from '../../../test/answers';
import type { TestPlatform } from '../../../test/harness';

/*
 * Builders of the tests of what the events service gives the outside (sales*.test.ts,
 * report*.test.ts, notifications' ticket-notices.test.ts): the moves after a purchase that
 * order-helpers.ts does not make, through the gateway.
 */

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

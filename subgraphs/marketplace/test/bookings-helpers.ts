import { gqlData } from '../../../test/answers';
import { addUser } from '../../../test/accounts';
import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session, TenantFixture, TestPlatform } from '../../../test/harness';
import type { Json } from './helpers';

const BOOKING_FIELDS = `id listingId buyerId sellerId groupId status legacyStatus price currency attendeeEmail
  pricing { base tax total currency } attendee { email name phone } quantity notes cancellationReason cancelledBy
  createdAt updatedAt submittedAt confirmedAt completedAt cancelledAt`;

export type BookingMove = 'submit' | 'confirm' | 'complete' | 'cancel';

/** A valid v2 body (and GraphQL CreateBookingInput) for the listing. */
export function bookingInput(listingId: string, overrides: Json = {}): Json {
  return {
    listingId,
    pricing: { base: 200, tax: 38, currency: 'USD' },
    attendee: { email: 'ada@example.test', name: 'Ada Lovelace', phone: '+44 20 7946 0000' },
    ...overrides,
  };
}

function createBookingCall(p: TestPlatform, token: string, input: Json): Promise<HttpAnswer> {
  return p.graphql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING_FIELDS} } }`,
    { input },
    { token },
  );
}

export async function createBooking(
  p: TestPlatform,
  token: string,
  listingId: string,
  overrides: Json = {},
): Promise<Json> {
  return gqlData(await createBookingCall(p, token, bookingInput(listingId, overrides)))
    .createBooking;
}

export function moveBooking(
  p: TestPlatform,
  token: string,
  move: BookingMove,
  id: string,
  reason?: string,
): Promise<HttpAnswer> {
  const field = `${move}Booking`;
  if (move === 'cancel') {
    return p.graphql(
      `mutation($id: ID!, $input: CancelBookingInput) { ${field}(id: $id, input: $input) { ${BOOKING_FIELDS} } }`,
      { id, input: { reason } },
      { token },
    );
  }
  return p.graphql(
    `mutation($id: ID!) { ${field}(id: $id) { ${BOOKING_FIELDS} } }`,
    { id },
    { token },
  );
}

export function getBooking(p: TestPlatform, token: string, id: string): Promise<HttpAnswer> {
  return p.graphql(`query($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`, { id }, { token });
}

/** Another member of the tenant (role `user` unless told). */
export function addMember(
  p: TestPlatform,
  t: TenantFixture,
  role: 'user' | 'organizer' = 'user',
): Promise<Session> {
  return addUser(p, t.admin, role);
}

/** Headers of a v2 write: a fresh Idempotency-Key. */
export function idempotent(key: string = randomUUID()): Record<string, string> {
  return { 'idempotency-key': key };
}

export function countBookings(p: TestPlatform, tenantId: string): Promise<number> {
  return p.prisma.booking.count({ where: { tenantId } });
}

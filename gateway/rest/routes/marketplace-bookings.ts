import { PAGE, type RestRoute } from '../route';

const TAG = 'booking';
const V1 = '/booking/v1/bookings';
const V2 = '/booking/v2';
const V2_META = { api_version: '2.0' };

// v1 sees one projection of the shared rows: its own status vocabulary, one price, one e-mail.
const BOOKING_V1 = `id listingId buyerId status: legacyStatus price currency attendeeEmail quantity notes
  cancellationReason createdAt updatedAt`;
const BOOKING_V2 = `id listingId buyerId sellerId groupId status pricing { base tax total currency }
  attendee { email name phone } quantity notes cancellationReason cancelledBy
  createdAt updatedAt submittedAt confirmedAt completedAt cancelledAt`;

type Move = 'submit' | 'confirm' | 'complete' | 'cancel';

const capitalized = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/**
 * A move on one booking by id, answering the booking; cancel takes an optional `{ reason }`.
 * Every move names its party (403) and state (400), and one of two concurrent moves loses (409).
 */
function move(base: string, name: Move, fields: string, summary: string, extra: Partial<RestRoute>): RestRoute {
  const field = `${name}Booking`;
  const cancel = name === 'cancel';
  // Operation names become OpenAPI operationIds, which must differ between the versions.
  const operationName = `${capitalized(name)}Booking${base.startsWith(V1) ? 'V1' : ''}`;
  return {
    method: 'POST',
    path: `${base}/:id/${name}`,
    summary,
    tag: TAG,
    operation: cancel
      ? `mutation ${operationName}($id: ID!, $input: CancelBookingInput) { ${field}(id: $id, input: $input) { ${fields} } }`
      : `mutation ${operationName}($id: ID!) { ${field}(id: $id) { ${fields} } }`,
    result: field,
    errors: [400, 401, 403, 404, 409],
    codes: ['INVALID_STATE'],
    ...(cancel ? { body: 'input' } : {}),
    ...extra,
  };
}

/** Booking v1.5: page/limit, `{ data }` only (errors keep the error envelope), no idempotency requirement. */
const v1: RestRoute[] = [
  {
    method: 'POST',
    path: V1,
    summary: 'Book an active listing (v1: price and attendeeEmail); always pending',
    tag: TAG,
    operation: `mutation CreateSimpleBooking($input: CreateSimpleBookingInput!) { createSimpleBooking(input: $input) { ${BOOKING_V1} } }`,
    result: 'createSimpleBooking',
    errors: [400, 401, 404],
    body: 'input',
    status: 201,
    style: 'data-only',
  },
  {
    method: 'GET',
    path: V1,
    summary: "The caller's bookings (admins: the tenant's), newest first; page (from 1) and limit (1-100)",
    tag: TAG,
    operation: `query BookingsV1($status: LegacyBookingStatus, $page: Int, $limit: Int) {
      bookings(legacyStatus: $status, page: $page, limit: $limit) { nodes { ${BOOKING_V1} } ${PAGE} }
    }`,
    result: 'bookings',
    errors: [401],
    paginated: true,
    style: 'data-only',
  },
  {
    method: 'GET',
    path: `${V1}/:id`,
    summary: 'Get a booking (buyer, seller or admin)',
    tag: TAG,
    operation: `query BookingV1($id: ID!) { booking(id: $id) { ${BOOKING_V1} } }`,
    result: 'booking',
    errors: [401, 404],
    style: 'data-only',
  },
  move(V1, 'confirm', BOOKING_V1, "Confirm a pending booking (the listing's seller)", { style: 'data-only' }),
  move(V1, 'cancel', BOOKING_V1, 'Cancel a booking (buyer or seller); optional body { reason }', { style: 'data-only' }),
];

const V2_WRITE = { meta: V2_META, requireIdempotencyKey: true } as const;

/** Booking v2.0: cursor/limit, the full envelope with meta.api_version, Idempotency-Key required on POST. */
const v2: RestRoute[] = [
  {
    method: 'POST',
    path: `${V2}/bookings`,
    summary: 'Dry run: check a v2 booking body and write nothing (no Idempotency-Key needed)',
    tag: TAG,
    operation: `query ValidateBooking($input: BookingBody) {
      validateBooking(input: $input) { valid warnings errors { field problem } status pricing { base tax total currency } }
    }`,
    result: 'validateBooking',
    // Problems with the booking are answered 200 (valid: false); only the body itself can be 400.
    errors: [401],
    body: 'input',
    whenQuery: { dry_run: 'true' },
    meta: { ...V2_META, dry_run: true },
  },
  {
    method: 'POST',
    path: `${V2}/bookings`,
    summary: 'Book an active listing (pricing, attendee, status draft or pending)',
    tag: TAG,
    operation: `mutation CreateBooking($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING_V2} } }`,
    result: 'createBooking',
    errors: [400, 401, 404, 409],
    body: 'input',
    status: 201,
    ...V2_WRITE,
  },
  {
    method: 'GET',
    path: `${V2}/bookings`,
    summary: "The caller's bookings (admins: the tenant's), newest first; cursor pagination",
    tag: TAG,
    operation: `query Bookings($listingId: ID, $status: BookingStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
      bookings(listingId: $listingId, status: $status, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) {
        nodes { ${BOOKING_V2} } ${PAGE}
      }
    }`,
    result: 'bookings',
    paginated: true,
    meta: V2_META,
    errors: [401],
  },
  {
    method: 'GET',
    path: `${V2}/bookings/seller`,
    summary: "Submitted bookings on the caller's listings, newest first; cursor pagination",
    tag: TAG,
    operation: `query SellerBookings($listingId: ID, $status: BookingStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
      sellerBookings(listingId: $listingId, status: $status, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) {
        nodes { ${BOOKING_V2} } ${PAGE}
      }
    }`,
    result: 'sellerBookings',
    errors: [401],
    paginated: true,
    meta: V2_META,
  },
  {
    method: 'GET',
    path: `${V2}/bookings/:id`,
    summary: 'Get a booking (buyer, seller or admin)',
    tag: TAG,
    operation: `query Booking($id: ID!) { booking(id: $id) { ${BOOKING_V2} } }`,
    result: 'booking',
    errors: [401, 404],
    meta: V2_META,
  },
  move(`${V2}/bookings`, 'submit', BOOKING_V2, 'Submit a draft booking (buyer): draft to pending', V2_WRITE),
  move(`${V2}/bookings`, 'confirm', BOOKING_V2, "Confirm a pending booking (the listing's seller)", V2_WRITE),
  move(`${V2}/bookings`, 'complete', BOOKING_V2, "Complete a confirmed booking (the listing's seller)", V2_WRITE),
  move(`${V2}/bookings`, 'cancel', BOOKING_V2, 'Cancel a draft, pending or confirmed booking (buyer or seller); optional body { reason }', V2_WRITE),
  {
    method: 'POST',
    path: `${V2}/groups`,
    summary: 'Book 1 to 50 attendees on one listing, all or none',
    tag: TAG,
    operation: `mutation CreateBookingGroup($input: CreateBookingGroupInput!) {
      createBookingGroup(input: $input) { id listingId size total currency bookings { ${BOOKING_V2} } }
    }`,
    result: 'createBookingGroup',
    errors: [400, 401, 404, 409],
    body: 'input',
    status: 201,
    ...V2_WRITE,
  },
  {
    method: 'GET',
    path: `${V2}/groups/:id`,
    summary: 'Get a group booking with its bookings',
    tag: TAG,
    operation: `query BookingGroup($id: ID!) { bookingGroup(id: $id) { id listingId size total currency bookings { ${BOOKING_V2} } } }`,
    result: 'bookingGroup',
    errors: [401, 404],
    meta: V2_META,
  },
];

/** REST paths of bookings, versions 1 and 2 (/booking/v1, /booking/v2); document 3, section 9. */
export const bookingRoutes: RestRoute[] = [...v1, ...v2];

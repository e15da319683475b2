import { PAGE, routeBuilder, type RestRoute } from '../route';

const TAG = 'booking';
const V2_META = { api_version: '2.0' };

// v1 sees one projection of the shared rows: its own status vocabulary, one price, one e-mail.
const BOOKING_V1 = `id listingId buyerId status: legacyStatus price currency attendeeEmail quantity notes
  cancellationReason createdAt updatedAt`;
const BOOKING_V2 = `id listingId buyerId sellerId groupId status pricing { base tax total currency }
  attendee { email name phone } quantity notes cancellationReason cancelledBy
  createdAt updatedAt submittedAt confirmedAt completedAt cancelledAt`;
const GROUP = `id listingId size total currency bookings { ${BOOKING_V2} }`;
const V2_LIST =
  '$listingId: ID, $status: BookingStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int';

/** Every move names its party (403) and state (400), and one of two concurrent moves loses (409). */
const MOVE = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] } satisfies Pick<
  RestRoute,
  'errors' | 'codes'
>;

/** Booking v1.5: page/limit, `{ data }` only (errors keep the error envelope), no idempotency requirement. */
const v1 = routeBuilder(TAG, '/booking/v1', { style: 'data-only' });

const v1Routes: RestRoute[] = [
  v1.mutation(
    '/bookings',
    'Book an active listing (v1: price and attendeeEmail); always pending',
    'createSimpleBooking',
    BOOKING_V1,
    '$input: CreateSimpleBookingInput!',
    { status: 201, errors: [400, 401, 404] },
  ),
  // v1's `status` filter is the field's `legacyStatus` argument.
  v1.route(
    'GET',
    '/bookings',
    "The caller's bookings (admins: the tenant's), newest first; page (from 1) and limit (1-100)",
    `query BookingsV1($status: LegacyBookingStatus, $page: Int, $limit: Int) {
      bookings(legacyStatus: $status, page: $page, limit: $limit) { nodes { ${BOOKING_V1} } ${PAGE} }
    }`,
    'bookings',
    { paginated: true, errors: [401] },
  ),
  // Operation names become OpenAPI operationIds, which must differ between the versions.
  v1.query(
    '/bookings/:id',
    'Get a booking (buyer, seller or admin)',
    'booking',
    BOOKING_V1,
    '$id: ID!',
    { name: 'BookingV1', errors: [401, 404] },
  ),
  v1.mutation(
    '/bookings/:id/confirm',
    "Confirm a pending booking (the listing's seller)",
    'confirmBooking',
    BOOKING_V1,
    '$id: ID!',
    { name: 'ConfirmBookingV1', ...MOVE },
  ),
  v1.mutation(
    '/bookings/:id/cancel',
    'Cancel a booking (buyer or seller); optional body { reason }',
    'cancelBooking',
    BOOKING_V1,
    '$id: ID!, $input: CancelBookingInput',
    { name: 'CancelBookingV1', ...MOVE },
  ),
];

/** Booking v2.0: cursor/limit, the full envelope with meta.api_version, Idempotency-Key required on POST. */
const v2 = routeBuilder(TAG, '/booking/v2', { meta: V2_META });
const WRITE = { requireIdempotencyKey: true } as const;

const v2Routes: RestRoute[] = [
  // Problems with the booking are answered 200 (valid: false); only the body itself can be 400.
  v2.query(
    '/bookings',
    'Dry run: check a v2 booking body and write nothing (no Idempotency-Key needed)',
    'validateBooking',
    'valid warnings errors { field problem } status pricing { base tax total currency }',
    '$input: BookingBody',
    {
      method: 'POST',
      errors: [401],
      whenQuery: { dry_run: 'true' },
      meta: { ...V2_META, dry_run: true },
    },
  ),
  v2.mutation(
    '/bookings',
    'Book an active listing (pricing, attendee, status draft or pending)',
    'createBooking',
    BOOKING_V2,
    '$input: CreateBookingInput!',
    { status: 201, errors: [400, 401, 404, 409], ...WRITE },
  ),
  v2.query(
    '/bookings',
    "The caller's bookings (admins: the tenant's), newest first; cursor pagination",
    'bookings',
    BOOKING_V2,
    V2_LIST,
    { paginated: true, errors: [401] },
  ),
  v2.query(
    '/bookings/seller',
    "Submitted bookings on the caller's listings, newest first; cursor pagination",
    'sellerBookings',
    BOOKING_V2,
    V2_LIST,
    { paginated: true, errors: [401] },
  ),
  v2.query(
    '/bookings/:id',
    'Get a booking (buyer, seller or admin)',
    'booking',
    BOOKING_V2,
    '$id: ID!',
    { errors: [401, 404] },
  ),
  v2.mutation(
    '/bookings/:id/submit',
    'Submit a draft booking (buyer): draft to pending',
    'submitBooking',
    BOOKING_V2,
    '$id: ID!',
    { ...MOVE, ...WRITE },
  ),
  v2.mutation(
    '/bookings/:id/confirm',
    "Confirm a pending booking (the listing's seller)",
    'confirmBooking',
    BOOKING_V2,
    '$id: ID!',
    { ...MOVE, ...WRITE },
  ),
  v2.mutation(
    '/bookings/:id/complete',
    "Complete a confirmed booking (the listing's seller)",
    'completeBooking',
    BOOKING_V2,
    '$id: ID!',
    { ...MOVE, ...WRITE },
  ),
  v2.mutation(
    '/bookings/:id/cancel',
    'Cancel a draft, pending or confirmed booking (buyer or seller); optional body { reason }',
    'cancelBooking',
    BOOKING_V2,
    '$id: ID!, $input: CancelBookingInput',
    { ...MOVE, ...WRITE },
  ),
  v2.mutation(
    '/groups',
    'Book 1 to 50 attendees on one listing, all or none',
    'createBookingGroup',
    GROUP,
    '$input: CreateBookingGroupInput!',
    { status: 201, errors: [400, 401, 404, 409], ...WRITE },
  ),
  v2.query(
    '/groups/:id',
    'Get a group booking with its bookings',
    'bookingGroup',
    GROUP,
    '$id: ID!',
    { errors: [401, 404] },
  ),
];

/**
 * REST paths of bookings, versions 1 and 2 (/booking/v1, /booking/v2): docs/api/marketplace.md,
 * Paths and State machines (decisions in docs/marketplace-bookings.md).
 */
export const marketplaceBookingsRoutes: RestRoute[] = [...v1Routes, ...v2Routes];

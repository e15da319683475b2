import { routeBuilder, type RestRoute } from '../route';
import {
  PAGE_VARIABLES,
  READ,
  LIST,
  CREATED,
  MINE,
  PARTY_CONFLICT,
  listingItemRoutes,
} from './marketplace-common';

const SLOT =
  'id listingId sellerId name description startsAt endsAt capacity booked available price createdAt updatedAt';
const SLOT_BOOKING =
  'id slotId listingId bookerId quantity status createdAt cancelledAt cancelledBy';
const TIER =
  'id listingId sellerId name description price deliverables deliveryDays createdAt updatedAt';
const PACKAGE =
  'id listingId sellerId name description level price benefits slotsAvailable createdAt updatedAt';

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/catalog/`: docs/api/marketplace.md, Paths. */
export const marketplaceCatalogRoutes: RestRoute[] = [
  // Slots have no unique names (creating one cannot conflict); deleting one with bookings is 409.
  ...listingItemRoutes({
    path: '/exhibitor-slots',
    type: 'ExhibitorSlot',
    fields: SLOT,
    summaries: {
      create: 'Add a slot to a poper-lane listing (owner)',
      get: 'Get an exhibitor slot',
      update: 'Update an exhibitor slot (listing owner)',
      delete: 'Delete an exhibitor slot without bookings (listing owner)',
    },
    conflicts: { create: false, delete: true },
  }),
  query(
    '/listings/:listingId/exhibitor-slots',
    "List a listing's exhibitor slots",
    'exhibitorSlots',
    SLOT,
    `$listingId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),
  mutation(
    '/exhibitor-slots/:slotId/bookings',
    'Book seats of a slot (409 when full)',
    'bookExhibitorSlot',
    SLOT_BOOKING,
    '$slotId: ID!, $input: BookExhibitorSlotInput',
    { ...CREATED, ...PARTY_CONFLICT },
  ),
  query(
    '/exhibitor-slots/:slotId/bookings',
    'Bookings of a slot (listing owner)',
    'slotBookings',
    SLOT_BOOKING,
    `$slotId: ID!, $status: SlotBookingStatus, ${PAGE_VARIABLES}`,
    { paginated: true, errors: [401, 403, 404] },
  ),
  query(
    '/slot-bookings',
    "The caller's slot bookings",
    'mySlotBookings',
    SLOT_BOOKING,
    `$status: SlotBookingStatus, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query(
    '/slot-bookings/:id',
    'Get a slot booking (booker or listing owner)',
    'slotBooking',
    SLOT_BOOKING,
    '$id: ID!',
    READ,
  ),
  mutation(
    '/slot-bookings/:id/cancel',
    'Cancel a slot booking (booker or listing owner)',
    'cancelSlotBooking',
    SLOT_BOOKING,
    '$id: ID!',
    { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] },
  ),
  ...listingItemRoutes({
    path: '/service-tiers',
    type: 'ServiceTier',
    fields: TIER,
    summaries: {
      create: 'Add a service tier to a listing (owner)',
      get: 'Get a service tier',
      update: 'Update a service tier (listing owner)',
      delete: 'Delete a service tier (listing owner)',
    },
    conflicts: { create: true, delete: false },
  }),
  query(
    '/listings/:listingId/service-tiers',
    "List a listing's service tiers",
    'serviceTiers',
    TIER,
    `$listingId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),
  ...listingItemRoutes({
    path: '/sponsorship-packages',
    type: 'SponsorshipPackage',
    fields: PACKAGE,
    summaries: {
      create: 'Add a sponsorship package to a nexus-lane listing (owner)',
      get: 'Get a sponsorship package',
      update: 'Update a sponsorship package (listing owner)',
      delete: 'Delete a sponsorship package (listing owner)',
    },
    conflicts: { create: true, delete: false },
  }),
  query(
    '/listings/:listingId/sponsorship-packages',
    "List a listing's sponsorship packages",
    'sponsorshipPackages',
    PACKAGE,
    `$listingId: ID!, $level: SponsorshipLevel, ${PAGE_VARIABLES}`,
    LIST,
  ),
];

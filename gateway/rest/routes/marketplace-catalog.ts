import { routeBuilder, type RestRoute } from '../route';
import {
  PAGE_VARIABLES,
  READ,
  LIST,
  OWNED,
  OWNED_CONFLICT,
  PATCH,
  DELETE,
  CREATED,
  MINE,
  PARTY_CONFLICT,
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
  mutation(
    '/exhibitor-slots',
    'Add a slot to a poper-lane listing (owner)',
    'createExhibitorSlot',
    SLOT,
    '$input: CreateExhibitorSlotInput!',
    { ...CREATED, ...OWNED },
  ),
  query('/exhibitor-slots/:id', 'Get an exhibitor slot', 'exhibitorSlot', SLOT, '$id: ID!', READ),
  mutation(
    '/exhibitor-slots/:id',
    'Update an exhibitor slot (listing owner)',
    'updateExhibitorSlot',
    SLOT,
    '$id: ID!, $input: UpdateExhibitorSlotInput!',
    { ...PATCH, ...OWNED_CONFLICT },
  ),
  mutation(
    '/exhibitor-slots/:id',
    'Delete an exhibitor slot without bookings (listing owner)',
    'deleteExhibitorSlot',
    '',
    '$id: ID!',
    { ...DELETE, ...OWNED_CONFLICT },
  ),
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
  mutation(
    '/service-tiers',
    'Add a service tier to a listing (owner)',
    'createServiceTier',
    TIER,
    '$input: CreateServiceTierInput!',
    { ...CREATED, ...OWNED_CONFLICT },
  ),
  query('/service-tiers/:id', 'Get a service tier', 'serviceTier', TIER, '$id: ID!', READ),
  mutation(
    '/service-tiers/:id',
    'Update a service tier (listing owner)',
    'updateServiceTier',
    TIER,
    '$id: ID!, $input: UpdateServiceTierInput!',
    { ...PATCH, ...OWNED_CONFLICT },
  ),
  mutation(
    '/service-tiers/:id',
    'Delete a service tier (listing owner)',
    'deleteServiceTier',
    '',
    '$id: ID!',
    { ...DELETE, ...OWNED },
  ),
  query(
    '/listings/:listingId/service-tiers',
    "List a listing's service tiers",
    'serviceTiers',
    TIER,
    `$listingId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),
  mutation(
    '/sponsorship-packages',
    'Add a sponsorship package to a nexus-lane listing (owner)',
    'createSponsorshipPackage',
    PACKAGE,
    '$input: CreateSponsorshipPackageInput!',
    { ...CREATED, ...OWNED_CONFLICT },
  ),
  query(
    '/sponsorship-packages/:id',
    'Get a sponsorship package',
    'sponsorshipPackage',
    PACKAGE,
    '$id: ID!',
    READ,
  ),
  mutation(
    '/sponsorship-packages/:id',
    'Update a sponsorship package (listing owner)',
    'updateSponsorshipPackage',
    PACKAGE,
    '$id: ID!, $input: UpdateSponsorshipPackageInput!',
    { ...PATCH, ...OWNED_CONFLICT },
  ),
  mutation(
    '/sponsorship-packages/:id',
    'Delete a sponsorship package (listing owner)',
    'deleteSponsorshipPackage',
    '',
    '$id: ID!',
    { ...DELETE, ...OWNED },
  ),
  query(
    '/listings/:listingId/sponsorship-packages',
    "List a listing's sponsorship packages",
    'sponsorshipPackages',
    PACKAGE,
    `$listingId: ID!, $level: SponsorshipLevel, ${PAGE_VARIABLES}`,
    LIST,
  ),
];

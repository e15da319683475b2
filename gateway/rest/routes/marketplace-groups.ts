import { UPLOADS } from '../../../lib/http/body-limits';
import { routeBuilder, type RestRoute } from '../route';

// Each resource's own fields: no federated or nested ones, so a REST read stays in one subgraph.
const AI_ASSET =
  'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt';
const RFP = `id buyerId title description category geoRegion budgetMin budgetMax currency deadline status
  createdAt updatedAt closedAt cancelledAt`;
const RFP_MATCH =
  'sellerId score laneScore priceFitScore regionScore ratingScore laneListings averageRating bestListingId';
const RFP_ANSWER = 'id rfpId sellerId listingId amount message quoteId createdAt';
const SLOT =
  'id listingId sellerId name description startsAt endsAt capacity booked available price createdAt updatedAt';
const SLOT_BOOKING =
  'id slotId listingId bookerId quantity status createdAt cancelledAt cancelledBy';
const PREFERENCES = `sellerId lanes regions minBudget acceptingRfps updatedAt
  notifications { newRfps quoteUpdates orderUpdates slotBookings weeklyDigest }`;
const TIER =
  'id listingId sellerId name description price deliverables deliveryDays createdAt updatedAt';
const PACKAGE =
  'id listingId sellerId name description level price benefits slotsAvailable createdAt updatedAt';
const MEDIA = 'id kind ownerId listingId url filename contentType sizeBytes width height createdAt';
const HEALTH = 'probe status database checkedAt';
const PAGE_VARIABLES = '$cursor: String, $limit: Int';

const { route, query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// What the operations answer besides the platform-wide statuses (docs/rest-contract.md).
const READ: Contract = { errors: [401, 404] };
const LIST = { paginated: true, ...READ } as const;
const MINE = { paginated: true, errors: [401] } satisfies Partial<RestRoute>;
/** A write under a listing the caller must own (403) and that must still be open (400). */
const OWNED: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };
/** The same where it can also conflict: a name taken on the listing, a concurrent change, seats booked. */
const OWNED_CONFLICT: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };
/** A seller answering an RFP or booking seats: who may (403), in which state (400), a race or a full slot (409). */
const PARTY_CONFLICT: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };
/** The RFP's buyer only (403), while it is open (400), one change at a time (409). */
const RFP_CHANGE: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };
const PATCH = { method: 'PATCH' } as const;
const DELETE = { method: 'DELETE', status: 204 } as const;
const CREATED = { status: 201 } as const;

/**
 * The marketplace's further operation groups: AI assets, RFPs, exhibitor slots, seller
 * preferences, service tiers, sponsorship packages, uploads and health (docs/api/marketplace.md,
 * Paths; decisions in docs/marketplace-groups.md).
 */
export const groupRoutes: RestRoute[] = [
  mutation(
    '/ai-assets',
    'Add an AI asset (model, prompt, dataset) to a cortex-lane listing (owner)',
    'createAiAsset',
    AI_ASSET,
    '$input: CreateAiAssetInput!',
    { ...CREATED, ...OWNED_CONFLICT },
  ),
  query('/ai-assets/:id', 'Get an AI asset', 'aiAsset', AI_ASSET, '$id: ID!', READ),
  mutation(
    '/ai-assets/:id',
    'Update an AI asset (listing owner)',
    'updateAiAsset',
    AI_ASSET,
    '$id: ID!, $input: UpdateAiAssetInput!',
    { ...PATCH, ...OWNED_CONFLICT },
  ),
  mutation(
    '/ai-assets/:id',
    'Delete an AI asset (listing owner)',
    'deleteAiAsset',
    '',
    '$id: ID!',
    { ...DELETE, ...OWNED },
  ),
  query(
    '/ai-assets',
    'List AI assets of visible listings',
    'aiAssets',
    AI_ASSET,
    `$listingId: ID, $kind: AiAssetKind, $sellerId: ID, ${PAGE_VARIABLES}`,
    LIST,
  ),
  // The same field as GET /ai-assets: its own operation name, so every OpenAPI operationId is unique.
  query(
    '/listings/:listingId/ai-assets',
    "List a listing's AI assets",
    'aiAssets',
    AI_ASSET,
    `$listingId: ID, $kind: AiAssetKind, ${PAGE_VARIABLES}`,
    { name: 'ListingAiAssets', ...LIST },
  ),

  mutation(
    '/rfps',
    'Broadcast a request for proposal',
    'createRfp',
    RFP,
    '$input: CreateRfpInput!',
    { ...CREATED, errors: [400, 401] },
  ),
  query(
    '/rfps',
    "The caller's RFPs (admins: the tenant's)",
    'rfps',
    RFP,
    `$status: RfpStatus, $category: MarketplaceLane, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query(
    '/rfps/for-me',
    'Open RFPs the caller matches as a seller',
    'rfpsForMe',
    RFP,
    `$category: MarketplaceLane, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query('/rfps/:id', 'Get an RFP', 'rfp', RFP, '$id: ID!', READ),
  mutation(
    '/rfps/:id',
    'Update an open RFP (buyer)',
    'updateRfp',
    RFP,
    '$id: ID!, $input: UpdateRfpInput!',
    { ...PATCH, ...RFP_CHANGE },
  ),
  mutation(
    '/rfps/:id/close',
    'Close an open or expired RFP (buyer)',
    'closeRfp',
    RFP,
    '$id: ID!',
    RFP_CHANGE,
  ),
  mutation(
    '/rfps/:id/cancel',
    'Cancel an open RFP (buyer)',
    'cancelRfp',
    RFP,
    '$id: ID!',
    RFP_CHANGE,
  ),
  query(
    '/rfps/:id/matches',
    'Matching sellers, best score first (buyer)',
    'rfpMatches',
    RFP_MATCH,
    `$id: ID!, ${PAGE_VARIABLES}`,
    { paginated: true, errors: [401, 403, 404] },
  ),
  mutation(
    '/rfps/:rfpId/answers',
    'Answer an RFP (matching seller); makes a quote',
    'answerRfp',
    RFP_ANSWER,
    '$rfpId: ID!, $input: AnswerRfpInput!',
    { ...CREATED, ...PARTY_CONFLICT },
  ),
  query(
    '/rfps/:rfpId/answers',
    'Answers of an RFP (buyer: all; seller: own)',
    'rfpAnswers',
    RFP_ANSWER,
    `$rfpId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),

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

  query(
    '/seller-preferences/me',
    "The caller's seller preferences",
    'sellerPreferences',
    PREFERENCES,
    '',
    { errors: [401] },
  ),
  mutation(
    '/seller-preferences/me',
    "Create or replace the caller's seller preferences",
    'setSellerPreferences',
    PREFERENCES,
    '$input: SellerPreferencesInput!',
    { method: 'PUT', errors: [400, 401] },
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

  mutation(
    '/media',
    'Upload a product image, vendor logo or banner (multipart: file, kind, listingId)',
    'uploadMarketplaceMedia',
    MEDIA,
    '$input: UploadMarketplaceMediaInput!',
    {
      ...CREATED,
      // The largest upload (banner, product image); each kind's own limit is checked by the subgraph.
      upload: { maxBytes: UPLOADS.marketplaceMedia.fileBytes },
      ...OWNED,
    },
  ),
  query(
    '/media',
    "The caller's uploads",
    'myMarketplaceMedia',
    MEDIA,
    `$kind: MarketplaceMediaKind, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query('/media/:id', 'Get a media item', 'marketplaceMedia', MEDIA, '$id: ID!', READ),
  mutation(
    '/media/:id',
    'Delete a media item and its file (uploader)',
    'deleteMarketplaceMedia',
    '',
    '$id: ID!',
    { ...DELETE, errors: [401, 403, 404] },
  ),
  query(
    '/listings/:listingId/media',
    "List a listing's product images",
    'listingMedia',
    MEDIA,
    `$listingId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),

  // Public probes in the standard envelope; the probe is a literal argument; readiness is 503 without its database.
  route(
    'GET',
    '/health/live',
    'Liveness of the marketplace service (no token needed)',
    `query MarketplaceHealthLive { marketplaceHealth(probe: live) { ${HEALTH} } }`,
    'marketplaceHealth',
    { public: true, errors: [] },
  ),
  route(
    'GET',
    '/health/ready',
    'Readiness of the marketplace service: checks the database (no token needed)',
    `query MarketplaceHealthReady { marketplaceHealth(probe: ready) { ${HEALTH} } }`,
    'marketplaceHealth',
    { public: true, errors: [503] },
  ),
];

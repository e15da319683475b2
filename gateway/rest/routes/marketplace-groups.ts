import { PAGE, routeBuilder, type RestRoute } from '../route';

const BASE = '/marketplace/v1';
const TAG = 'marketplace';
const LIST = '$cursor: String, $limit: Int';
const LIST_ARGS = 'cursor: $cursor, limit: $limit';

// Each resource's own fields: no federated or nested ones, so a REST read stays in one subgraph.
const AI_ASSET = 'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt';
const RFP = `id buyerId title description category geoRegion budgetMin budgetMax currency deadline status
  createdAt updatedAt closedAt cancelledAt`;
const RFP_MATCH = 'sellerId score laneScore priceFitScore regionScore ratingScore laneListings averageRating bestListingId';
const RFP_ANSWER = 'id rfpId sellerId listingId amount message quoteId createdAt';
const SLOT = 'id listingId sellerId name description startsAt endsAt capacity booked available price createdAt updatedAt';
const SLOT_BOOKING = 'id slotId listingId bookerId quantity status createdAt cancelledAt cancelledBy';
const PREFERENCES = `sellerId lanes regions minBudget acceptingRfps updatedAt
  notifications { newRfps quoteUpdates orderUpdates slotBookings weeklyDigest }`;
const TIER = 'id listingId sellerId name description price deliverables deliveryDays createdAt updatedAt';
const PACKAGE = 'id listingId sellerId name description level price benefits slotsAvailable createdAt updatedAt';
const MEDIA = 'id kind ownerId listingId url filename contentType sizeBytes width height createdAt';
const HEALTH = 'probe status database checkedAt';

/** The largest upload (banner, product image); each kind's own limit is checked by the subgraph. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const route = routeBuilder(TAG, BASE);

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// What the operations answer besides the platform-wide statuses (docs/rest-contract.md).
const READ: Contract = { errors: [401, 404] };
/** A write under a listing the caller must own (403) and that must still be open (400). */
const OWNED: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };
/** The same where it can also conflict: a name taken on the listing, a concurrent change, seats booked. */
const OWNED_CONFLICT: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };

type Crud = 'create' | 'update' | 'delete';

/**
 * Create (201, body `input`), read, update (PATCH, body `input`) and delete (204) of a resource by
 * id under an owned listing; `contracts` overrides the usual error lists of the writes.
 */
function crud(
  path: string,
  type: string,
  name: string,
  fields: string,
  summaries: Record<Crud | 'get', string>,
  contracts: Partial<Record<Crud, Contract>> = {},
): RestRoute[] {
  const { create = OWNED_CONFLICT, update = OWNED_CONFLICT, delete: removal = OWNED } = contracts;
  return [
    route('POST', path, summaries.create, `mutation Create${type}($input: Create${type}Input!) { create${type}(input: $input) { ${fields} } }`, `create${type}`, { body: 'input', status: 201, ...create }),
    route('GET', `${path}/:id`, summaries.get, `query ${type}($id: ID!) { ${name}(id: $id) { ${fields} } }`, name, READ),
    route('PATCH', `${path}/:id`, summaries.update, `mutation Update${type}($id: ID!, $input: Update${type}Input!) { update${type}(id: $id, input: $input) { ${fields} } }`, `update${type}`, { body: 'input', ...update }),
    route('DELETE', `${path}/:id`, summaries.delete, `mutation Delete${type}($id: ID!) { delete${type}(id: $id) }`, `delete${type}`, { status: 204, ...removal }),
  ];
}

/**
 * A paginated list; `variables` and `args` are the operation's besides cursor and limit. The
 * operation is named after the field, or `name` where two paths share a field (unique operationIds).
 */
function list(path: string, summary: string, field: string, fields: string, variables: string, args: string, contract: Contract, name = field[0].toUpperCase() + field.slice(1)): RestRoute {
  const vars = [variables, LIST].filter(Boolean).join(', ');
  const passed = [args, LIST_ARGS].filter(Boolean).join(', ');
  return route('GET', path, summary, `query ${name}(${vars}) { ${field}(${passed}) { nodes { ${fields} } ${PAGE} } }`, field, { paginated: true, ...contract });
}

/** The RFP's buyer only (403), while it is open (400), one change at a time (409). */
const RFP_CHANGE: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };

/** A mutation on one RFP by id that answers with the RFP. */
function rfpMove(name: 'close' | 'cancel', summary: string): RestRoute {
  const field = `${name}Rfp`;
  return route('POST', `/rfps/:id/${name}`, summary, `mutation ${name[0].toUpperCase()}${name.slice(1)}Rfp($id: ID!) { ${field}(id: $id) { ${RFP} } }`, field, RFP_CHANGE);
}

/** A health probe: public, answered in the standard envelope; readiness is 503 without its database. */
function probe(name: 'live' | 'ready', summary: string): RestRoute {
  const errors: Contract['errors'] = name === 'ready' ? [503] : [];
  return route('GET', `/health/${name}`, summary, `query MarketplaceHealth${name === 'live' ? 'Live' : 'Ready'} { marketplaceHealth(probe: ${name}) { ${HEALTH} } }`, 'marketplaceHealth', { public: true, errors });
}

/** The further operation groups of document 1, section 1; paths and fields in docs/marketplace-groups.md. */
export const groupRoutes: RestRoute[] = [
  ...crud('/ai-assets', 'AiAsset', 'aiAsset', AI_ASSET, {
    create: 'Add an AI asset (model, prompt, dataset) to a cortex-lane listing (owner)',
    get: 'Get an AI asset',
    update: 'Update an AI asset (listing owner)',
    delete: 'Delete an AI asset (listing owner)',
  }),
  list('/ai-assets', 'List AI assets of visible listings', 'aiAssets', AI_ASSET, '$listingId: ID, $kind: AiAssetKind, $sellerId: ID', 'listingId: $listingId, kind: $kind, sellerId: $sellerId', READ),
  list('/listings/:listingId/ai-assets', "List a listing's AI assets", 'aiAssets', AI_ASSET, '$listingId: ID, $kind: AiAssetKind', 'listingId: $listingId, kind: $kind', READ, 'ListingAiAssets'),

  route('POST', '/rfps', 'Broadcast a request for proposal', `mutation CreateRfp($input: CreateRfpInput!) { createRfp(input: $input) { ${RFP} } }`, 'createRfp', { body: 'input', status: 201, errors: [400, 401] }),
  list('/rfps', "The caller's RFPs (admins: the tenant's)", 'rfps', RFP, '$status: RfpStatus, $category: MarketplaceLane', 'status: $status, category: $category', { errors: [401] }),
  list('/rfps/for-me', 'Open RFPs the caller matches as a seller', 'rfpsForMe', RFP, '$category: MarketplaceLane', 'category: $category', { errors: [401] }),
  route('GET', '/rfps/:id', 'Get an RFP', `query Rfp($id: ID!) { rfp(id: $id) { ${RFP} } }`, 'rfp', READ),
  route('PATCH', '/rfps/:id', 'Update an open RFP (buyer)', `mutation UpdateRfp($id: ID!, $input: UpdateRfpInput!) { updateRfp(id: $id, input: $input) { ${RFP} } }`, 'updateRfp', { body: 'input', ...RFP_CHANGE }),
  rfpMove('close', 'Close an open or expired RFP (buyer)'),
  rfpMove('cancel', 'Cancel an open RFP (buyer)'),
  list('/rfps/:id/matches', 'Matching sellers, best score first (buyer)', 'rfpMatches', RFP_MATCH, '$id: ID!', 'id: $id', { errors: [401, 403, 404] }),
  route('POST', '/rfps/:rfpId/answers', 'Answer an RFP (matching seller); makes a quote', `mutation AnswerRfp($rfpId: ID!, $input: AnswerRfpInput!) { answerRfp(rfpId: $rfpId, input: $input) { ${RFP_ANSWER} } }`, 'answerRfp', { body: 'input', status: 201, errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] }),
  list('/rfps/:rfpId/answers', 'Answers of an RFP (buyer: all; seller: own)', 'rfpAnswers', RFP_ANSWER, '$rfpId: ID!', 'rfpId: $rfpId', READ),

  ...crud('/exhibitor-slots', 'ExhibitorSlot', 'exhibitorSlot', SLOT, {
    create: 'Add a slot to a poper-lane listing (owner)',
    get: 'Get an exhibitor slot',
    update: 'Update an exhibitor slot (listing owner)',
    delete: 'Delete an exhibitor slot without bookings (listing owner)',
  }, { create: OWNED, delete: OWNED_CONFLICT }), // slots have no unique names; one with bookings is 409
  list('/listings/:listingId/exhibitor-slots', "List a listing's exhibitor slots", 'exhibitorSlots', SLOT, '$listingId: ID!', 'listingId: $listingId', READ),
  route('POST', '/exhibitor-slots/:slotId/bookings', 'Book seats of a slot (409 when full)', `mutation BookExhibitorSlot($slotId: ID!, $input: BookExhibitorSlotInput) { bookExhibitorSlot(slotId: $slotId, input: $input) { ${SLOT_BOOKING} } }`, 'bookExhibitorSlot', { body: 'input', status: 201, errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] }),
  list('/exhibitor-slots/:slotId/bookings', "Bookings of a slot (listing owner)", 'slotBookings', SLOT_BOOKING, '$slotId: ID!, $status: SlotBookingStatus', 'slotId: $slotId, status: $status', { errors: [401, 403, 404] }),
  list('/slot-bookings', "The caller's slot bookings", 'mySlotBookings', SLOT_BOOKING, '$status: SlotBookingStatus', 'status: $status', { errors: [401] }),
  route('GET', '/slot-bookings/:id', 'Get a slot booking (booker or listing owner)', `query SlotBooking($id: ID!) { slotBooking(id: $id) { ${SLOT_BOOKING} } }`, 'slotBooking', READ),
  route('POST', '/slot-bookings/:id/cancel', 'Cancel a slot booking (booker or listing owner)', `mutation CancelSlotBooking($id: ID!) { cancelSlotBooking(id: $id) { ${SLOT_BOOKING} } }`, 'cancelSlotBooking', { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] }),

  route('GET', '/seller-preferences/me', "The caller's seller preferences", `query SellerPreferences { sellerPreferences { ${PREFERENCES} } }`, 'sellerPreferences', { errors: [401] }),
  route('PUT', '/seller-preferences/me', "Create or replace the caller's seller preferences", `mutation SetSellerPreferences($input: SellerPreferencesInput!) { setSellerPreferences(input: $input) { ${PREFERENCES} } }`, 'setSellerPreferences', { body: 'input', errors: [400, 401] }),

  ...crud('/service-tiers', 'ServiceTier', 'serviceTier', TIER, {
    create: 'Add a service tier to a listing (owner)',
    get: 'Get a service tier',
    update: 'Update a service tier (listing owner)',
    delete: 'Delete a service tier (listing owner)',
  }),
  list('/listings/:listingId/service-tiers', "List a listing's service tiers", 'serviceTiers', TIER, '$listingId: ID!', 'listingId: $listingId', READ),

  ...crud('/sponsorship-packages', 'SponsorshipPackage', 'sponsorshipPackage', PACKAGE, {
    create: 'Add a sponsorship package to a nexus-lane listing (owner)',
    get: 'Get a sponsorship package',
    update: 'Update a sponsorship package (listing owner)',
    delete: 'Delete a sponsorship package (listing owner)',
  }),
  list('/listings/:listingId/sponsorship-packages', "List a listing's sponsorship packages", 'sponsorshipPackages', PACKAGE, '$listingId: ID!, $level: SponsorshipLevel', 'listingId: $listingId, level: $level', READ),

  route('POST', '/media', 'Upload a product image, vendor logo or banner (multipart: file, kind, listingId)', `mutation UploadMarketplaceMedia($input: UploadMarketplaceMediaInput!) { uploadMarketplaceMedia(input: $input) { ${MEDIA} } }`, 'uploadMarketplaceMedia', { body: 'input', status: 201, upload: { maxBytes: MAX_UPLOAD_BYTES }, ...OWNED }),
  list('/media', "The caller's uploads", 'myMarketplaceMedia', MEDIA, '$kind: MarketplaceMediaKind', 'kind: $kind', { errors: [401] }),
  route('GET', '/media/:id', 'Get a media item', `query MarketplaceMedia($id: ID!) { marketplaceMedia(id: $id) { ${MEDIA} } }`, 'marketplaceMedia', READ),
  route('DELETE', '/media/:id', 'Delete a media item and its file (uploader)', 'mutation DeleteMarketplaceMedia($id: ID!) { deleteMarketplaceMedia(id: $id) }', 'deleteMarketplaceMedia', { status: 204, errors: [401, 403, 404] }),
  list('/listings/:listingId/media', "List a listing's product images", 'listingMedia', MEDIA, '$listingId: ID!', 'listingId: $listingId', READ),

  probe('live', 'Liveness of the marketplace service (no token needed)'),
  probe('ready', 'Readiness of the marketplace service: checks the database (no token needed)'),
];

import { routeBuilder, type RestRoute } from '../route';

// Each resource's own fields: no federated or nested ones, so a REST read stays in one subgraph.
const AI_ASSET =
  'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt';
const PAGE_VARIABLES = '$cursor: String, $limit: Int';
type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// What the operations answer besides the platform-wide statuses (docs/rest-contract.md).
const READ: Contract = { errors: [401, 404] };
const LIST = { paginated: true, ...READ } as const;
/** A write under a listing the caller must own (403) and that must still be open (400). */
const OWNED: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };
/** The same where it can also conflict: a name taken on the listing, a concurrent change, seats booked. */
const OWNED_CONFLICT: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };
const PATCH = { method: 'PATCH' } as const;
const DELETE = { method: 'DELETE', status: 204 } as const;
const CREATED = { status: 201 } as const;

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/ai-assets/`: docs/api/marketplace.md, Paths. */
export const marketplaceAiAssetsRoutes: RestRoute[] = [
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
];

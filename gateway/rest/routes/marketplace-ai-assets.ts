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
} from './marketplace-common';

// Each resource's own fields: no federated or nested ones, so a REST read stays in one subgraph.
const AI_ASSET =
  'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt';

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

import { routeBuilder, type RestRoute } from '../route';
import { PAGE_VARIABLES, LIST, listingItemRoutes } from './marketplace-common';

// Each resource's own fields: no federated or nested ones, so a REST read stays in one subgraph.
const AI_ASSET =
  'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt';

const { query } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/ai-assets/`: docs/api/marketplace.md, Paths. */
export const marketplaceAiAssetsRoutes: RestRoute[] = [
  ...listingItemRoutes({
    path: '/ai-assets',
    type: 'AiAsset',
    fields: AI_ASSET,
    summaries: {
      create: 'Add an AI asset (model, prompt, dataset) to a cortex-lane listing (owner)',
      get: 'Get an AI asset',
      update: 'Update an AI asset (listing owner)',
      delete: 'Delete an AI asset (listing owner)',
    },
    conflicts: { create: true, delete: false },
  }),
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

import { UPLOADS } from '../../../lib/http/body-limits';
import { routeBuilder, type RestRoute } from '../route';
import { PAGE_VARIABLES, READ, LIST, OWNED, DELETE, CREATED, MINE } from './marketplace-common';

const MEDIA = 'id kind ownerId listingId url filename contentType sizeBytes width height createdAt';

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/media/`: docs/api/marketplace.md, Paths. */
export const marketplaceMediaRoutes: RestRoute[] = [
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
];

import { routeBuilder, type RestRoute } from '../route';
import { CHANGE } from './ads-common';

const PLACEMENT =
  'id tenantId campaignId creativeId sphereId placement servedAt recordedBy createdAt';
const IMPRESSION = 'id tenantId campaignId listingId query position servedAt recordedBy createdAt';

const { mutation } = routeBuilder('ads', '/ads/v1');

/** REST paths of `subgraphs/ads/serving/`: docs/api/ads.md, Paths. */
export const adsServingRoutes: RestRoute[] = [
  mutation(
    '/sphere-placements',
    'Record an ad served in a sphere (admin, system)',
    'recordSpherePlacement',
    PLACEMENT,
    '$input: RecordSpherePlacementInput!',
    { status: 201, ...CHANGE },
  ),
  mutation(
    '/search/promoted',
    'Record a promoted listing served in search (admin, system)',
    'recordPromotedSearch',
    IMPRESSION,
    '$input: RecordPromotedSearchInput!',
    { status: 201, ...CHANGE },
  ),
];

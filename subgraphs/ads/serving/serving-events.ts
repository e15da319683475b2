import type { PlatformEvent } from '../../../lib/events/bus';
import { ADS_SEARCH_PROMOTED, ADS_SPHERE_PLACEMENT } from '../../../lib/events/catalog';
import {
  adEvent,
  iso,
  type EventOrigin,
  type SearchPromotedData,
  type SpherePlacementData,
} from '../common/events';
import type { PromotedSearchRow, SpherePlacementRow } from './serving-store';

export function spherePlacement(
  origin: EventOrigin,
  p: SpherePlacementRow,
): PlatformEvent<SpherePlacementData> {
  return adEvent(ADS_SPHERE_PLACEMENT, origin, p.tenantId, p.id, p.createdAt, {
    placementId: p.id,
    tenantId: p.tenantId,
    campaignId: p.campaignId,
    creativeId: p.creativeId,
    sphereId: p.sphereId,
    placement: p.placement,
    servedAt: iso(p.servedAt),
  });
}

export function searchPromoted(
  origin: EventOrigin,
  i: PromotedSearchRow,
): PlatformEvent<SearchPromotedData> {
  return adEvent(ADS_SEARCH_PROMOTED, origin, i.tenantId, i.id, i.createdAt, {
    impressionId: i.id,
    tenantId: i.tenantId,
    campaignId: i.campaignId,
    listingId: i.listingId,
    query: i.query,
    position: i.position,
    servedAt: iso(i.servedAt),
  });
}

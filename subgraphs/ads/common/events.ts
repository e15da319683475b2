import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import {
  ADS_BROADCAST_DELIVERED,
  ADS_BROADCAST_REQUESTED,
  ADS_CAMPAIGN_CREATED,
  ADS_CAMPAIGN_DELETED,
  ADS_CAMPAIGN_UPDATED,
  ADS_PRICING_UPDATED,
  ADS_REVIEW_COMPLETED,
  ADS_REVIEW_REQUESTED,
  ADS_SEARCH_PROMOTED,
  ADS_SPHERE_PLACEMENT,
} from '../../../lib/events/catalog';

/*
 * The ads service's event contract (docs/api/ads.md, Events; decisions in docs/ads.md): ten
 * Kafka topics `platform.<type>.v1` (topicOf in lib/events/bus.ts adds the wrapping to the
 * `type`), `source` `platform.ads-svc`, `subject` the id of the resource, and `data` exactly the
 * fields below (timestamps as ISO 8601 strings, money as numbers). Consumers and tests import
 * these types instead of redeclaring them; each feature builds its events from its rows
 * (campaigns/campaign-events.ts, reviews/review-events.ts, broadcasts/broadcast-events.ts,
 * serving/serving-events.ts). The names are the catalogue's (lib/events/catalog.ts).
 */

const ADS_SOURCE = 'platform.ads-svc';

export const AD_EVENT_TYPES = [
  ADS_CAMPAIGN_CREATED,
  ADS_CAMPAIGN_UPDATED,
  ADS_CAMPAIGN_DELETED,
  ADS_BROADCAST_REQUESTED,
  ADS_BROADCAST_DELIVERED,
  ADS_SPHERE_PLACEMENT,
  ADS_SEARCH_PROMOTED,
  ADS_PRICING_UPDATED,
  ADS_REVIEW_REQUESTED,
  ADS_REVIEW_COMPLETED,
] as const;

export type AdEventType = (typeof AD_EVENT_TYPES)[number];

/** A field's value in `changes`: dates as ISO strings, amounts as numbers, cleared values null. */
export type ChangeValue = string | number | null;
export type FieldChanges = Record<string, { from: ChangeValue; to: ChangeValue }>;

export interface CampaignCreatedData {
  id: string;
  tenantId: string;
  name: string;
  type: string;
  status: string;
  budgetType: string;
  budgetAmount: number;
  currency: string;
  startDate: string;
  endDate: string;
  bidStrategy: string;
  targetingAudienceId: string | null;
  createdBy: string;
  createdAt: string;
}

export interface CampaignUpdatedData {
  id: string;
  tenantId: string;
  changes: FieldChanges;
  updatedBy: string;
  updatedAt: string;
}

export interface CampaignDeletedData {
  id: string;
  tenantId: string;
  deletedBy: string;
  deletedAt: string;
}

export interface PricingUpdatedData {
  campaignId: string;
  tenantId: string;
  changes: FieldChanges;
  updatedBy: string;
  updatedAt: string;
}

export interface BroadcastRequestedData {
  broadcastId: string;
  tenantId: string;
  campaignId: string;
  creativeId: string;
  audienceId: string;
  channel: string;
  scheduledAt: string;
  estimatedReach: number;
  requestedBy: string;
  requestedAt: string;
}

export interface BroadcastDeliveredData {
  broadcastId: string;
  tenantId: string;
  campaignId: string;
  impressionsDelivered: number;
  clicksDelivered: number;
  costIncurred: number;
  currency: string;
  deliveredAt: string;
}

export interface SpherePlacementData {
  placementId: string;
  tenantId: string;
  campaignId: string;
  creativeId: string;
  sphereId: string;
  placement: string;
  servedAt: string;
}

export interface SearchPromotedData {
  impressionId: string;
  tenantId: string;
  campaignId: string;
  listingId: string;
  query: string;
  position: number;
  servedAt: string;
}

export interface ReviewRequestedData {
  reviewId: string;
  tenantId: string;
  campaignId: string;
  creativeId: string;
  submittedBy: string;
  submittedAt: string;
  reviewType: string;
  priority: string;
}

export interface ReviewCompletedData {
  reviewId: string;
  tenantId: string;
  campaignId: string;
  creativeId: string;
  decision: string;
  reviewedBy: string;
  reviewedAt: string;
  reason: string | null;
  notes: string | null;
}

/** Each event type's data shape. */
export interface AdEventData {
  [ADS_CAMPAIGN_CREATED]: CampaignCreatedData;
  [ADS_CAMPAIGN_UPDATED]: CampaignUpdatedData;
  [ADS_CAMPAIGN_DELETED]: CampaignDeletedData;
  [ADS_BROADCAST_REQUESTED]: BroadcastRequestedData;
  [ADS_BROADCAST_DELIVERED]: BroadcastDeliveredData;
  [ADS_SPHERE_PLACEMENT]: SpherePlacementData;
  [ADS_SEARCH_PROMOTED]: SearchPromotedData;
  [ADS_PRICING_UPDATED]: PricingUpdatedData;
  [ADS_REVIEW_REQUESTED]: ReviewRequestedData;
  [ADS_REVIEW_COMPLETED]: ReviewCompletedData;
}

/** What every event copies from the request: its id (the rules' deps carry it). */
export interface EventOrigin {
  requestId: string;
}

/** An ads event that happened at `at` (its CloudEvents `time`) about the resource `subject`. */
export function adEvent<K extends AdEventType>(
  type: K,
  origin: EventOrigin,
  tenantId: string,
  subject: string,
  at: Date,
  data: AdEventData[K],
): PlatformEvent<AdEventData[K]> {
  return {
    ...newEvent(type, tenantId, data, origin.requestId),
    time: at.toISOString(),
    source: ADS_SOURCE,
    subject,
  };
}

/** How events write a timestamp. */
export const iso = (date: Date): string => date.toISOString();

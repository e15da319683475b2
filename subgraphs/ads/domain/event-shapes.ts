/*
 * The ten Kafka topics of document 3, section 6.2, as the ads service publishes them: the event
 * `type` is the topic without its `platform.`/`.v1` wrapping (topicOf adds it back), `source` is
 * `platform.ads-svc`, `subject` the id of the resource, and `data` exactly the documented fields
 * (timestamps as ISO 8601 strings, money as numbers). docs/ads.md lists the shapes the document
 * leaves open (campaign.deleted, pricing.updated, sphere.placement, search.promoted).
 */

export const ADS_SOURCE = 'platform.ads-svc';

export const AD_EVENT_TYPES = [
  'ads.campaign.created',
  'ads.campaign.updated',
  'ads.campaign.deleted',
  'ads.broadcast.requested',
  'ads.broadcast.delivered',
  'ads.sphere.placement',
  'ads.search.promoted',
  'ads.pricing.updated',
  'ads.campaign.review.requested',
  'ads.campaign.review.completed',
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

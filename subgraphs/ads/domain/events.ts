import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import type { BroadcastRow } from '../data/broadcasts';
import type { CampaignRow } from '../data/campaigns';
import type { ReviewRow } from '../data/reviews';
import type { PromotedSearchRow, SpherePlacementRow } from '../data/serving';
import {
  ADS_SOURCE,
  type AdEventType,
  type BroadcastDeliveredData,
  type BroadcastRequestedData,
  type CampaignCreatedData,
  type CampaignDeletedData,
  type CampaignUpdatedData,
  type FieldChanges,
  type PricingUpdatedData,
  type ReviewCompletedData,
  type ReviewRequestedData,
  type SearchPromotedData,
  type SpherePlacementData,
} from './event-shapes';

/** What every event copies from the request: its id (SPEC section 3). */
export interface EventOrigin {
  requestId: string;
}

/** An ads event that happened at `at` (its CloudEvents `time`) about the resource `subject`. */
function adEvent<T>(type: AdEventType, origin: EventOrigin, tenantId: string, subject: string, at: Date, data: T): PlatformEvent<T> {
  return { ...newEvent(type, tenantId, data, origin.requestId), time: at.toISOString(), source: ADS_SOURCE, subject };
}

const iso = (date: Date) => date.toISOString();

export function campaignCreated(origin: EventOrigin, c: CampaignRow): PlatformEvent<CampaignCreatedData> {
  return adEvent('ads.campaign.created', origin, c.tenantId, c.id, c.createdAt, {
    id: c.id,
    tenantId: c.tenantId,
    name: c.name,
    type: c.type,
    status: c.status,
    budgetType: c.budgetType,
    budgetAmount: c.budgetAmount,
    currency: c.currency,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    bidStrategy: c.bidStrategy,
    targetingAudienceId: c.targetingAudienceId,
    createdBy: c.createdBy,
    createdAt: iso(c.createdAt),
  });
}

export function campaignUpdated(origin: EventOrigin, c: CampaignRow, changes: FieldChanges, updatedBy: string): PlatformEvent<CampaignUpdatedData> {
  return adEvent('ads.campaign.updated', origin, c.tenantId, c.id, c.updatedAt, { id: c.id, tenantId: c.tenantId, changes, updatedBy, updatedAt: iso(c.updatedAt) });
}

export function pricingUpdated(origin: EventOrigin, c: CampaignRow, changes: FieldChanges, updatedBy: string): PlatformEvent<PricingUpdatedData> {
  return adEvent('ads.pricing.updated', origin, c.tenantId, c.id, c.updatedAt, { campaignId: c.id, tenantId: c.tenantId, changes, updatedBy, updatedAt: iso(c.updatedAt) });
}

export function campaignDeleted(origin: EventOrigin, c: CampaignRow, deletedBy: string, deletedAt: Date): PlatformEvent<CampaignDeletedData> {
  return adEvent('ads.campaign.deleted', origin, c.tenantId, c.id, deletedAt, { id: c.id, tenantId: c.tenantId, deletedBy, deletedAt: iso(deletedAt) });
}

export function reviewRequested(origin: EventOrigin, r: ReviewRow): PlatformEvent<ReviewRequestedData> {
  return adEvent('ads.campaign.review.requested', origin, r.tenantId, r.id, r.createdAt, {
    reviewId: r.id,
    tenantId: r.tenantId,
    campaignId: r.campaignId,
    creativeId: r.creativeId,
    submittedBy: r.submittedBy,
    submittedAt: iso(r.createdAt),
    reviewType: r.reviewType,
    priority: r.priority,
  });
}

/** Of a completed review (status, reviewedBy and reviewedAt set). */
export function reviewCompleted(origin: EventOrigin, r: ReviewRow): PlatformEvent<ReviewCompletedData> {
  const reviewedAt = r.reviewedAt!;
  return adEvent('ads.campaign.review.completed', origin, r.tenantId, r.id, reviewedAt, {
    reviewId: r.id,
    tenantId: r.tenantId,
    campaignId: r.campaignId,
    creativeId: r.creativeId,
    decision: r.status,
    reviewedBy: r.reviewedBy!,
    reviewedAt: iso(reviewedAt),
    reason: r.reason,
    notes: r.notes,
  });
}

export function broadcastRequested(origin: EventOrigin, b: BroadcastRow): PlatformEvent<BroadcastRequestedData> {
  return adEvent('ads.broadcast.requested', origin, b.tenantId, b.id, b.createdAt, {
    broadcastId: b.id,
    tenantId: b.tenantId,
    campaignId: b.campaignId,
    creativeId: b.creativeId,
    audienceId: b.audienceId,
    channel: b.channel,
    scheduledAt: iso(b.scheduledAt),
    estimatedReach: b.estimatedReach,
    requestedBy: b.requestedBy,
    requestedAt: iso(b.createdAt),
  });
}

/** Of a delivered broadcast (the delivery fields set). */
export function broadcastDelivered(origin: EventOrigin, b: BroadcastRow): PlatformEvent<BroadcastDeliveredData> {
  const deliveredAt = b.deliveredAt!;
  return adEvent('ads.broadcast.delivered', origin, b.tenantId, b.id, deliveredAt, {
    broadcastId: b.id,
    tenantId: b.tenantId,
    campaignId: b.campaignId,
    impressionsDelivered: b.impressionsDelivered!,
    clicksDelivered: b.clicksDelivered!,
    costIncurred: b.costIncurred!,
    currency: b.currency!,
    deliveredAt: iso(deliveredAt),
  });
}

export function spherePlacement(origin: EventOrigin, p: SpherePlacementRow): PlatformEvent<SpherePlacementData> {
  return adEvent('ads.sphere.placement', origin, p.tenantId, p.id, p.createdAt, {
    placementId: p.id,
    tenantId: p.tenantId,
    campaignId: p.campaignId,
    creativeId: p.creativeId,
    sphereId: p.sphereId,
    placement: p.placement,
    servedAt: iso(p.servedAt),
  });
}

export function searchPromoted(origin: EventOrigin, i: PromotedSearchRow): PlatformEvent<SearchPromotedData> {
  return adEvent('ads.search.promoted', origin, i.tenantId, i.id, i.createdAt, {
    impressionId: i.id,
    tenantId: i.tenantId,
    campaignId: i.campaignId,
    listingId: i.listingId,
    query: i.query,
    position: i.position,
    servedAt: iso(i.servedAt),
  });
}

import type { PlatformEvent } from '../../../lib/events/bus';
import { ADS_REVIEW_COMPLETED, ADS_REVIEW_REQUESTED } from '../../../lib/events/catalog';
import {
  adEvent,
  iso,
  type EventOrigin,
  type ReviewCompletedData,
  type ReviewRequestedData,
} from '../common/events';
import type { ReviewRow } from './review-store';

export function reviewRequested(
  origin: EventOrigin,
  r: ReviewRow,
): PlatformEvent<ReviewRequestedData> {
  return adEvent(ADS_REVIEW_REQUESTED, origin, r.tenantId, r.id, r.createdAt, {
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
export function reviewCompleted(
  origin: EventOrigin,
  r: ReviewRow,
): PlatformEvent<ReviewCompletedData> {
  const reviewedAt = r.reviewedAt!;
  return adEvent(ADS_REVIEW_COMPLETED, origin, r.tenantId, r.id, reviewedAt, {
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

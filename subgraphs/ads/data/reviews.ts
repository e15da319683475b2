import type { AdCampaignReview, AdReviewPriority, AdReviewStatus, AdReviewType } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';
import type { Db, Tx } from './db';

export type ReviewType = AdReviewType;
export type ReviewPriority = AdReviewPriority;
export type ReviewStatus = AdReviewStatus;
export type ReviewDecision = Exclude<ReviewStatus, 'pending'>;

/** A review as stored; it was submitted when it was created. */
export type ReviewRow = AdCampaignReview;

export interface NewReview {
  tenantId: string;
  campaignId: string;
  creativeId: string;
  reviewType: ReviewType;
  priority: ReviewPriority;
  submittedBy: string;
}

export interface ReviewOutcome {
  status: ReviewDecision;
  reviewedBy: string;
  reason: string | null;
  notes: string | null;
}

export function insertReview(tx: Tx, review: NewReview, now: Date): Promise<ReviewRow> {
  return tx.adCampaignReview.create({ data: { ...review, createdAt: now, updatedAt: now } });
}

export function findReview(db: Db, tenantId: string, id: string): Promise<ReviewRow | null> {
  return db.adCampaignReview.findFirst({ where: { id, tenantId } });
}

/** Locks a review of the tenant for the rest of the transaction; null when there is none. */
export async function lockReview(tx: Tx, tenantId: string, id: string): Promise<ReviewRow | null> {
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."campaign_reviews" WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE`;
  return found.length ? tx.adCampaignReview.findUniqueOrThrow({ where: { id } }) : null;
}

export function completeReviewRow(tx: Tx, id: string, outcome: ReviewOutcome, now: Date): Promise<ReviewRow> {
  return tx.adCampaignReview.update({ where: { id }, data: { ...outcome, reviewedAt: now, updatedAt: now } });
}

/** One creation-order page (limit + 1 rows) of a campaign's reviews. */
export function findReviewPage(db: Db, tenantId: string, campaignId: string, page: CreationPage): Promise<ReviewRow[]> {
  return db.adCampaignReview.findMany({ where: { tenantId, campaignId, ...createdAfter(page) }, ...creationQuery(page) });
}

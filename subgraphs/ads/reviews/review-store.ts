import type { Clock } from '../../../lib/clock';
import type { Db, Prisma, PrismaClient } from '../../../lib/db/prisma';
import type {
  AdCampaignReview,
  AdReviewPriority,
  AdReviewStatus,
  AdReviewType,
} from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { CreationPage } from '../../../lib/pagination';
import {
  lockCampaign,
  writeLockedCampaign,
  type CampaignRow,
  type CampaignWrite,
} from '../campaigns/campaign-store';
import { recordEvents } from '../common/outbox-store';

export type ReviewType = AdReviewType;
export type ReviewPriority = AdReviewPriority;
type ReviewStatus = AdReviewStatus;
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

/** What a rule decided on seeing a campaign (and review) locked: the review's write, its event, the campaign's move. */
export interface ReviewWrite<T> {
  review: T;
  eventOf(row: ReviewRow): PlatformEvent;
  campaign: CampaignWrite | null;
}

export function findReview(db: Db, tenantId: string, id: string): Promise<ReviewRow | null> {
  return db.adCampaignReview.findFirst({ where: { id, tenantId } });
}

/** One creation-order page (limit + 1 rows) of a campaign's reviews. */
export function findReviewPage(
  db: Db,
  tenantId: string,
  campaignId: string,
  page: CreationPage,
): Promise<ReviewRow[]> {
  return db.adCampaignReview.findMany({
    where: { tenantId, campaignId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Locks a review of the tenant for the rest of the transaction; null when there is none. */
async function lockReview(
  tx: Prisma.TransactionClient,
  tenantId: string,
  id: string,
): Promise<ReviewRow | null> {
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."campaign_reviews" WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE`;
  return found.length ? tx.adCampaignReview.findUniqueOrThrow({ where: { id } }) : null;
}

/**
 * Submits a live campaign of the tenant for review: the review, its event and the campaign's
 * move (with its events) commit together, in that order. The campaign is locked (FOR UPDATE)
 * before `decide` sees it, so two submissions queue and the second finds it moved; `decide`
 * throws to refuse. Null when there is no such campaign.
 */
export function submitReview(
  prisma: PrismaClient,
  clock: Clock,
  tenantId: string,
  campaignId: string,
  decide: (campaign: CampaignRow) => ReviewWrite<NewReview>,
): Promise<ReviewRow | null> {
  return prisma.$transaction(async (tx) => {
    const campaign = await lockCampaign(tx, tenantId, campaignId, 'update');
    if (!campaign) return null;
    const now = clock.now();
    const decided = decide(campaign);
    const row = await tx.adCampaignReview.create({
      data: { ...decided.review, createdAt: now, updatedAt: now },
    });
    await recordEvents(tx, [decided.eventOf(row)]);
    await writeLockedCampaign(tx, campaign, decided.campaign, now);
    return row;
  });
}

/**
 * Records the decision of a review of the tenant, its event and the campaign's move (with its
 * events), together. The review and then its campaign are locked (FOR UPDATE) before `decide`
 * sees them, so a second decision waits and finds the review decided; `decide` throws to refuse.
 * Null when there is no such review or its campaign is deleted (it takes its reviews with it).
 */
export function decideReview(
  prisma: PrismaClient,
  clock: Clock,
  tenantId: string,
  reviewId: string,
  decide: (review: ReviewRow, campaign: CampaignRow) => ReviewWrite<ReviewOutcome>,
): Promise<ReviewRow | null> {
  return prisma.$transaction(async (tx) => {
    const review = await lockReview(tx, tenantId, reviewId);
    const campaign = review && (await lockCampaign(tx, tenantId, review.campaignId, 'update'));
    if (!review || !campaign) return null;
    const decided = decide(review, campaign);
    const now = clock.now();
    const row = await tx.adCampaignReview.update({
      where: { id: review.id },
      data: { ...decided.review, reviewedAt: now, updatedAt: now },
    });
    await recordEvents(tx, [decided.eventOf(row)]);
    await writeLockedCampaign(tx, campaign, decided.campaign, now);
    return row;
  });
}

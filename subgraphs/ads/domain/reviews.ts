import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { nextState } from '../../../lib/state-machine';
import { InputCheck } from '../../../lib/validation';
import { lockCampaign } from '../data/campaigns';
import { transaction } from '../data/db';
import { recordEvents } from '../data/outbox';
import { completeReviewRow, findReview, findReviewPage, insertReview, lockReview, type ReviewDecision, type ReviewPriority, type ReviewRow, type ReviewType } from '../data/reviews';
import type { AdsContext } from '../context';
import { normalId, requireCampaign, requireManager, requireModerator } from './access';
import { applyChanges } from './campaign-updates';
import { campaignMachine } from './campaign-machine';
import { reviewCompleted, reviewRequested } from './events';
import { checkReference } from './input-rules';

export interface RequestReviewInput {
  creativeId: string;
  reviewType?: ReviewType | null;
  priority?: ReviewPriority | null;
}

export interface CompleteReviewInput {
  decision: ReviewDecision;
  reason?: string | null;
  notes?: string | null;
}

const MAX_REASON = 1000;
const MAX_NOTES = 2000;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Submits a draft campaign for moderation: the review, the campaign's move to pending_review,
 * ads.campaign.review.requested and ads.campaign.updated commit together.
 */
export async function requestReview(context: AdsContext, campaignId: string, input: RequestReviewInput): Promise<ReviewRow> {
  const actor = requireManager(context);
  const id = normalId(campaignId);
  const check = new InputCheck();
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  check.done();
  const review =
    id &&
    (await transaction(context.prisma, async (tx) => {
      const campaign = await lockCampaign(tx, actor.tenantId, id, 'update');
      if (!campaign) return null;
      const now = new Date();
      const status = nextState(campaignMachine, campaign.status, 'submit for review');
      const row = await insertReview(
        tx,
        { tenantId: actor.tenantId, campaignId: campaign.id, creativeId: creativeId!, reviewType: input.reviewType ?? 'creative', priority: input.priority ?? 'normal', submittedBy: actor.id },
        now,
      );
      await recordEvents(tx, [reviewRequested(context, row)]);
      await applyChanges(tx, context, actor, campaign, { status }, now);
      return row;
    }));
  if (!review) throw new NotFoundError('Campaign', campaignId);
  context.loaders.campaignById.clear(review.campaignId);
  return review;
}

/**
 * An admin decides a pending review, once: approved activates the campaign, rejected returns it
 * to draft (a reason is required). The decision, the campaign's move,
 * ads.campaign.review.completed and ads.campaign.updated commit together.
 */
export async function completeReview(context: AdsContext, reviewId: string, input: CompleteReviewInput): Promise<ReviewRow> {
  const actor = requireModerator(context);
  const check = new InputCheck()
    .text('reason', input.reason, { required: input.decision === 'rejected', max: MAX_REASON })
    .text('notes', input.notes, { max: MAX_NOTES });
  const id = normalId(reviewId);
  const completed =
    id &&
    (await transaction(context.prisma, async (tx) => {
      const review = await lockReview(tx, actor.tenantId, id);
      // A deleted campaign takes its reviews with it.
      const campaign = review && (await lockCampaign(tx, actor.tenantId, review.campaignId, 'update'));
      if (!review || !campaign) return null;
      check.done();
      if (review.status !== 'pending') throw new InvalidStateError('review', review.status, 'complete');
      const now = new Date();
      const status = nextState(campaignMachine, campaign.status, input.decision === 'approved' ? 'approve' : 'reject');
      const row = await completeReviewRow(
        tx,
        review.id,
        { status: input.decision, reviewedBy: actor.id, reason: blankToNull(input.reason), notes: blankToNull(input.notes) },
        now,
      );
      await recordEvents(tx, [reviewCompleted(context, row)]);
      await applyChanges(tx, context, actor, campaign, { status }, now);
      return row;
    }));
  if (!completed) throw new NotFoundError('Campaign review', reviewId);
  context.loaders.campaignById.clear(completed.campaignId);
  return completed;
}

/** A review of a live campaign of the tenant, or 404. */
export async function getReview(context: AdsContext, id: string): Promise<ReviewRow> {
  const actor = requireManager(context);
  const reviewId = normalId(id);
  const review = reviewId ? await findReview(context.prisma, actor.tenantId, reviewId) : null;
  if (!review || !(await context.loaders.campaignById.load(review.campaignId))) throw new NotFoundError('Campaign review', id);
  return review;
}

/** A campaign's reviews, oldest first. */
export async function listReviews(context: AdsContext, campaignId: string, args: PageRequest): Promise<Connection<ReviewRow>> {
  const actor = requireManager(context);
  const campaign = await requireCampaign(context, campaignId);
  const page = creationPage(args, 'ASC');
  return creationConnection(await findReviewPage(context.prisma, actor.tenantId, campaign.id, page), page);
}

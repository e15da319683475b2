import type { Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { nextState } from '../../../lib/state-machine';
import { InputCheck } from '../../../lib/validation';
import { requireCampaign } from '../campaigns/access';
import { campaignWrite } from '../campaigns/campaign-changes';
import { campaignMachine } from '../campaigns/campaign-machine';
import type { AdsDeps } from '../common/deps';
import { checkReference, normalId } from '../common/input-checks';
import { assertModerator, assertReviewRequester } from './access';
import { reviewCompleted, reviewRequested } from './review-events';
import {
  decideReview,
  findReview,
  findReviewPage,
  submitReview,
  type ReviewDecision,
  type ReviewPriority,
  type ReviewRow,
  type ReviewType,
} from './review-store';

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
export async function requestReview(
  deps: AdsDeps,
  actor: Actor,
  campaignId: string,
  input: RequestReviewInput,
): Promise<ReviewRow> {
  assertReviewRequester(actor);
  const id = normalId(campaignId);
  const check = new InputCheck();
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  check.done();
  const review =
    id &&
    (await submitReview(deps.prisma, deps.clock, actor.tenantId, id, (campaign) => ({
      review: {
        tenantId: actor.tenantId,
        campaignId: campaign.id,
        creativeId: creativeId!,
        reviewType: input.reviewType ?? 'creative',
        priority: input.priority ?? 'normal',
        submittedBy: actor.id,
      },
      eventOf: (row) => reviewRequested(deps, row),
      campaign: campaignWrite(deps, actor, campaign, {
        status: nextState(campaignMachine, campaign.status, 'submit for review'),
      }),
    })));
  if (!review) throw new NotFoundError('Campaign', campaignId);
  deps.loaders.campaignById.clear(review.campaignId);
  return review;
}

/**
 * An admin decides a pending review, once: approved activates the campaign, rejected returns it
 * to draft (a reason is required). The decision, the campaign's move,
 * ads.campaign.review.completed and ads.campaign.updated commit together.
 */
export async function completeReview(
  deps: AdsDeps,
  actor: Actor,
  reviewId: string,
  input: CompleteReviewInput,
): Promise<ReviewRow> {
  assertModerator(actor);
  const check = new InputCheck()
    .text('reason', input.reason, { required: input.decision === 'rejected', max: MAX_REASON })
    .text('notes', input.notes, { max: MAX_NOTES });
  const id = normalId(reviewId);
  const completed =
    id &&
    (await decideReview(deps.prisma, deps.clock, actor.tenantId, id, (review, campaign) => {
      // An unknown review is a 404 before its input is judged.
      check.done();
      if (review.status !== 'pending')
        throw new InvalidStateError('review', review.status, 'complete');
      const status = nextState(
        campaignMachine,
        campaign.status,
        input.decision === 'approved' ? 'approve' : 'reject',
      );
      return {
        review: {
          status: input.decision,
          reviewedBy: actor.id,
          reason: blankToNull(input.reason),
          notes: blankToNull(input.notes),
        },
        eventOf: (row) => reviewCompleted(deps, row),
        campaign: campaignWrite(deps, actor, campaign, { status }),
      };
    }));
  if (!completed) throw new NotFoundError('Campaign review', reviewId);
  deps.loaders.campaignById.clear(completed.campaignId);
  return completed;
}

/** A review of a live campaign of the tenant, or 404. */
export async function getReview(deps: AdsDeps, actor: Actor, id: string): Promise<ReviewRow> {
  assertReviewRequester(actor);
  const reviewId = normalId(id);
  const review = reviewId ? await findReview(deps.prisma, actor.tenantId, reviewId) : null;
  if (!review || !(await deps.loaders.campaignById.load(review.campaignId)))
    throw new NotFoundError('Campaign review', id);
  return review;
}

/** A campaign's reviews, oldest first. */
export async function listReviews(
  deps: AdsDeps,
  actor: Actor,
  campaignId: string,
  args: PageRequest,
): Promise<Connection<ReviewRow>> {
  assertReviewRequester(actor);
  const campaign = await requireCampaign(deps, campaignId);
  const page = creationPage(args, 'ASC');
  return creationConnection(
    await findReviewPage(deps.prisma, actor.tenantId, campaign.id, page),
    page,
  );
}

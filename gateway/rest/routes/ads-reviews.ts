import { PAGE, routeBuilder, type RestRoute } from '../route';
import { PAGE_VARIABLES, ONE, CHANGE } from './ads-common';

const REVIEW = `id tenantId campaignId creativeId reviewType priority status decision submittedBy submittedAt reviewedBy
  reviewedAt reason notes`;

const { route, query, mutation } = routeBuilder('ads', '/ads/v1');

/** REST paths of `subgraphs/ads/reviews/`: docs/api/ads.md, Paths. */
export const adsReviewsRoutes: RestRoute[] = [
  // The campaign's id is the path's `id` but the field's `campaignId`, so these two are written out.
  route(
    'POST',
    '/campaigns/:id/reviews',
    'Submit a draft campaign for moderation (creativeId, reviewType, priority)',
    `mutation RequestCampaignReview($id: ID!, $input: RequestCampaignReviewInput!) { requestCampaignReview(campaignId: $id, input: $input) { ${REVIEW} } }`,
    'requestCampaignReview',
    { body: 'input', status: 201, ...CHANGE },
  ),
  route(
    'GET',
    '/campaigns/:id/reviews',
    "A campaign's reviews, oldest first; limit, cursor",
    `query CampaignReviews($id: ID!, ${PAGE_VARIABLES}) { campaignReviews(campaignId: $id, limit: $limit, cursor: $cursor) { nodes { ${REVIEW} } ${PAGE} } }`,
    'campaignReviews',
    { paginated: true, ...ONE },
  ),
  query('/reviews/:id', 'Get a review', 'campaignReview', REVIEW, '$id: ID!', ONE),
  mutation(
    '/reviews/:id/complete',
    'Decide a pending review (admin): approved activates the campaign, rejected (with reason) returns it to draft',
    'completeCampaignReview',
    REVIEW,
    '$id: ID!, $input: CompleteCampaignReviewInput!',
    CHANGE,
  ),
];

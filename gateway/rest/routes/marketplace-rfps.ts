import { routeBuilder, type RestRoute } from '../route';
import {
  type Contract,
  PAGE_VARIABLES,
  READ,
  LIST,
  PATCH,
  CREATED,
  MINE,
  PARTY_CONFLICT,
} from './marketplace-common';

const RFP = `id buyerId title description category geoRegion budgetMin budgetMax currency deadline status
  createdAt updatedAt closedAt cancelledAt`;
const RFP_MATCH =
  'sellerId score laneScore priceFitScore regionScore ratingScore laneListings averageRating bestListingId';
const RFP_ANSWER = 'id rfpId sellerId listingId amount message quoteId createdAt';
/** The RFP's buyer only (403), while it is open (400), one change at a time (409). */
const RFP_CHANGE: Contract = { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] };

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/rfps/`: docs/api/marketplace.md, Paths. */
export const marketplaceRfpsRoutes: RestRoute[] = [
  mutation(
    '/rfps',
    'Broadcast a request for proposal',
    'createRfp',
    RFP,
    '$input: CreateRfpInput!',
    { ...CREATED, errors: [400, 401] },
  ),
  query(
    '/rfps',
    "The caller's RFPs (admins: the tenant's)",
    'rfps',
    RFP,
    `$status: RfpStatus, $category: MarketplaceLane, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query(
    '/rfps/for-me',
    'Open RFPs the caller matches as a seller',
    'rfpsForMe',
    RFP,
    `$category: MarketplaceLane, ${PAGE_VARIABLES}`,
    MINE,
  ),
  query('/rfps/:id', 'Get an RFP', 'rfp', RFP, '$id: ID!', READ),
  mutation(
    '/rfps/:id',
    'Update an open RFP (buyer)',
    'updateRfp',
    RFP,
    '$id: ID!, $input: UpdateRfpInput!',
    { ...PATCH, ...RFP_CHANGE },
  ),
  mutation(
    '/rfps/:id/close',
    'Close an open or expired RFP (buyer)',
    'closeRfp',
    RFP,
    '$id: ID!',
    RFP_CHANGE,
  ),
  mutation(
    '/rfps/:id/cancel',
    'Cancel an open RFP (buyer)',
    'cancelRfp',
    RFP,
    '$id: ID!',
    RFP_CHANGE,
  ),
  query(
    '/rfps/:id/matches',
    'Matching sellers, best score first (buyer)',
    'rfpMatches',
    RFP_MATCH,
    `$id: ID!, ${PAGE_VARIABLES}`,
    { paginated: true, errors: [401, 403, 404] },
  ),
  mutation(
    '/rfps/:rfpId/answers',
    'Answer an RFP (matching seller); makes a quote',
    'answerRfp',
    RFP_ANSWER,
    '$rfpId: ID!, $input: AnswerRfpInput!',
    { ...CREATED, ...PARTY_CONFLICT },
  ),
  query(
    '/rfps/:rfpId/answers',
    'Answers of an RFP (buyer: all; seller: own)',
    'rfpAnswers',
    RFP_ANSWER,
    `$rfpId: ID!, ${PAGE_VARIABLES}`,
    LIST,
  ),
];

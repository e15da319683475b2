import { routeBuilder, type RestRoute } from '../route';
import { PAGE_VARIABLES, type Contract, ONE, CHANGE } from './ads-common';

const CAMPAIGN = `id tenantId name type status budgetType budgetAmount currency startDate endDate bidStrategy bidAmount
  targetingAudienceId createdBy createdAt updatedAt`;
// Every ads operation needs a role (403): organizer, admin or system; reviews admin; serving admin or system.
const ROLE: Contract = { errors: [400, 401, 403] };

const { query, mutation } = routeBuilder('ads', '/ads/v1');

/** REST paths of `subgraphs/ads/campaigns/`: docs/api/ads.md, Paths. */
export const adsCampaignsRoutes: RestRoute[] = [
  mutation(
    '/campaigns',
    'Create a draft campaign (organizer, admin, system)',
    'createCampaign',
    CAMPAIGN,
    '$input: CreateCampaignInput!',
    { status: 201, ...ROLE },
  ),
  query(
    '/campaigns',
    "The tenant's campaigns, newest first; status, type, limit, cursor",
    'campaigns',
    CAMPAIGN,
    `$status: CampaignStatus, $type: CampaignType, ${PAGE_VARIABLES}`,
    { paginated: true, ...ROLE },
  ),
  query('/campaigns/:id', 'Get a campaign', 'campaign', CAMPAIGN, '$id: ID!', ONE),
  mutation(
    '/campaigns/:id',
    'Change campaign fields (not completed or archived)',
    'updateCampaign',
    CAMPAIGN,
    '$id: ID!, $input: UpdateCampaignInput!',
    { method: 'PATCH', ...CHANGE },
  ),
  mutation('/campaigns/:id', 'Soft-delete a campaign', 'deleteCampaign', '', '$id: ID!', {
    method: 'DELETE',
    status: 204,
    ...ONE,
  }),
  mutation(
    '/campaigns/:id/pricing',
    'Change budget and bid (budgetType, budgetAmount, bidStrategy, bidAmount)',
    'updateCampaignPricing',
    CAMPAIGN,
    '$id: ID!, $input: UpdateCampaignPricingInput!',
    { method: 'PATCH', ...CHANGE },
  ),
  mutation(
    '/campaigns/:id/pause',
    'Pause an active campaign',
    'pauseCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/resume',
    'Resume a paused campaign',
    'resumeCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/complete',
    'Complete an active or paused campaign',
    'completeCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/archive',
    'Archive a draft, paused or completed campaign',
    'archiveCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
];

import type { Actor } from '../../../lib/context';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { assertActive } from '../campaigns/campaign-machine';
import type { CampaignRow, CampaignType } from '../campaigns/campaign-store';
import type { AdsDeps } from '../common/deps';
import { checkCount, checkOwnId, checkReference, checkServedAt } from '../common/input-checks';
import { assertServingPipeline } from './access';
import { searchPromoted, spherePlacement } from './serving-events';
import {
  insertPromotedSearch,
  insertSpherePlacement,
  type PromotedSearchRow,
  type SpherePlacementRow,
  type SpherePlacementSlot,
} from './serving-store';

export interface SpherePlacementInput {
  campaignId: string;
  creativeId: string;
  sphereId: string;
  placement: SpherePlacementSlot;
  servedAt?: string | null;
}

export interface PromotedSearchInput {
  campaignId: string;
  listingId: string;
  query: string;
  position: number;
  servedAt?: string | null;
}

/** Campaign types whose ads are listings promoted in search results. */
const SEARCH_TYPES: readonly CampaignType[] = ['search', 'sponsored_listing'];
const MAX_QUERY = 500;
const MAX_POSITION = 1000;

/** A serving is recorded for a live, active campaign of the tenant (of one of `types`, when given). */
function admitServing(what: string, types?: readonly CampaignType[]) {
  return (campaign: CampaignRow): void => {
    if (types && !types.includes(campaign.type)) {
      throw ValidationError.field(
        'campaignId',
        `must be a campaign of type ${types.join(' or ')} (this one is ${campaign.type})`,
      );
    }
    assertActive(campaign.status, what);
  };
}

/** An unknown campaign id in a body is a 404, like one in a path. */
function found<T>(row: T | null, campaignId: string): T {
  if (!row) throw new NotFoundError('Campaign', campaignId);
  return row;
}

/** An ad served in a sphere (community) context; publishes ads.sphere.placement. */
export async function recordSpherePlacement(
  deps: AdsDeps,
  actor: Actor,
  input: SpherePlacementInput,
): Promise<SpherePlacementRow> {
  assertServingPipeline(actor);
  const now = deps.clock.now();
  const check = new InputCheck();
  checkOwnId(check, 'campaignId', input.campaignId);
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  const sphereId = checkReference(check, 'sphereId', input.sphereId);
  const servedAt = checkServedAt(check, input.servedAt, now);
  check.done();
  const placement = {
    tenantId: actor.tenantId,
    campaignId: input.campaignId.toLowerCase(),
    creativeId: creativeId!,
    sphereId: sphereId!,
    placement: input.placement,
    servedAt,
    recordedBy: actor.id,
  };
  const row = await insertSpherePlacement(
    deps.prisma,
    placement,
    now,
    admitServing('place an ad of'),
    (stored) => spherePlacement(deps, stored),
  );
  return found(row, input.campaignId);
}

/** A promoted listing served in search results; publishes ads.search.promoted. */
export async function recordPromotedSearch(
  deps: AdsDeps,
  actor: Actor,
  input: PromotedSearchInput,
): Promise<PromotedSearchRow> {
  assertServingPipeline(actor);
  const now = deps.clock.now();
  const check = new InputCheck();
  checkOwnId(check, 'campaignId', input.campaignId);
  const listingId = checkReference(check, 'listingId', input.listingId);
  check.text('query', input.query, { required: true, max: MAX_QUERY });
  checkCount(check, 'position', input.position, 1, MAX_POSITION);
  const servedAt = checkServedAt(check, input.servedAt, now);
  check.done();
  const impression = {
    tenantId: actor.tenantId,
    campaignId: input.campaignId.toLowerCase(),
    listingId: listingId!,
    query: input.query.trim(),
    position: input.position,
    servedAt,
    recordedBy: actor.id,
  };
  const row = await insertPromotedSearch(
    deps.prisma,
    impression,
    now,
    admitServing('promote a listing with', SEARCH_TYPES),
    (stored) => searchPromoted(deps, stored),
  );
  return found(row, input.campaignId);
}

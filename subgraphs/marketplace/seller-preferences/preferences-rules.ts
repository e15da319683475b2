import type { Actor } from '../../../lib/context';
import { InputCheck } from '../../../lib/validation';
import type { MarketplaceLane } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import { checkMoney, checkNotNull, checkTextList } from '../common/input-rules';
import {
  findSellerPreferences,
  saveSellerPreferences,
  type NotificationSettingsRow,
  type SellerPreferencesRow,
} from './preferences-store';

export interface SellerPreferencesInput {
  lanes?: MarketplaceLane[] | null;
  regions?: string[] | null;
  minBudget?: number | null;
  acceptingRfps?: boolean | null;
  notifications?: { [K in keyof NotificationSettingsRow]?: boolean | null } | null;
}

/** What a seller who never saved preferences has: every lane, every region, RFPs welcome. */
function defaultPreferences(sellerId: string): SellerPreferencesRow {
  return {
    sellerId,
    lanes: [],
    regions: [],
    minBudget: null,
    acceptingRfps: true,
    notifications: {
      newRfps: true,
      quoteUpdates: true,
      orderUpdates: true,
      slotBookings: true,
      weeklyDigest: false,
    },
    updatedAt: null,
  };
}

function check(input: SellerPreferencesInput): void {
  const problems = new InputCheck();
  checkNotNull(problems, input, ['lanes', 'acceptingRfps', 'notifications']);
  checkMoney(problems, 'minBudget', input.minBudget);
  checkTextList(problems, 'regions', input.regions, { maxItems: 50, maxLength: 100 });
  for (const [name, value] of Object.entries(input.notifications ?? {})) {
    problems.when(value === null, `notifications.${name}`, 'must not be null');
  }
  problems.done();
}

/** Regions compare case-insensitively; the first spelling of each is kept. */
function uniqueRegions(regions: string[]): string[] {
  const seen = new Set<string>();
  return regions
    .map((region) => region.trim())
    .filter((region) => !seen.has(region.toLowerCase()) && seen.add(region.toLowerCase()));
}

export async function getSellerPreferences(
  deps: MarketplaceDeps,
  actor: Actor,
): Promise<SellerPreferencesRow> {
  return (
    (await findSellerPreferences(deps.prisma, actor.tenantId, actor.id)) ??
    defaultPreferences(actor.id)
  );
}

/** PUT per field: what is sent replaces the stored (or default) value, the rest stays. */
export async function setSellerPreferences(
  deps: MarketplaceDeps,
  actor: Actor,
  input: SellerPreferencesInput,
): Promise<SellerPreferencesRow> {
  check(input);
  const current = await getSellerPreferences(deps, actor);
  const notifications = { ...current.notifications };
  for (const [name, value] of Object.entries(input.notifications ?? {})) {
    if (typeof value === 'boolean') notifications[name as keyof NotificationSettingsRow] = value;
  }
  return saveSellerPreferences(deps.prisma, actor.tenantId, actor.id, {
    lanes: input.lanes ? [...new Set(input.lanes)] : current.lanes,
    regions: input.regions ? uniqueRegions(input.regions) : current.regions,
    minBudget: input.minBudget !== undefined ? input.minBudget : current.minBudget,
    acceptingRfps: input.acceptingRfps ?? current.acceptingRfps,
    notifications,
  });
}

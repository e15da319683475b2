import type { Actor } from '../../../lib/context';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { ChangeValue, EventOrigin, FieldChanges } from '../common/events';
import { campaignUpdated, pricingUpdated } from './campaign-events';
import type { CampaignChanges, CampaignRow, CampaignWrite } from './campaign-store';

/** Budget and bid: a change to any of them is also an ads.pricing.updated. */
const PRICING_FIELDS = ['budgetType', 'budgetAmount', 'bidStrategy', 'bidAmount'] as const;

/** How a field's value travels in an event: dates as ISO strings. */
function eventValue(value: CampaignChanges[keyof CampaignChanges]): ChangeValue {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * The part of `asked` that really changes the campaign: what to write, and each changed field's
 * `from` and `to` as events carry them. A value equal to the stored one is neither written nor
 * reported, so a PATCH that changes nothing writes nothing and publishes nothing.
 */
function diffCampaign(
  stored: CampaignRow,
  asked: CampaignChanges,
): { writes: CampaignChanges; changes: FieldChanges } {
  const writes: Record<string, unknown> = {};
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(asked) as [
    keyof CampaignChanges,
    CampaignChanges[keyof CampaignChanges],
  ][]) {
    if (value === undefined) continue;
    const from = eventValue(stored[field]);
    const to = eventValue(value);
    if (from === to) continue;
    writes[field] = value;
    changes[field] = { from, to };
  }
  return { writes: writes as CampaignChanges, changes };
}

/** The pricing fields among `changes`. */
function pricingChanges(changes: FieldChanges): FieldChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) =>
      (PRICING_FIELDS as readonly string[]).includes(field),
    ),
  );
}

/**
 * What `asked` really changes on the campaign as the store saw it locked, with its events:
 * ads.campaign.updated with each changed field's from and to, and ads.pricing.updated too when
 * budget or bid changed. Null when nothing changes: nothing is written or published.
 */
export function campaignWrite(
  origin: EventOrigin,
  actor: Actor,
  stored: CampaignRow,
  asked: CampaignChanges,
): CampaignWrite | null {
  const { writes, changes } = diffCampaign(stored, asked);
  if (Object.keys(changes).length === 0) return null;
  return {
    writes,
    eventsOf: (updated) => {
      const events: PlatformEvent[] = [campaignUpdated(origin, updated, changes, actor.id)];
      const pricing = pricingChanges(changes);
      if (Object.keys(pricing).length > 0)
        events.push(pricingUpdated(origin, updated, pricing, actor.id));
      return events;
    },
  };
}

import type { PlatformEvent } from '../../../lib/events/bus';
import {
  ADS_CAMPAIGN_CREATED,
  ADS_CAMPAIGN_DELETED,
  ADS_CAMPAIGN_UPDATED,
  ADS_PRICING_UPDATED,
} from '../../../lib/events/catalog';
import {
  adEvent,
  iso,
  type CampaignCreatedData,
  type CampaignDeletedData,
  type CampaignUpdatedData,
  type EventOrigin,
  type FieldChanges,
  type PricingUpdatedData,
} from '../common/events';
import type { CampaignRow } from './campaign-store';

export function campaignCreated(
  origin: EventOrigin,
  c: CampaignRow,
): PlatformEvent<CampaignCreatedData> {
  return adEvent(ADS_CAMPAIGN_CREATED, origin, c.tenantId, c.id, c.createdAt, {
    id: c.id,
    tenantId: c.tenantId,
    name: c.name,
    type: c.type,
    status: c.status,
    budgetType: c.budgetType,
    budgetAmount: c.budgetAmount,
    currency: c.currency,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    bidStrategy: c.bidStrategy,
    targetingAudienceId: c.targetingAudienceId,
    createdBy: c.createdBy,
    createdAt: iso(c.createdAt),
  });
}

export function campaignUpdated(
  origin: EventOrigin,
  c: CampaignRow,
  changes: FieldChanges,
  updatedBy: string,
): PlatformEvent<CampaignUpdatedData> {
  return adEvent(ADS_CAMPAIGN_UPDATED, origin, c.tenantId, c.id, c.updatedAt, {
    id: c.id,
    tenantId: c.tenantId,
    changes,
    updatedBy,
    updatedAt: iso(c.updatedAt),
  });
}

export function pricingUpdated(
  origin: EventOrigin,
  c: CampaignRow,
  changes: FieldChanges,
  updatedBy: string,
): PlatformEvent<PricingUpdatedData> {
  return adEvent(ADS_PRICING_UPDATED, origin, c.tenantId, c.id, c.updatedAt, {
    campaignId: c.id,
    tenantId: c.tenantId,
    changes,
    updatedBy,
    updatedAt: iso(c.updatedAt),
  });
}

export function campaignDeleted(
  origin: EventOrigin,
  c: CampaignRow,
  deletedBy: string,
  deletedAt: Date,
): PlatformEvent<CampaignDeletedData> {
  return adEvent(ADS_CAMPAIGN_DELETED, origin, c.tenantId, c.id, deletedAt, {
    id: c.id,
    tenantId: c.tenantId,
    deletedBy,
    deletedAt: iso(deletedAt),
  });
}

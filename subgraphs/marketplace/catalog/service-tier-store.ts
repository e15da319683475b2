import type { ServiceTier } from '../../../lib/db/generated/client';
import type { ItemRow, ItemTable } from './item-store';

export type { ServiceTier };

export type ServiceTierRow = ItemRow<ServiceTier>;
export type ServiceTierChanges = Partial<
  Pick<ServiceTierRow, 'name' | 'description' | 'price' | 'deliverables' | 'deliveryDays'>
>;

export const SERVICE_TIERS: ItemTable<ServiceTier, ServiceTierChanges> = {
  resource: 'Service tier',
  model: (db) => db.serviceTier,
  // Names are unique per listing whatever their case (a unique index on the listing and
  // lower(name)), so a concurrent duplicate is a 409 as well.
  duplicate: 'The listing already has a service tier with this name',
};

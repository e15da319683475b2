import type { SponsorshipLevel, SponsorshipPackage } from '../../../lib/db/generated/client';
import type { ItemRow, ItemTable } from './item-store';

export type { SponsorshipLevel, SponsorshipPackage };
export type SponsorshipPackageRow = ItemRow<SponsorshipPackage>;
export type SponsorshipPackageChanges = Partial<
  Pick<
    SponsorshipPackageRow,
    'name' | 'description' | 'level' | 'price' | 'benefits' | 'slotsAvailable'
  >
>;

export const SPONSORSHIP_PACKAGES: ItemTable<SponsorshipPackage, SponsorshipPackageChanges> = {
  resource: 'Sponsorship package',
  model: (db) => db.sponsorshipPackage,
  // Names are unique per listing whatever their case (a unique index on the listing and
  // lower(name)), so a concurrent duplicate is a 409 as well.
  duplicate: 'The listing already has a sponsorship package with this name',
};

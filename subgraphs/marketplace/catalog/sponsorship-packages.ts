import { InputCheck } from '../../../lib/validation';
import { checkMoney, checkName, checkNotNull, checkTextList, trimAll } from '../common/input-rules';
import type { Catalogue } from './listing-items';
import {
  SPONSORSHIP_PACKAGES,
  type SponsorshipLevel,
  type SponsorshipPackage,
  type SponsorshipPackageChanges,
} from './sponsorship-package-store';

export interface CreateSponsorshipPackageInput {
  listingId: string;
  name: string;
  description?: string | null;
  level: SponsorshipLevel;
  price: number;
  benefits?: string[] | null;
  slotsAvailable: number;
}

export type UpdateSponsorshipPackageInput = {
  [K in Exclude<keyof CreateSponsorshipPackageInput, 'listingId'>]?:
    CreateSponsorshipPackageInput[K] | null;
};

function checkFields(
  check: InputCheck,
  input: UpdateSponsorshipPackageInput,
  creating: boolean,
): void {
  checkName(check, 'name', input.name, 100, creating);
  check.text('description', input.description, { max: 2000 });
  checkMoney(check, 'price', input.price);
  checkTextList(check, 'benefits', input.benefits, { maxItems: 30, maxLength: 200 });
  check.number('slotsAvailable', input.slotsAvailable, { min: 0, max: 100_000, integer: true });
}

/** Sponsorship packages of nexus-lane listings, by level; names unique per listing (409). */
export const sponsorshipPackages: Catalogue<
  SponsorshipPackage,
  CreateSponsorshipPackageInput,
  UpdateSponsorshipPackageInput,
  SponsorshipPackageChanges
> = {
  table: SPONSORSHIP_PACKAGES,
  lane: 'nexus',
  loader: (loaders) => loaders.sponsorshipPackageById,
  checkCreate: (check, input) => {
    checkFields(check, input, true);
    return {
      name: input.name.trim(),
      description: input.description?.trim() ?? '',
      level: input.level,
      price: input.price,
      benefits: trimAll(input.benefits ?? []),
      slotsAvailable: input.slotsAvailable,
    };
  },
  checkUpdate: (input) => {
    const check = new InputCheck();
    checkNotNull(check, input, ['level', 'price', 'slotsAvailable']);
    checkFields(check, input, false);
    check.done();
    const changes: SponsorshipPackageChanges = {};
    if (input.name != null) changes.name = input.name.trim();
    if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
    if (input.level != null) changes.level = input.level;
    if (input.price != null) changes.price = input.price;
    if (input.benefits != null) changes.benefits = trimAll(input.benefits);
    if (input.slotsAvailable != null) changes.slotsAvailable = input.slotsAvailable;
    return changes;
  },
  busy: 'The sponsorship package is being changed by another request; please retry',
};

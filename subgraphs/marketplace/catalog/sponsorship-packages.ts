import { NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import {
  deleteSponsorshipPackage as removePackage,
  findSponsorshipPackage,
  insertSponsorshipPackage,
  listSponsorshipPackages as readPackages,
  updateSponsorshipPackage as writePackage,
  type SponsorshipLevel,
  type SponsorshipPackageChanges,
  type SponsorshipPackageRow,
} from './sponsorship-package-store';
import { checkMoney, checkName, checkNotNull, checkTextList, trimAll } from '../shared/input-rules';
import { listingForChange, ownedOpenListing, parentListing, visibleChild } from '../listings/child-access';
import type { Actor } from '../listings/access';
import type { ListingDeps } from '../listings/listing-rules';

export interface CreateSponsorshipPackageInput {
  listingId: string;
  name: string;
  description?: string | null;
  level: SponsorshipLevel;
  price: number;
  benefits?: string[] | null;
  slotsAvailable: number;
}

export type UpdateSponsorshipPackageInput = { [K in Exclude<keyof CreateSponsorshipPackageInput, 'listingId'>]?: CreateSponsorshipPackageInput[K] | null };

export interface SponsorshipPackageListArgs extends PageRequest {
  level?: SponsorshipLevel | null;
}

function checkFields(check: InputCheck, input: UpdateSponsorshipPackageInput, creating: boolean): void {
  checkName(check, 'name', input.name, 100, creating);
  check.text('description', input.description, { max: 2000 });
  checkMoney(check, 'price', input.price);
  checkTextList(check, 'benefits', input.benefits, { maxItems: 30, maxLength: 200 });
  check.number('slotsAvailable', input.slotsAvailable, { min: 0, max: 100_000, integer: true });
}

export async function getSponsorshipPackage(deps: ListingDeps, actor: Actor, id: string): Promise<SponsorshipPackageRow> {
  assertUuid(id);
  return visibleChild(deps, actor, await findSponsorshipPackage(deps.prisma, actor.tenantId, id), 'Sponsorship package', id);
}

export async function listSponsorshipPackages(
  deps: ListingDeps,
  actor: Actor,
  listingId: string,
  args: SponsorshipPackageListArgs,
): Promise<Connection<SponsorshipPackageRow>> {
  const page = creationPage(args, 'ASC');
  const listing = await parentListing(deps, actor, listingId);
  return creationConnection(await readPackages(deps.prisma, actor.tenantId, listing.id, args.level ?? undefined, page), page);
}

/** Only on a nexus-lane listing of the caller; names are unique per listing (409). */
export async function createSponsorshipPackage(deps: ListingDeps, actor: Actor, input: CreateSponsorshipPackageInput): Promise<SponsorshipPackageRow> {
  const check = new InputCheck();
  checkFields(check, input, true);
  const listing = await listingForChange(deps, actor, input.listingId, 'nexus', check);
  return insertSponsorshipPackage(deps.prisma, {
    tenantId: actor.tenantId,
    listingId: listing.id,
    sellerId: listing.sellerId,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    level: input.level,
    price: input.price,
    benefits: trimAll(input.benefits ?? []),
    slotsAvailable: input.slotsAvailable,
  });
}

export async function updateSponsorshipPackage(
  deps: ListingDeps,
  actor: Actor,
  id: string,
  input: UpdateSponsorshipPackageInput,
): Promise<SponsorshipPackageRow> {
  const pack = await getSponsorshipPackage(deps, actor, id);
  await ownedOpenListing(deps, actor, pack.listingId);
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
  if (Object.keys(changes).length === 0) return pack;
  const updated = await writePackage(deps.prisma, actor.tenantId, pack.id, changes);
  if (!updated) throw new NotFoundError('Sponsorship package', id);
  return updated;
}

export async function deleteSponsorshipPackage(deps: ListingDeps, actor: Actor, id: string): Promise<boolean> {
  const pack = await getSponsorshipPackage(deps, actor, id);
  await ownedOpenListing(deps, actor, pack.listingId);
  if (!(await removePackage(deps.prisma, actor.tenantId, pack.id))) throw new NotFoundError('Sponsorship package', id);
  return true;
}

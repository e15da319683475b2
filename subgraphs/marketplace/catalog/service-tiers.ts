import { NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import {
  deleteServiceTier as removeServiceTier,
  findServiceTier,
  insertServiceTier,
  listServiceTiers as readServiceTiers,
  updateServiceTier as writeServiceTier,
  type ServiceTierChanges,
  type ServiceTierRow,
} from './service-tier-store';
import { checkMoney, checkName, checkNotNull, checkTextList, trimAll } from '../shared/input-rules';
import { listingForChange, ownedOpenListing, parentListing, visibleChild } from '../listings/child-access';
import type { Actor } from '../listings/access';
import type { ListingDeps } from '../listings/listing-rules';

export interface CreateServiceTierInput {
  listingId: string;
  name: string;
  description?: string | null;
  price: number;
  deliverables?: string[] | null;
  deliveryDays: number;
}

export type UpdateServiceTierInput = { [K in Exclude<keyof CreateServiceTierInput, 'listingId'>]?: CreateServiceTierInput[K] | null };

const LIST_RULES = { maxItems: 30, maxLength: 200 };

function checkFields(check: InputCheck, input: UpdateServiceTierInput, creating: boolean): void {
  checkName(check, 'name', input.name, 100, creating);
  check.text('description', input.description, { max: 2000 });
  checkMoney(check, 'price', input.price);
  checkTextList(check, 'deliverables', input.deliverables, LIST_RULES);
  check.number('deliveryDays', input.deliveryDays, { min: 1, max: 365, integer: true });
}

export async function getServiceTier(deps: ListingDeps, actor: Actor, id: string): Promise<ServiceTierRow> {
  assertUuid(id);
  return visibleChild(deps, actor, await findServiceTier(deps.prisma, actor.tenantId, id), 'Service tier', id);
}

/** Tiers of a listing the caller can see, in the order the seller created them. */
export async function listServiceTiers(deps: ListingDeps, actor: Actor, listingId: string, args: PageRequest): Promise<Connection<ServiceTierRow>> {
  const page = creationPage(args, 'ASC');
  const listing = await parentListing(deps, actor, listingId);
  return creationConnection(await readServiceTiers(deps.prisma, actor.tenantId, listing.id, page), page);
}

/** On a listing of the caller in any lane; names are unique per listing (409). */
export async function createServiceTier(deps: ListingDeps, actor: Actor, input: CreateServiceTierInput): Promise<ServiceTierRow> {
  const check = new InputCheck();
  checkFields(check, input, true);
  const listing = await listingForChange(deps, actor, input.listingId, null, check);
  return insertServiceTier(deps.prisma, {
    tenantId: actor.tenantId,
    listingId: listing.id,
    sellerId: listing.sellerId,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    price: input.price,
    deliverables: trimAll(input.deliverables ?? []),
    deliveryDays: input.deliveryDays,
  });
}

export async function updateServiceTier(deps: ListingDeps, actor: Actor, id: string, input: UpdateServiceTierInput): Promise<ServiceTierRow> {
  const tier = await getServiceTier(deps, actor, id);
  await ownedOpenListing(deps, actor, tier.listingId);
  const check = new InputCheck();
  checkNotNull(check, input, ['price', 'deliveryDays']);
  checkFields(check, input, false);
  check.done();
  const changes: ServiceTierChanges = {};
  if (input.name != null) changes.name = input.name.trim();
  if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
  if (input.price != null) changes.price = input.price;
  if (input.deliverables != null) changes.deliverables = trimAll(input.deliverables);
  if (input.deliveryDays != null) changes.deliveryDays = input.deliveryDays;
  if (Object.keys(changes).length === 0) return tier;
  const updated = await writeServiceTier(deps.prisma, actor.tenantId, tier.id, changes);
  if (!updated) throw new NotFoundError('Service tier', id);
  return updated;
}

export async function deleteServiceTier(deps: ListingDeps, actor: Actor, id: string): Promise<boolean> {
  const tier = await getServiceTier(deps, actor, id);
  await ownedOpenListing(deps, actor, tier.listingId);
  if (!(await removeServiceTier(deps.prisma, actor.tenantId, tier.id))) throw new NotFoundError('Service tier', id);
  return true;
}

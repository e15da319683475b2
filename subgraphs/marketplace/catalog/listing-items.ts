import type DataLoader from 'dataloader';
import type { Actor } from '../../../lib/context';
import { ConflictError, NotFoundError, type AppError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { assertUuid, InputCheck } from '../../../lib/validation';
import {
  listingForChange,
  ownedOpenListing,
  parentListing,
  visibleChild,
} from '../listings/child-access';
import type { MarketplaceLane } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import type { MarketplaceLoaders } from '../common/loaders';
import {
  deleteItem,
  insertItem,
  listItemsOf,
  updateItem,
  type ItemRow,
  type ItemTable,
  type StoredItem,
} from './item-store';

/*
 * The rules of every catalogue of a listing (exhibitor slots, service tiers, sponsorship
 * packages). An item is visible exactly when its listing is; only the listing's seller adds,
 * changes and removes items, and only while the listing is open; a catalogue may require a lane.
 * Each catalogue declares what differs: its lane, its input checks, its table and its refusals.
 */

export interface Catalogue<
  S extends StoredItem,
  Create extends { listingId: string },
  Update,
  Changes extends object,
> {
  table: ItemTable<S, Changes>;
  /** The lane a listing must be in to carry this catalogue (a problem of `listingId`); null: any. */
  lane: MarketplaceLane | null;
  loader(loaders: MarketplaceLoaders): DataLoader<string, ItemRow<S> | null>;
  /** A new item's values; problems go into `check` (the listing's are added before it fails). */
  checkCreate(check: InputCheck, input: Create, now: Date): Required<Changes>;
  /** The changes of an update, checked against the stored item; every problem thrown at once. */
  checkUpdate(input: Update, stored: ItemRow<S>, now: Date): Changes;
  /** The 409 message when concurrent writes keep winning over a change (its table's update guard). */
  busy: string;
  /** The error for a delete its table's guard refused, from the item as it is now; default 404. */
  deleteRefused?(fresh: ItemRow<S>): AppError;
}

/** Any catalogue of items stored as S: what reading and removing items needs of it. */
type CatalogueOf<S extends StoredItem> = Catalogue<S, { listingId: string }, never, object>;

/** The item when its listing is visible to the caller, else 404; through the request's loader. */
export async function getItem<S extends StoredItem>(
  catalogue: CatalogueOf<S>,
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<ItemRow<S>> {
  assertUuid(id);
  return visibleChild(
    deps,
    actor,
    await catalogue.loader(deps.loaders).load(id),
    catalogue.table.resource,
    id,
  );
}

/** A fresh read, past the request's cache: after a write or a lost race. */
export function reloadItem<S extends StoredItem>(
  catalogue: CatalogueOf<S>,
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<ItemRow<S>> {
  catalogue.loader(deps.loaders).clear(id);
  return getItem(catalogue, deps, actor, id);
}

/** Items of a listing the caller can see, in the order the seller created them. */
export async function listItems<S extends StoredItem>(
  catalogue: CatalogueOf<S>,
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
  args: PageRequest,
  filter: object = {},
): Promise<Connection<ItemRow<S>>> {
  const page = creationPage(args, 'ASC');
  const listing = await parentListing(deps, actor, listingId);
  return creationConnection(
    await listItemsOf(
      deps.prisma,
      catalogue.table,
      { tenantId: actor.tenantId, listingId: listing.id, filter },
      page,
    ),
    page,
  );
}

/** On an open listing of the caller (in the catalogue's lane); every problem of the input at once. */
export async function createItem<
  S extends StoredItem,
  Cr extends { listingId: string },
  U,
  Ch extends object,
>(
  catalogue: Catalogue<S, Cr, U, Ch>,
  deps: MarketplaceDeps,
  actor: Actor,
  input: Cr,
): Promise<ItemRow<S>> {
  const check = new InputCheck();
  const values = catalogue.checkCreate(check, input, deps.clock.now());
  const listing = await listingForChange(deps, actor, input.listingId, catalogue.lane, check);
  const item = await insertItem(deps.prisma, catalogue.table, {
    ...values,
    tenantId: actor.tenantId,
    listingId: listing.id,
    sellerId: listing.sellerId,
  });
  catalogue.loader(deps.loaders).prime(item.id, item);
  return item;
}

export async function changeItem<
  S extends StoredItem,
  Cr extends { listingId: string },
  U,
  Ch extends object,
>(
  catalogue: Catalogue<S, Cr, U, Ch>,
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: U,
): Promise<ItemRow<S>> {
  // A change loses only to a write that landed between its read and its own (a booking taking
  // a slot's seats); it is then decided again on the fresh item.
  return retryWhileStale(
    async (attempt) => {
      const item =
        attempt === 0
          ? await getItem(catalogue, deps, actor, id)
          : await reloadItem(catalogue, deps, actor, id);
      await ownedOpenListing(deps, actor, item.listingId);
      const changes = catalogue.checkUpdate(input, item, deps.clock.now());
      // An empty PATCH changes nothing, so it must not move updatedAt either.
      if (Object.keys(changes).length === 0) return item;
      const updated = await updateItem(
        deps.prisma,
        catalogue.table,
        actor.tenantId,
        item.id,
        changes,
      );
      if (!updated) return undefined;
      catalogue.loader(deps.loaders).clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError(catalogue.busy),
  );
}

/** The listing's seller removes an item while the listing is open (and its table's guard holds). */
export async function removeItem<S extends StoredItem>(
  catalogue: CatalogueOf<S>,
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  const item = await getItem(catalogue, deps, actor, id);
  await ownedOpenListing(deps, actor, item.listingId);
  if (await deleteItem(deps.prisma, catalogue.table, actor.tenantId, item.id)) {
    catalogue.loader(deps.loaders).clear(id);
    return true;
  }
  const fresh = await reloadItem(catalogue, deps, actor, id).catch(() => null);
  const resource = catalogue.table.resource;
  throw (fresh && catalogue.deleteRefused?.(fresh)) || new NotFoundError(resource, id);
}

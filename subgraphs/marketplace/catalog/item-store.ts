import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import {
  nullWhenUnmatched,
  withDatabaseErrors,
  withUniqueConflict,
} from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';

/*
 * The one store of every catalogue of a listing (exhibitor slots, service tiers, sponsorship
 * packages): each catalogue's table says what differs (its Prisma model, its unique name, the
 * conditions its writes carry); the reads and writes are the same for all of them.
 */

/** The columns every item of a listing has; its money is a DECIMAL(14,2) `price`. */
export interface StoredItem {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  price: { toNumber(): number };
  createdAt: Date;
}

/** An item as the rules see it: the stored row, its price a plain number. */
export type ItemRow<Stored extends StoredItem> = Omit<Stored, 'price'> & { price: number };

/** A new item: its values and the listing it belongs to. */
export type NewItem<Values> = Values & { tenantId: string; listingId: string; sellerId: string };

/**
 * The calls this store makes on a catalogue's Prisma model. Prisma's model delegates have them
 * but share no type, so each table hands over its own delegate as this.
 */
interface ItemModel<Stored> {
  findMany(args: { where: object; orderBy?: object; take?: number }): PromiseLike<Stored[]>;
  create(args: { data: object }): PromiseLike<Stored>;
  update(args: { where: object; data: object }): PromiseLike<Stored>;
  deleteMany(args: { where: object }): PromiseLike<{ count: number }>;
}

/** What differs between the catalogues' tables. */
export interface ItemTable<Stored extends StoredItem, Changes extends object> {
  /** The resource in error messages ("Exhibitor slot not found"). */
  resource: string;
  model(db: Db): ItemModel<Stored>;
  /** The 409 message when a listing already has an item of this name; absent: names may repeat. */
  duplicate?: string;
  /** Conditions an UPDATE carries beyond id and tenant, so a change that no longer fits writes nothing. */
  updateGuard?(changes: Changes): object;
  /** Conditions a DELETE carries beyond id and tenant. */
  deleteGuard?: object;
}

export function toItemRow<Stored extends StoredItem>(stored: Stored): ItemRow<Stored> {
  return { ...stored, price: stored.price.toNumber() } as ItemRow<Stored>;
}

/** One query for any number of ids (the loaders'); other tenants' items are absent. */
export async function findItemsByIds<S extends StoredItem, C extends object>(
  db: Db,
  table: ItemTable<S, C>,
  tenantId: string,
  ids: readonly string[],
): Promise<ItemRow<S>[]> {
  const rows = await table.model(db).findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toItemRow);
}

export async function insertItem<S extends StoredItem, C extends object>(
  db: Db,
  table: ItemTable<S, C>,
  item: NewItem<Required<C>>,
): Promise<ItemRow<S>> {
  const create = async () => table.model(db).create({ data: item });
  const stored = table.duplicate
    ? await withUniqueConflict(table.resource, table.duplicate, create)
    : await withDatabaseErrors(table.resource, create);
  return toItemRow(stored);
}

/**
 * Writes the changes unless the item is gone or the table's guard no longer holds (the guard sits
 * in the UPDATE itself, so a concurrent write cannot slip between check and write): null then.
 * A name another item of the listing has is 409.
 */
export function updateItem<S extends StoredItem, C extends object>(
  db: Db,
  table: ItemTable<S, C>,
  tenantId: string,
  id: string,
  changes: C,
): Promise<ItemRow<S> | null> {
  const where = { id, tenantId, ...table.updateGuard?.(changes) };
  return nullWhenUnmatched(
    table.resource,
    async () => toItemRow(await table.model(db).update({ where, data: changes })),
    { conflict: table.duplicate },
  );
}

/** Deletes the item while the table's guard holds; false otherwise (or when it is gone). */
export async function deleteItem<S extends StoredItem, C extends object>(
  db: Db,
  table: ItemTable<S, C>,
  tenantId: string,
  id: string,
): Promise<boolean> {
  const { count } = await table
    .model(db)
    .deleteMany({ where: { id, tenantId, ...table.deleteGuard } });
  return count === 1;
}

/** One creation-order page of a listing's items; `filter` narrows it (a package's level). */
export async function listItemsOf<S extends StoredItem, C extends object>(
  db: Db,
  table: ItemTable<S, C>,
  query: { tenantId: string; listingId: string; filter: object },
  page: CreationPage,
): Promise<ItemRow<S>[]> {
  const rows = await table.model(db).findMany({
    where: {
      tenantId: query.tenantId,
      listingId: query.listingId,
      ...query.filter,
      ...createdAfter(page),
    },
    ...creationQuery(page),
  });
  return rows.map(toItemRow);
}

import type { MarketplaceLane, Order, OrderStatus } from '../../../lib/db/generated/client';
import { type Db, Prisma, type PrismaClient } from '../../../lib/db/prisma';
import { nullWhenUnmatched, withUniqueConflict } from '../../../lib/db/prisma-errors';

export type { OrderStatus };

/** An order as the rules see it: money is a plain number. */
export interface OrderRow {
  id: string;
  tenantId: string;
  quoteId: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  category: MarketplaceLane;
  status: OrderStatus;
  totalAmount: number;
  currency: string;
  notes: string;
  deliveryNote: string | null;
  deliverables: string[];
  rating: number | null;
  cancellationReason: string | null;
  cancelledBy: string | null;
  version: number;
  confirmedAt: Date | null;
  startedAt: Date | null;
  deliveredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  disputedAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The timestamps moves record. */
export type OrderStamp =
  | 'confirmedAt'
  | 'startedAt'
  | 'deliveredAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'disputedAt'
  | 'refundedAt';

export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'deliveryNote'
    | 'deliverables'
    | 'rating'
    | 'cancellationReason'
    | 'cancelledBy'
    | OrderStamp
  >
>;

/** What a completed order adds to its listing's statistics. */
interface ListingGain {
  tenantId: string;
  listingId: string;
  amount: number;
  rating: number | null;
}

/** A move of an order as decided by the rules, and what its listing gains by it (completions). */
export interface OrderOutcome {
  changes: OrderChanges;
  listingGain: ListingGain | null;
}

export type NewOrder = Pick<
  OrderRow,
  | 'tenantId'
  | 'quoteId'
  | 'listingId'
  | 'buyerId'
  | 'sellerId'
  | 'category'
  | 'totalAmount'
  | 'currency'
  | 'notes'
>;

function toOrderRow(order: Order): OrderRow {
  return { ...order, totalAmount: order.totalAmount.toNumber() };
}

/** One query for any number of ids; other tenants' orders are absent. */
export async function findOrdersByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<OrderRow[]> {
  const rows = await prisma.order.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toOrderRow);
}

export async function findOrdersByQuoteIds(
  prisma: Db,
  tenantId: string,
  quoteIds: readonly string[],
): Promise<OrderRow[]> {
  const rows = await prisma.order.findMany({ where: { tenantId, quoteId: { in: [...quoteIds] } } });
  return rows.map(toOrderRow);
}

/** The lane of a listing, deleted or not: an agreed deal outlives its listing. */
export async function findListingLane(
  prisma: Db,
  tenantId: string,
  listingId: string,
): Promise<MarketplaceLane | null> {
  const listing = await prisma.listing.findFirst({
    where: { id: listingId, tenantId },
    select: { category: true },
  });
  return listing?.category ?? null;
}

/** The one order of a quote; a second one (even a concurrent one) is 409 by the unique quote_id. */
export async function insertOrder(prisma: Db, order: NewOrder): Promise<OrderRow> {
  return toOrderRow(
    await withUniqueConflict('Order', `An order already exists for quote ${order.quoteId}`, () =>
      prisma.order.create({ data: order }),
    ),
  );
}

/** Writes `changes` only if the order is still at the version decided on; null otherwise. */
export function updateOrderIfUnchanged(
  db: Db,
  seen: OrderRow,
  changes: OrderChanges,
): Promise<OrderRow | null> {
  return nullWhenUnmatched('Order', async () =>
    toOrderRow(
      await db.order.update({
        where: { id: seen.id, tenantId: seen.tenantId, version: seen.version },
        data: { ...changes, version: { increment: 1 } },
      }),
    ),
  );
}

/**
 * Adds one completed order to its listing's statistics with SQL arithmetic, so concurrent
 * completions never lose an update: one more booking, the amount to revenue and, with a rating,
 * one more rating folded into the average (SET reads the row's old values).
 */
async function addCompletionToListing(db: Db, completion: ListingGain): Promise<void> {
  const rated = completion.rating !== null;
  // Raw on purpose: statistics are no edit, so the listing's updatedAt stays.
  await db.$executeRaw`
    UPDATE "marketplace"."listings" SET
      "total_bookings" = "total_bookings" + 1,
      "revenue" = "revenue" + ${completion.amount}::numeric,
      "rating_count" = "rating_count" + ${rated ? 1 : 0}::int,
      "average_rating" = CASE WHEN ${rated}::boolean
        THEN ("average_rating" * "rating_count" + ${completion.rating ?? 0}::float8) / ("rating_count" + 1)
        ELSE "average_rating" END
    WHERE "id" = ${completion.listingId}::uuid AND "tenant_id" = ${completion.tenantId}::uuid`;
}

/**
 * Writes a decided move of an order inside the caller's transaction (the disputes feature
 * resolves a dispute and moves its order together), with the listing's gain for a completion.
 * Null when the order changed since it was read: nothing is written, the caller rolls back.
 */
export async function writeOrderOutcome(
  tx: Prisma.TransactionClient,
  order: OrderRow,
  outcome: OrderOutcome,
): Promise<OrderRow | null> {
  const updated = await updateOrderIfUnchanged(tx, order, outcome.changes);
  if (!updated) return null;
  if (outcome.listingGain) await addCompletionToListing(tx, outcome.listingGain);
  return updated;
}

/** writeOrderOutcome in a transaction of its own: the order and its listing's statistics move together. */
export function saveOrderOutcome(
  prisma: PrismaClient,
  order: OrderRow,
  outcome: OrderOutcome,
): Promise<OrderRow | null> {
  return prisma.$transaction((tx) => writeOrderOutcome(tx, order, outcome));
}

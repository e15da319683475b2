import type { Booking, BookingStatus } from '../../../lib/db/generated/client';
import { type Db, Prisma, type PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../../../lib/events/outbox';

export type { BookingStatus };

/** A booking as the rules see it: money columns are plain numbers. */
export interface BookingRow {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  buyerId: string;
  groupId: string | null;
  groupPosition: number | null;
  status: BookingStatus;
  baseAmount: number;
  taxAmount: number;
  totalAmount: number;
  currency: string;
  attendeeEmail: string;
  attendeeName: string | null;
  attendeePhone: string | null;
  quantity: number;
  notes: string | null;
  cancellationReason: string | null;
  cancelledBy: string | null;
  submittedAt: Date | null;
  confirmedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A group booking: its id and its bookings, in the order the attendees were given. */
export interface BookingGroupRow {
  id: string;
  listingId: string;
  bookings: BookingRow[];
}

/** Everything a new booking stores (ids are made by the rules); the database fills the timestamps. */
export type NewBooking = Pick<
  BookingRow,
  | 'tenantId'
  | 'listingId'
  | 'sellerId'
  | 'buyerId'
  | 'groupId'
  | 'groupPosition'
  | 'status'
  | 'baseAmount'
  | 'taxAmount'
  | 'totalAmount'
  | 'currency'
  | 'attendeeEmail'
  | 'attendeeName'
  | 'attendeePhone'
  | 'quantity'
  | 'notes'
  | 'submittedAt'
> & { id: string };

/** What a move writes. */
export type BookingChanges = Partial<
  Pick<
    BookingRow,
    | 'status'
    | 'cancellationReason'
    | 'cancelledBy'
    | 'submittedAt'
    | 'confirmedAt'
    | 'completedAt'
    | 'cancelledAt'
  >
>;

export function toBookingRow(booking: Booking): BookingRow {
  return {
    ...booking,
    baseAmount: booking.baseAmount.toNumber(),
    taxAmount: booking.taxAmount.toNumber(),
    totalAmount: booking.totalAmount.toNumber(),
  };
}

/** One query for any number of ids; other tenants' bookings are absent. */
export async function findBookingsByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<BookingRow[]> {
  const rows = await prisma.booking.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toBookingRow);
}

/** One query for the bookings of any number of groups, each group in the order it was requested. */
export async function findBookingsByGroupIds(
  prisma: Db,
  tenantId: string,
  groupIds: readonly string[],
): Promise<BookingRow[]> {
  const rows = await prisma.booking.findMany({
    where: { tenantId, groupId: { in: [...groupIds] } },
    orderBy: [{ groupPosition: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toBookingRow);
}

type Transaction = Prisma.TransactionClient;

/** What a write on a listing that no longer takes bookings answers instead (nothing written). */
export interface ListingNotActive {
  listingStatus: string;
}

/**
 * Locks the listing against concurrent moves (FOR SHARE: a pause waits for this transaction)
 * and answers its state ('deleted' when gone), so no booking is written on a listing that was
 * paused between the rules' check and the write.
 */
async function lockListing(tx: Transaction, tenantId: string, listingId: string): Promise<string> {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT "status"::text AS "status" FROM "marketplace"."listings"
    WHERE "id" = ${listingId}::uuid AND "tenant_id" = ${tenantId}::uuid AND "deleted_at" IS NULL
    FOR SHARE`;
  return rows[0]?.status ?? 'deleted';
}

/**
 * Inserts bookings on one listing in one transaction: all of them or none (group bookings),
 * and only while the listing is active, checked again on the locked row. Rows come back in the
 * order given.
 */
export function insertBookingsOnActiveListing(
  prisma: PrismaClient,
  bookings: NewBooking[],
): Promise<BookingRow[] | ListingNotActive> {
  const { tenantId, listingId } = bookings[0];
  return withDatabaseErrors('Booking', () =>
    prisma.$transaction(async (tx) => {
      const listingStatus = await lockListing(tx, tenantId, listingId);
      if (listingStatus !== 'active') return { listingStatus };
      const rows = await tx.booking.createManyAndReturn({ data: bookings });
      const byId = new Map(rows.map((row) => [row.id, toBookingRow(row)]));
      return bookings.map((booking) => byId.get(booking.id)!);
    }),
  );
}

/**
 * Writes a move only if the booking is still in the state the rules decided on. A move with a
 * rule about its listing (`whileListingActive`: submit) locks the listing first and writes
 * nothing unless it is active; a move's event goes into the outbox in the same transaction.
 * Null means the booking changed meanwhile.
 */
export async function updateBookingIfUnchanged(
  prisma: PrismaClient,
  seen: BookingRow,
  changes: BookingChanges,
  options: { whileListingActive: boolean; event?: PlatformEvent },
): Promise<BookingRow | ListingNotActive | null> {
  return nullWhenUnmatched('Booking', async () => {
    return await prisma.$transaction(async (tx) => {
      if (options.whileListingActive) {
        const listingStatus = await lockListing(tx, seen.tenantId, seen.listingId);
        if (listingStatus !== 'active') return { listingStatus };
      }
      const updated = toBookingRow(
        await tx.booking.update({
          where: { id: seen.id, tenantId: seen.tenantId, status: seen.status },
          data: changes,
        }),
      );
      if (options.event) await recordEvent(tx, 'marketplace', options.event);
      return updated;
    });
  });
}

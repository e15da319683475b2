import { Prisma, type PrismaClient } from '../../../lib/db/prisma';
import type { Booking, BookingStatus } from '../../../lib/db/generated/client';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../data/outbox';

export type { BookingStatus };

/** A booking as the domain sees it: money columns are plain numbers. */
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

/** Everything a new booking stores (ids are made by the domain); the database fills the timestamps. */
export type NewBooking = Pick<
  BookingRow,
  | 'tenantId' | 'listingId' | 'sellerId' | 'buyerId' | 'groupId' | 'groupPosition' | 'status' | 'baseAmount' | 'taxAmount' | 'totalAmount'
  | 'currency' | 'attendeeEmail' | 'attendeeName' | 'attendeePhone' | 'quantity' | 'notes' | 'submittedAt'
> & { id: string };

/** What a move writes. */
export type BookingChanges = Partial<
  Pick<BookingRow, 'status' | 'cancellationReason' | 'cancelledBy' | 'submittedAt' | 'confirmedAt' | 'completedAt' | 'cancelledAt'>
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
export async function findBookingsByIds(prisma: PrismaClient, tenantId: string, ids: readonly string[]): Promise<BookingRow[]> {
  const rows = await prisma.booking.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toBookingRow);
}

/** One query for the bookings of any number of groups, each group in the order it was requested. */
export async function findBookingsByGroupIds(prisma: PrismaClient, tenantId: string, groupIds: readonly string[]): Promise<BookingRow[]> {
  const rows = await prisma.booking.findMany({
    where: { tenantId, groupId: { in: [...groupIds] } },
    orderBy: [{ groupPosition: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toBookingRow);
}

export async function countBookings(prisma: PrismaClient, tenantId: string): Promise<number> {
  return prisma.booking.count({ where: { tenantId } });
}

type Transaction = Prisma.TransactionClient;

/**
 * Locks the listing against concurrent moves (FOR SHARE: a pause waits for this transaction)
 * and answers its state ('deleted' when gone), so no booking is written on a listing that was
 * paused between the domain's check and the write.
 */
async function lockListing(tx: Transaction, tenantId: string, listingId: string): Promise<string> {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT "status"::text AS "status" FROM "marketplace"."listings"
    WHERE "id" = ${listingId}::uuid AND "tenant_id" = ${tenantId}::uuid AND "deleted_at" IS NULL
    FOR SHARE`;
  return rows[0]?.status ?? 'deleted';
}

/**
 * Inserts bookings on one listing in one transaction: all of them or none (group bookings).
 * Rows come back in the order given.
 */
export function insertBookings(prisma: PrismaClient, bookings: NewBooking[], checkListing: (status: string) => void): Promise<BookingRow[]> {
  const { tenantId, listingId } = bookings[0];
  return withDatabaseErrors('Booking', () =>
    prisma.$transaction(async (tx) => {
      // The domain's rule, checked again on the locked row: the listing cannot change status meanwhile.
      checkListing(await lockListing(tx, tenantId, listingId));
      const rows = await tx.booking.createManyAndReturn({ data: bookings });
      const byId = new Map(rows.map((row) => [row.id, toBookingRow(row)]));
      return bookings.map((booking) => byId.get(booking.id)!);
    }),
  );
}

/**
 * Writes a move only if the booking is still in the state the domain decided on. A move with a
 * rule about its listing (submit) locks the listing and runs `checkListing` on its status first; a move's event (`eventOf` the booking as
 * written) goes into the outbox in the same transaction. Null means the booking changed meanwhile.
 */
export async function updateBookingIfUnchanged(
  prisma: PrismaClient,
  seen: BookingRow,
  changes: BookingChanges,
  options: { checkListing?: (status: string) => void; eventOf?: (updated: BookingRow) => PlatformEvent },
): Promise<BookingRow | null> {
  return nullWhenUnmatched('Booking', async () => {
    return await prisma.$transaction(async (tx) => {
      if (options.checkListing) options.checkListing(await lockListing(tx, seen.tenantId, seen.listingId));
      const updated = toBookingRow(await tx.booking.update({ where: { id: seen.id, tenantId: seen.tenantId, status: seen.status }, data: changes }));
      if (options.eventOf) await recordEvent(tx, options.eventOf(updated));
      return updated;
    });
  });
}

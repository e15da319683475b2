import type { Db } from '../../../lib/db/prisma';

/** An event's tickets by status as stored, with their credits, and its types' seats left. */
export interface StoredSales {
  valid: number;
  checkedIn: number;
  refunded: number;
  cancelled: number;
  validCredits: number;
  checkedInCredits: number;
  /** quantity - sold over the event's ticket types. */
  seatsLeft: number;
}

/**
 * Counts one event's tickets by status and its types' seats left, in one statement so the two
 * agree (one snapshot under READ COMMITTED). Pending and void tickets (an order being paid, or
 * one that failed) are not counted: no one holds them. A pending order's seats are still in
 * `sold`, so `seatsLeft` never promises a seat a buyer is paying for.
 */
export async function countTicketSales(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<StoredSales> {
  const [row] = await db.$queryRaw<StoredSales[]>`
    SELECT
      count(*) FILTER (WHERE t.status = 'valid')::int AS "valid",
      count(*) FILTER (WHERE t.status = 'checked_in')::int AS "checkedIn",
      count(*) FILTER (WHERE t.status = 'refunded')::int AS "refunded",
      count(*) FILTER (WHERE t.status = 'cancelled')::int AS "cancelled",
      coalesce(sum(t.price_credits) FILTER (WHERE t.status = 'valid'), 0)::int AS "validCredits",
      coalesce(sum(t.price_credits) FILTER (WHERE t.status = 'checked_in'), 0)::int
        AS "checkedInCredits",
      (SELECT coalesce(sum(tt.quantity - tt.sold), 0)::int
         FROM events.ticket_types tt
        WHERE tt.tenant_id = ${tenantId}::uuid AND tt.event_id = ${eventId}::uuid) AS "seatsLeft"
    FROM events.tickets t
    WHERE t.tenant_id = ${tenantId}::uuid AND t.event_id = ${eventId}::uuid`;
  return row;
}

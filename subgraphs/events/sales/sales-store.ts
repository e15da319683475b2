import type { Db } from '../../../lib/db/prisma';

/** An event's ticket counts as stored: tickets by status, seats left, credits kept. */
export interface SalesCounts {
  sold: number;
  checkedIn: number;
  refunded: number;
  cancelled: number;
  available: number;
  revenueCredits: number;
}

/**
 * Counts one event's tickets by status and its types' seats left, in one statement so the two
 * agree (one snapshot under READ COMMITTED). Pending and void tickets (an order being paid, or
 * one that failed) are not counted: no one holds them; their seats are already out of `sold`
 * when the order failed, and still in it while it is being paid, so `available` never promises
 * a seat a buyer is paying for.
 */
export async function countTicketSales(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<SalesCounts> {
  const [row] = await db.$queryRaw<
    {
      sold: number;
      checked_in: number;
      refunded: number;
      cancelled: number;
      revenue: number;
      available: number;
    }[]
  >`
    SELECT
      count(*) FILTER (WHERE t.status IN ('valid', 'checked_in'))::int AS sold,
      count(*) FILTER (WHERE t.status = 'checked_in')::int AS checked_in,
      count(*) FILTER (WHERE t.status = 'refunded')::int AS refunded,
      count(*) FILTER (WHERE t.status = 'cancelled')::int AS cancelled,
      coalesce(sum(t.price_credits) FILTER (WHERE t.status IN ('valid', 'checked_in')), 0)::int
        AS revenue,
      (SELECT coalesce(sum(tt.quantity - tt.sold), 0)::int
         FROM events.ticket_types tt
        WHERE tt.tenant_id = ${tenantId}::uuid AND tt.event_id = ${eventId}::uuid) AS available
    FROM events.tickets t
    WHERE t.tenant_id = ${tenantId}::uuid AND t.event_id = ${eventId}::uuid`;
  return {
    sold: row.sold,
    checkedIn: row.checked_in,
    refunded: row.refunded,
    cancelled: row.cancelled,
    available: row.available,
    revenueCredits: row.revenue,
  };
}

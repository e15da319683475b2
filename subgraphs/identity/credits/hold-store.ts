import { claimRound, type ClaimSpec } from '../../../lib/db/claim-round';
import { Prisma, type PrismaClient, type Db } from '../../../lib/db/prisma';
import { SETTLEMENT_ENTRIES } from './settlement';
import {
  findReservation,
  RESERVATION_COLUMNS,
  settleReservations,
  type ReservationRow,
} from './reservation-store';

/** A hold the sweep released: which reservation, whose wallet, how many credits went back. */
export interface ReleasedHold {
  tenantId: string;
  id: string;
  walletId: string;
  amount: number;
}

/**
 * Confirms a hold: one conditional UPDATE that matches only an unsettled reservation whose
 * deadline is still ahead (`status = 'reserved' AND confirm_by > now`), and clears the deadline.
 *
 * Confirm and the sweep (releaseExpiredHolds) race on the same row and both take its row lock:
 * whichever locks first wins, and PostgreSQL re-checks the other's WHERE on the row version the
 * winner committed (READ COMMITTED). A confirmed row has `confirm_by` NULL, so the sweep no longer
 * matches it; a released row is not `reserved`, so the confirm no longer matches it. Exactly one
 * of them changes the row. A repeated confirm matches nothing and reads the row as confirmed.
 *
 * Null when the reservation does not exist; `confirmed` says whether this call confirmed it.
 */
export async function confirmHold(
  prisma: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<{ reservation: ReservationRow; confirmed: boolean } | null> {
  // The usual call is one statement; one that matched nothing reads the row after it (the
  // statement's snapshot may predate the sweep or settle whose lock it waited for).
  const [confirmed] = await prisma.$queryRaw<ReservationRow[]>`
    UPDATE "identity"."credit_reservations" SET "confirm_by" = NULL, "confirmed_at" = ${now}
    WHERE "tenant_id" = ${tenantId}::uuid AND "id" = ${id} AND "status" = 'reserved' AND "confirm_by" > ${now}
    RETURNING ${RESERVATION_COLUMNS}`;
  if (confirmed) return { reservation: confirmed, confirmed: true };
  const reservation = await findReservation(prisma, tenantId, id);
  return reservation && { reservation, confirmed: false };
}

/**
 * Releases holds whose deadline passed unconfirmed: up to `limit` of them (the sweep), or just
 * the one named by `only` (a late confirm, which waits for the row's lock instead of skipping it).
 * Each released hold gets the same settlement a release gets (status `released`, one `release`
 * entry of +amount, the balance moved by it), all in one transaction.
 *
 * Concurrency, statement by statement (READ COMMITTED):
 * 1. The claim (lib/db/claim-round.ts) takes the row locks of the expired holds. A row another
 *    transaction holds (a second sweep on another instance, a confirm, a settle in flight) is
 *    skipped rather than waited for, so several sweeps never take the same hold; a row changed
 *    and committed since our snapshot is re-checked against the WHERE before it is locked, so a
 *    hold confirmed a moment ago (confirm_by now NULL) is not taken.
 * 2. The wallets of those holds are locked in id order. Every other writer of wallets here holds
 *    at most one wallet (reserve, settle, top-up), so a fixed order is enough for two sweeps
 *    releasing holds of the same wallets not to deadlock.
 * 3. One statement settles them (settleReservations, as every settle): the conditional UPDATE
 *    (still `reserved`: we hold the locks, so this only restates it) feeds the ledger entries and
 *    the balance update. The partial unique
 *    index "wallet_entries_one_settlement_key" would refuse a second settlement entry anyway.
 */
export function releaseExpiredHolds(
  prisma: PrismaClient,
  now: Date,
  scope: { limit: number } | { only: { tenantId: string; id: string } },
): Promise<ReleasedHold[]> {
  const only =
    'only' in scope
      ? Prisma.sql`AND "tenant_id" = ${scope.only.tenantId}::uuid AND "id" = ${scope.only.id}`
      : Prisma.empty;
  const expired: ClaimSpec = {
    schema: 'identity',
    table: 'credit_reservations',
    columns: Prisma.sql`"tenant_id"::text AS "tenantId", "id", "wallet_id"::text AS "walletId"`,
    where: Prisma.sql`"status" = 'reserved' AND "confirm_by" <= ${now} ${only}`,
    orderBy: Prisma.sql`"confirm_by"`,
    limit: 'only' in scope ? 1 : scope.limit,
    wait: 'only' in scope,
  };
  return claimRound(
    prisma,
    expired,
    async (tx, due: { tenantId: string; id: string; walletId: string }[]) => {
      if (due.length === 0) return [];
      const wallets = [...new Set(due.map((hold) => hold.walletId))].sort();
      await tx.$queryRaw`SELECT 1 FROM "identity"."wallets" WHERE "id" = ANY(${wallets}::uuid[]) ORDER BY "id" FOR UPDATE`;
      const match = Prisma.sql`(r."tenant_id", r."id") IN (SELECT * FROM unnest(${due.map((hold) => hold.tenantId)}::uuid[], ${due.map((hold) => hold.id)}::text[]))`;
      const released = await settleReservations(
        tx,
        match,
        'released',
        SETTLEMENT_ENTRIES.release,
        now,
      );
      return released.map(({ tenantId, id, walletId, amount }) => ({
        tenantId,
        id,
        walletId,
        amount,
      }));
    },
  );
}

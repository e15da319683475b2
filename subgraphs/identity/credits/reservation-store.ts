import type { CreditReservation, CreditReservationStatus } from '../../../lib/db/generated/client';
import { Prisma, type Db } from '../../../lib/db/prisma';
import type { WalletEntryKind } from '../wallets/wallet-store';

export type { CreditReservationStatus };
export type ReservationRow = CreditReservation;

export interface NewReservation {
  tenantId: string;
  id: string;
  walletId: string;
  userId: string;
  amount: number;
  reference: string;
  /** The hold's deadline: unconfirmed by then, the sweep releases it (credits/hold-store.ts). */
  confirmBy: Date;
  /**
   * A hold confirmed as it is taken (holdCredits): no deadline, `confirmed_at` set, and taken only
   * while the database's clock is at or before `takeBy` (credits/batch-hold-rules.ts).
   */
  confirmedUntil?: { takeBy: Date };
}

export type ReserveResult =
  | { done: true; reservation: ReservationRow }
  /** Nothing was reserved: the id is taken (`stored`), or the balance was short. */
  | { done: false; stored: ReservationRow | null; balance: number; late: boolean };

export function findReservation(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<ReservationRow | null> {
  return prisma.creditReservation.findUnique({ where: { tenantId_id: { tenantId, id } } });
}

/** The columns of a reservation row under the names of ReservationRow, for raw statements. */
export const RESERVATION_COLUMNS = Prisma.sql`"tenant_id"::text AS "tenantId", "id", "wallet_id"::text AS "walletId", "user_id"::text AS "userId",
  "amount", "status"::text AS "status", "reference", "created_at" AS "createdAt", "settled_at" AS "settledAt",
  "confirm_by" AS "confirmBy", "confirmed_at" AS "confirmedAt"`;

/**
 * Reserves credits in one statement: the reservation row, the balance and the reserve entry.
 * One statement is atomic without a transaction, and the wallet's row lock is held only while
 * it runs (a transaction of several round trips held it across all of them, so one wallet's
 * concurrent reservations queued behind each other's network waits).
 *
 * Concurrency (READ COMMITTED):
 * - `locked` takes the wallet's row lock first. Concurrent reservations of one wallet run one
 *   after the other from here, and FOR UPDATE answers the newest committed balance (PostgreSQL
 *   follows the row to its latest version once the lock is granted), not the statement's
 *   snapshot.
 * - The row is inserted only when that balance covers the amount, with ON CONFLICT DO NOTHING:
 *   a repeat of the id, even a concurrent one (it waited for the wallet lock, so the first has
 *   committed), inserts nothing.
 * - The balance update and the entry read the inserted row, so they happen exactly when it was
 *   inserted. The update runs on the row this statement holds locked; PostgreSQL re-reads its
 *   latest version for the update, so `balance - amount` is computed from the balance checked.
 *
 * - A hold confirmed as it is taken (`confirmedUntil`) is inserted only while `clock_timestamp()`,
 *   read after the wallet's lock is granted, is at or before `takeBy`. Requests for one reservation
 *   id name one wallet, so they run one after the other on its lock: once one of them found the
 *   clock past `takeBy`, every later one does too, and none inserts. That is what lets a
 *   reserving service treat "not stored, too late" as final (docs/wallets.md, "Holds").
 *
 * Not reserved: the stored row of the id when there is one (read after the statement), else the
 * balance found, and whether the hold came too late.
 */
export async function reserve(
  prisma: Db,
  reservation: NewReservation,
  now: Date,
): Promise<ReserveResult> {
  const { tenantId, id, walletId, userId, amount, reference } = reservation;
  const takeBy = reservation.confirmedUntil?.takeBy ?? null;
  const confirmBy = takeBy ? null : reservation.confirmBy;
  const confirmedAt = takeBy ? now : null;
  const takenInTime = Prisma.sql`(${takeBy}::timestamptz IS NULL OR clock_timestamp() <= ${takeBy}::timestamptz)`;
  const rows = await prisma.$queryRaw<
    (Partial<ReservationRow> & { balance: number; inTime: boolean })[]
  >`
    WITH locked AS (
      SELECT "balance" FROM "identity"."wallets" WHERE "id" = ${walletId}::uuid FOR UPDATE
    ), inserted AS (
      INSERT INTO "identity"."credit_reservations" ("tenant_id", "id", "wallet_id", "user_id", "amount", "reference", "created_at", "confirm_by", "confirmed_at")
      SELECT ${tenantId}::uuid, ${id}, ${walletId}::uuid, ${userId}::uuid, ${amount}, ${reference}, ${now}, ${confirmBy}, ${confirmedAt}
      FROM locked WHERE locked."balance" >= ${amount} AND ${takenInTime}
      ON CONFLICT DO NOTHING
      RETURNING *
    ), taken AS (
      UPDATE "identity"."wallets" AS w SET "balance" = w."balance" - i."amount", "updated_at" = ${now}
      FROM inserted AS i WHERE w."id" = i."wallet_id"
    ), entry AS (
      INSERT INTO "identity"."wallet_entries" ("id", "tenant_id", "wallet_id", "amount", "kind", "reservation_id", "reference", "created_at")
      SELECT gen_random_uuid(), i."tenant_id", i."wallet_id", -i."amount", 'reserve'::"identity"."wallet_entry_kind", i."id", i."reference", ${now}
      FROM inserted AS i
    )
    SELECT locked."balance", ${takenInTime} AS "inTime", r.* FROM locked LEFT JOIN (SELECT ${RESERVATION_COLUMNS} FROM inserted) AS r ON true`;
  if (rows.length === 0) throw new Error(`wallet ${walletId} does not exist`);
  const { balance, inTime, ...row } = rows[0];
  if (row.id != null) return { done: true, reservation: row as ReservationRow };
  const stored = await findReservation(prisma, tenantId, id);
  return { done: false, stored, balance, late: !inTime };
}

/**
 * Settles every reservation `match` picks (a condition on `r`) that is still reserved, in one
 * statement: the move is a conditional UPDATE (`status = 'reserved'`), and the settlement entries
 * and the balance changes read its result, so they happen exactly for the rows this statement
 * moved. Concurrent settles of a row wait for the first's row lock, then PostgreSQL re-checks
 * `status = 'reserved'` on the committed row, finds it settled and moves nothing. Wallets are
 * changed after their reservations, as everywhere else that settles; holds of one wallet move
 * its balance once, by their sum. `back` is the share of the amount returned: 1 for a release or
 * refund, 0 for a charge (a 0 entry). Answers the rows moved.
 */
export function settleReservations(
  db: Db,
  match: Prisma.Sql,
  to: Exclude<CreditReservationStatus, 'reserved'>,
  entry: { kind: WalletEntryKind; back: 0 | 1 },
  now: Date,
): Promise<ReservationRow[]> {
  return db.$queryRaw<ReservationRow[]>`
    WITH moved AS (
      UPDATE "identity"."credit_reservations" AS r SET "status" = ${to}::"identity"."credit_reservation_status", "settled_at" = ${now}
      WHERE r."status" = 'reserved' AND ${match}
      RETURNING r.*
    ), entries AS (
      INSERT INTO "identity"."wallet_entries" ("id", "tenant_id", "wallet_id", "amount", "kind", "reservation_id", "reference", "created_at")
      SELECT gen_random_uuid(), m."tenant_id", m."wallet_id", m."amount" * ${entry.back}, ${entry.kind}::"identity"."wallet_entry_kind", m."id", m."reference", ${now}
      FROM moved AS m
    ), balances AS (
      UPDATE "identity"."wallets" AS w SET "balance" = w."balance" + back."amount", "updated_at" = ${now}
      FROM (SELECT "wallet_id", sum("amount" * ${entry.back})::int AS "amount" FROM moved GROUP BY "wallet_id") AS back
      WHERE w."id" = back."wallet_id" AND ${entry.back} <> 0
    )
    SELECT ${RESERVATION_COLUMNS} FROM moved`;
}

/**
 * Settles one reservation once (settleReservations). Null when it does not exist; `settled` says
 * whether this call did it. A call that changed nothing reads the row after the statement (the
 * statement's own snapshot may predate the settle it waited for).
 */
export async function settle(
  prisma: Db,
  tenantId: string,
  id: string,
  to: Exclude<CreditReservationStatus, 'reserved'>,
  entry: { kind: WalletEntryKind; back: 0 | 1 },
  now: Date,
): Promise<{ reservation: ReservationRow; settled: boolean } | null> {
  const moved = await settleReservations(
    prisma,
    Prisma.sql`r."tenant_id" = ${tenantId}::uuid AND r."id" = ${id}`,
    to,
    entry,
    now,
  );
  if (moved.length === 1) return { reservation: moved[0], settled: true };
  const reservation = await findReservation(prisma, tenantId, id);
  return reservation && { reservation, settled: false };
}

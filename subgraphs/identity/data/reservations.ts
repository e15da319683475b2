import type { CreditReservation, CreditReservationStatus } from '../../../lib/db/generated/client';
import type { PrismaClient } from '../../../lib/db/prisma';
import { appendEntry, type Db, type WalletEntryKind } from './wallets';

export type { CreditReservationStatus };
export type ReservationRow = CreditReservation;

export interface NewReservation {
  tenantId: string;
  id: string;
  walletId: string;
  userId: string;
  amount: number;
  reference: string;
  /** The hold's deadline: unconfirmed by then, the sweep releases it (data/holds.ts). */
  confirmBy: Date;
}

export function findReservation(prisma: Db, tenantId: string, id: string): Promise<ReservationRow | null> {
  return prisma.creditReservation.findUnique({ where: { tenantId_id: { tenantId, id } } });
}

/**
 * Reserves credits: the reservation row, the balance and the reserve entry in one transaction.
 *
 * - The row is inserted with ON CONFLICT DO NOTHING, so a repeat of the id (even a concurrent
 *   one, which waits on the first's insert) reserves nothing and gets the stored row back.
 * - The balance is taken by one conditional UPDATE (`balance >= amount`): PostgreSQL runs
 *   concurrent ones on the wallet row one after the other and re-checks the condition on the
 *   row each finally sees, so no interleaving drives a balance below zero.
 *
 * `insufficient` is thrown inside the transaction (rolling the row back) when the balance is short.
 */
export function reserve(
  prisma: PrismaClient,
  reservation: NewReservation,
  now: Date,
  insufficient: (balance: number) => Error,
): Promise<{ reservation: ReservationRow; created: boolean }> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.creditReservation.createMany({ data: [{ ...reservation, createdAt: now }], skipDuplicates: true });
    if (count === 0) return { reservation: (await findReservation(tx, reservation.tenantId, reservation.id))!, created: false };
    const taken = await tx.wallet.updateMany({
      where: { id: reservation.walletId, balance: { gte: reservation.amount } },
      data: { balance: { decrement: reservation.amount }, updatedAt: now },
    });
    if (taken.count !== 1) {
      const wallet = await tx.wallet.findUniqueOrThrow({ where: { id: reservation.walletId } });
      throw insufficient(wallet.balance);
    }
    await tx.walletEntry.create({
      data: {
        tenantId: reservation.tenantId,
        walletId: reservation.walletId,
        amount: -reservation.amount,
        kind: 'reserve',
        reservationId: reservation.id,
        reference: reservation.reference,
        createdAt: now,
      },
    });
    return { reservation: (await findReservation(tx, reservation.tenantId, reservation.id))!, created: true };
  });
}

/**
 * Settles a reservation once: the move is one conditional UPDATE (`status = 'reserved'`), so of
 * concurrent settles exactly one changes the row (the others wait for its commit, then find it
 * settled and change nothing) and only that one writes the settlement entry. Null when the
 * reservation does not exist; `settled` says whether this call did it.
 */
export function settle(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  to: Exclude<CreditReservationStatus, 'reserved'>,
  entry: { kind: WalletEntryKind; amount: (reserved: number) => number },
  now: Date,
): Promise<{ reservation: ReservationRow; settled: boolean } | null> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.creditReservation.updateMany({
      where: { tenantId, id, status: 'reserved' },
      data: { status: to, settledAt: now },
    });
    const reservation = await findReservation(tx, tenantId, id);
    if (!reservation) return null;
    if (count === 1) {
      await appendEntry(
        tx,
        { tenantId, walletId: reservation.walletId, amount: entry.amount(reservation.amount), kind: entry.kind, reservationId: id, reference: reservation.reference },
        now,
      );
    }
    return { reservation, settled: count === 1 };
  });
}

/** Credits held by the wallet's unsettled reservations (the balance no longer counts them). */
export async function outstandingCredits(prisma: Db, walletId: string): Promise<number> {
  const { _sum } = await prisma.creditReservation.aggregate({ where: { walletId, status: 'reserved' }, _sum: { amount: true } });
  return _sum.amount ?? 0;
}

import type { CreditReservation, CreditReservationStatus } from '../../../lib/db/generated/client';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { appendEntry, type WalletEntryKind } from '../wallets/wallet-store';

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
}

export type ReserveResult =
  | { done: true; reservation: ReservationRow; created: boolean }
  | { done: false; balance: number };

/** Thrown inside the transaction to roll the reservation row back; answered as a refusal. */
class ShortBalance extends Error {
  constructor(readonly balance: number) {
    super(`balance ${balance} is short`);
  }
}

export function findReservation(prisma: Db, tenantId: string, id: string): Promise<ReservationRow | null> {
  return prisma.creditReservation.findUnique({ where: { tenantId_id: { tenantId, id } } });
}

/**
 * Reserves credits: the reservation row, the balance and the reserve entry in one transaction.
 *
 * - The row is inserted with ON CONFLICT DO NOTHING, so a repeat of the id (even a concurrent
 *   one, which waits on the first's insert) reserves nothing and gets the stored row back
 *   (`created: false`).
 * - The balance is taken by one conditional UPDATE (`balance >= amount`): PostgreSQL runs
 *   concurrent ones on the wallet row one after the other and re-checks the condition on the
 *   row each finally sees, so no interleaving drives a balance below zero.
 *
 * A short balance rolls the whole transaction back (the row too) and answers `done: false` with
 * the balance found.
 */
export async function reserve(prisma: PrismaClient, reservation: NewReservation, now: Date): Promise<ReserveResult> {
  try {
    return await prisma.$transaction(async (tx): Promise<ReserveResult> => {
      const { count } = await tx.creditReservation.createMany({ data: [{ ...reservation, createdAt: now }], skipDuplicates: true });
      if (count === 0) return { done: true, reservation: (await findReservation(tx, reservation.tenantId, reservation.id))!, created: false };
      const taken = await tx.wallet.updateMany({
        where: { id: reservation.walletId, balance: { gte: reservation.amount } },
        data: { balance: { decrement: reservation.amount }, updatedAt: now },
      });
      if (taken.count !== 1) {
        const wallet = await tx.wallet.findUniqueOrThrow({ where: { id: reservation.walletId } });
        throw new ShortBalance(wallet.balance);
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
      return { done: true, reservation: (await findReservation(tx, reservation.tenantId, reservation.id))!, created: true };
    });
  } catch (error) {
    if (error instanceof ShortBalance) return { done: false, balance: error.balance };
    throw error;
  }
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

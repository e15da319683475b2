import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../lib/db/prisma';
import {
  appendEntry,
  outstandingCredits,
  toWalletRow,
  type WalletEntryRow,
  type WalletRow,
} from './wallet-store';

export interface TransferRow {
  id: string;
  amount: number;
  reference: string;
  from: WalletRow;
  to: WalletRow;
  debit: WalletEntryRow;
  credit: WalletEntryRow;
  createdAt: Date;
}

export interface NewTransfer {
  tenantId: string;
  fromWalletId: string;
  toWalletId: string;
  amount: number;
  reference: string;
  /** Most credits the target may hold afterwards (balance plus unsettled reservations). */
  maxHolding: number;
}

export type TransferResult =
  | { done: true; transfer: TransferRow }
  | { done: false; refused: 'insufficient'; balance: number }
  | { done: false; refused: 'holding'; holding: number };

/**
 * Moves credits between two wallets in one transaction: a `transfer_out` entry of -amount and a
 * `transfer_in` entry of +amount with one transfer id, and both balances. Refusals write nothing.
 *
 * - Lock order: both wallet rows are locked first, the smaller id first. Two opposite transfers
 *   (A to B and B to A) therefore queue on the same first row instead of each holding the row the
 *   other waits for, so they cannot deadlock. FOR NO KEY UPDATE is the lock any balance UPDATE
 *   takes anyway (reserves and top-ups on these wallets queue behind), and it does not block the
 *   KEY SHARE locks of the foreign-key checks of new entries.
 * - The debit is one conditional UPDATE (`balance >= amount`), as in `reserve` of
 *   `credits/reservation-store.ts`: the condition is what refuses. Holding the lock, it reads the balance
 *   as last committed; without the lock PostgreSQL would still re-check the condition on the
 *   newest row after waiting for a concurrent writer, so no interleaving of concurrent transfers
 *   (or reserves) drives a balance below zero. The balance CHECK (>= 0) of the table is the last guard.
 * - The target's holding is read under its lock, as a top-up reads it (`wallets/top-up-store.ts`), so
 *   two transfers into one wallet cannot both squeeze under `maxHolding`.
 * - A deferred trigger checks at commit that the transfer is two opposite entries in two wallets
 *   of one tenant (migration 20261126071300_wallet_transfers): no code path can mint credits here.
 */
export function transfer(
  prisma: PrismaClient,
  move: NewTransfer,
  now: Date,
): Promise<TransferResult> {
  return prisma.$transaction(async (tx): Promise<TransferResult> => {
    for (const id of [move.fromWalletId, move.toWalletId].sort()) {
      await tx.$queryRaw`SELECT 1 FROM "identity"."wallets" WHERE "id" = ${id}::uuid FOR NO KEY UPDATE`;
    }
    const target = await tx.wallet.findUniqueOrThrow({ where: { id: move.toWalletId } });
    const holding = target.balance + (await outstandingCredits(tx, move.toWalletId));
    if (holding + move.amount > move.maxHolding)
      return { done: false, refused: 'holding', holding };

    const taken = await tx.wallet.updateMany({
      where: { id: move.fromWalletId, balance: { gte: move.amount } },
      data: { balance: { decrement: move.amount }, updatedAt: now },
    });
    if (taken.count !== 1) {
      const source = await tx.wallet.findUniqueOrThrow({ where: { id: move.fromWalletId } });
      return { done: false, refused: 'insufficient', balance: source.balance };
    }
    const id = randomUUID();
    const common = {
      tenantId: move.tenantId,
      transferId: id,
      reference: move.reference,
      createdAt: now,
    };
    // The balance already moved with the conditional UPDATE: the debit entry is inserted alone.
    const debit = await tx.walletEntry.create({
      data: { ...common, walletId: move.fromWalletId, amount: -move.amount, kind: 'transfer_out' },
    });
    const credit = await appendEntry(
      tx,
      {
        tenantId: move.tenantId,
        walletId: move.toWalletId,
        amount: move.amount,
        kind: 'transfer_in',
        transferId: id,
        reference: move.reference,
      },
      now,
    );
    const from = toWalletRow(
      await tx.wallet.findUniqueOrThrow({ where: { id: move.fromWalletId } }),
    );
    const to = toWalletRow(await tx.wallet.findUniqueOrThrow({ where: { id: move.toWalletId } }));
    return {
      done: true,
      transfer: {
        id,
        amount: move.amount,
        reference: move.reference,
        from,
        to,
        debit,
        credit,
        createdAt: now,
      },
    };
  });
}

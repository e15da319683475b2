import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, Prisma } from '../../../lib/db/prisma';
import type { Wallet, WalletEntry, WalletEntryKind } from '../../../lib/db/generated/client';
import type { CreationPage } from '../../../lib/pagination';

export type { WalletEntryKind };

export interface WalletRow {
  id: string;
  tenantId: string;
  ownerType: 'user' | 'team';
  userId: string | null;
  teamId: string | null;
  balance: number;
  currency: 'credits';
  createdAt: Date;
}

export type WalletEntryRow = WalletEntry;

/** Whose wallet: a user's or a team's. */
export type WalletOwner = { userId: string } | { teamId: string };

export function toWalletRow({ updatedAt: _updatedAt, ...wallet }: Wallet): WalletRow {
  return { ...wallet, ownerType: wallet.teamId ? 'team' : 'user', currency: 'credits' };
}

/**
 * The owner's wallet, created with balance 0 on first use. The insert skips a duplicate
 * (ON CONFLICT DO NOTHING on the owner's unique column), so concurrent first uses make one
 * wallet. The owner must already be known to belong to `tenantId`.
 */
export async function ensureWallet(
  prisma: Db,
  tenantId: string,
  owner: WalletOwner,
): Promise<WalletRow> {
  const where = {
    ...('userId' in owner ? { userId: owner.userId } : { teamId: owner.teamId }),
    tenantId,
  };
  // Nearly always there: one read. Else create it (a concurrent creator's row wins) and read again.
  const found = await prisma.wallet.findFirst({ where });
  if (found) return toWalletRow(found);
  await prisma.wallet.createMany({ data: [{ tenantId, ...owner }], skipDuplicates: true });
  return toWalletRow(await prisma.wallet.findFirstOrThrow({ where }));
}

export async function findWalletById(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<WalletRow | null> {
  const wallet = await prisma.wallet.findFirst({ where: { id, tenantId } });
  return wallet && toWalletRow(wallet);
}

/** A wallet's entries in creation order (newest first for the ledger view). */
export function listEntries(
  prisma: Db,
  tenantId: string,
  walletId: string,
  page: CreationPage,
): Promise<WalletEntryRow[]> {
  return prisma.walletEntry.findMany({
    where: { tenantId, walletId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Appends one entry and moves the cached balance by its amount, in the caller's transaction. */
export async function appendEntry(
  tx: Prisma.TransactionClient,
  entry: {
    tenantId: string;
    walletId: string;
    amount: number;
    kind: WalletEntryKind;
    reservationId?: string;
    transferId?: string;
    reference: string;
  },
  now: Date,
): Promise<WalletEntryRow> {
  const created = await tx.walletEntry.create({ data: { ...entry, createdAt: now } });
  if (entry.amount !== 0) {
    await tx.wallet.update({
      where: { id: entry.walletId },
      data: { balance: { increment: entry.amount }, updatedAt: now },
    });
  }
  return created;
}

/**
 * Credits held by the wallet's unsettled reservations (credits/reservation-store.ts): the
 * balance no longer counts them, what the wallet holds does (top-ups and transfers cap it).
 */
export async function outstandingCredits(prisma: Db, walletId: string): Promise<number> {
  const { _sum } = await prisma.creditReservation.aggregate({
    where: { walletId, status: 'reserved' },
    _sum: { amount: true },
  });
  return _sum.amount ?? 0;
}

import type { PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../common/outbox-store';
import {
  appendEntry,
  outstandingCredits,
  toWalletRow,
  type WalletEntryRow,
  type WalletRow,
} from './wallet-store';

export type TopUpResult =
  { done: true; wallet: WalletRow; entry: WalletEntryRow } | { done: false; holding: number };

/**
 * Credits a wallet and records its event in one transaction. The wallet row is locked first
 * (the lock every balance update takes, so foreign-key checks of new entries do not wait), so
 * what it holds (balance plus unsettled reservations) is read and raised by one writer at a
 * time; a top-up that would take it above `maxHolding` writes nothing and says what it holds.
 * `eventOf` words the payment.completed of the entry once the entry's id exists.
 */
export function topUp(
  prisma: PrismaClient,
  target: { tenantId: string; walletId: string },
  credit: { amount: number; reference: string; maxHolding: number },
  eventOf: (entry: WalletEntryRow) => PlatformEvent,
  now: Date,
): Promise<TopUpResult> {
  return prisma.$transaction(async (tx): Promise<TopUpResult> => {
    const [locked] = await tx.$queryRaw<{ balance: number }[]>`
      SELECT "balance" FROM "identity"."wallets" WHERE "id" = ${target.walletId}::uuid FOR NO KEY UPDATE`;
    const holding = locked.balance + (await outstandingCredits(tx, target.walletId));
    if (holding + credit.amount > credit.maxHolding) return { done: false, holding };
    const entry = await appendEntry(
      tx,
      {
        tenantId: target.tenantId,
        walletId: target.walletId,
        amount: credit.amount,
        kind: 'topup',
        reference: credit.reference,
      },
      now,
    );
    await recordEvent(tx, eventOf(entry));
    const wallet = toWalletRow(
      await tx.wallet.findUniqueOrThrow({ where: { id: target.walletId } }),
    );
    return { done: true, wallet, entry };
  });
}

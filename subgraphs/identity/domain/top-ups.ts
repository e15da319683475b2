import { requireRole } from '../../../lib/context';
import { AppError, ValidationError } from '../../../lib/errors';
import { catalogEvent } from '../../../lib/events/catalog';
import { InputCheck } from '../../../lib/validation';
import { recordEvent } from '../data/outbox';
import { topUp } from '../data/top-ups';
import type { WalletEntryRow, WalletRow } from '../data/wallets';
import type { IdentityContext } from '../context';
import { checkCredits, MAX_REFERENCE, MAX_WALLET_HOLDING } from './credit-rules';
import { checkWalletOwner, ownerWallet, type WalletOwnerInput } from './wallets';

export interface TopUpInput extends WalletOwnerInput {
  amount: number;
  reference: string;
}

/**
 * Records a refused top-up as a `payment.failed` event (stored, then published) with the
 * reason the caller is about to get.
 */
async function recordFailure(context: IdentityContext, tenantId: string, input: TopUpInput, walletId: string | null, error: AppError): Promise<void> {
  const event = catalogEvent(
    'payment.failed',
    tenantId,
    {
      walletId,
      userId: input.userId ?? null,
      teamId: input.teamId ?? null,
      amount: input.amount,
      reference: String(input.reference).slice(0, MAX_REFERENCE),
      code: error.code,
      reason: error.message,
    },
    { requestId: context.requestId, subject: walletId ?? undefined },
  );
  await recordEvent(context.prisma, event);
}

/**
 * Credits a user's or a team's wallet on a confirmed payment. Credits are created here and
 * nowhere else, so only the platform itself may call it (role `system`: the payment provider's
 * callback, the operator command `npm run wallet:top-up`, the development seed); an admin or
 * anyone else gets 403 before anything is read or written, and no `payment.failed` either: a
 * caller without the role makes no payment attempt (docs/wallets.md).
 *
 * Every top-up is a payment: a `payment.completed` event is stored in the transaction of its
 * ledger entry and published after it commits; a refused one (bad input, an owner not in the
 * tenant, a wallet that would hold too much) records `payment.failed` and answers the error.
 */
export async function topUpWallet(context: IdentityContext, input: TopUpInput): Promise<{ wallet: WalletRow; entry: WalletEntryRow }> {
  const { tenantId } = requireRole(context, 'system');
  let walletId: string | null = null;
  try {
    checkCredits(checkWalletOwner(new InputCheck(), input), input.amount, input.reference).done();
    const wallet = await ownerWallet(context, tenantId, input);
    walletId = wallet.id;
    const result = await topUp(
      context.prisma,
      { tenantId, walletId: wallet.id },
      { amount: input.amount, reference: input.reference, maxHolding: MAX_WALLET_HOLDING },
      (entry) =>
        catalogEvent('payment.completed', tenantId, { walletId: wallet.id, amount: entry.amount, reference: entry.reference, entryId: entry.id }, { requestId: context.requestId, subject: wallet.id }),
      new Date(),
    );
    if (!result.done) {
      throw ValidationError.field('amount', `would take the wallet above ${MAX_WALLET_HOLDING} credits (it holds ${result.holding}, reservations included)`);
    }
    return { wallet: result.wallet, entry: result.entry };
  } catch (error) {
    if (error instanceof AppError) await recordFailure(context, tenantId, input, walletId, error);
    throw error;
  }
}

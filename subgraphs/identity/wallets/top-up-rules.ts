import type { Actor } from '../../../lib/context';
import { AppError, ValidationError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, PAYMENT_COMPLETED, PAYMENT_FAILED } from '../common/events';
import { recordEvent } from '../common/outbox-store';
import { assertMayTopUp } from './access';
import { checkCredits, MAX_REFERENCE, MAX_WALLET_HOLDING } from './credit-limits';
import { checkWalletOwner, type WalletOwnerInput } from './wallet-input';
import { ownerWallet } from './wallet-rules';
import { topUp } from './top-up-store';
import type { WalletEntryRow, WalletRow } from './wallet-store';

export interface TopUpInput extends WalletOwnerInput {
  amount: number;
  reference: string;
}

/** What a top-up uses: no credit hold is involved, so work outside a request needs no hold settings. */
export type TopUpDeps = Pick<IdentityDeps, 'prisma' | 'loaders' | 'clock' | 'requestId'>;

/**
 * Records a refused top-up as a `payment.failed` event (stored, then published) with the
 * reason the caller is about to get.
 */
async function recordFailure(
  deps: TopUpDeps,
  tenantId: string,
  input: TopUpInput,
  walletId: string | null,
  error: AppError,
): Promise<void> {
  const event = identityEvent(
    PAYMENT_FAILED,
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
    { requestId: deps.requestId, subject: walletId ?? undefined },
  );
  await recordEvent(deps.prisma, event);
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
export async function topUpWallet(
  deps: TopUpDeps,
  actor: Actor,
  input: TopUpInput,
): Promise<{ wallet: WalletRow; entry: WalletEntryRow }> {
  assertMayTopUp(actor);
  const { tenantId } = actor;
  let walletId: string | null = null;
  try {
    checkCredits(checkWalletOwner(new InputCheck(), input), input.amount, input.reference).done();
    const wallet = await ownerWallet(deps, tenantId, input);
    walletId = wallet.id;
    const result = await topUp(
      deps.prisma,
      { tenantId, walletId: wallet.id },
      { amount: input.amount, reference: input.reference, maxHolding: MAX_WALLET_HOLDING },
      (entry) =>
        identityEvent(
          PAYMENT_COMPLETED,
          tenantId,
          {
            walletId: wallet.id,
            amount: entry.amount,
            reference: entry.reference,
            entryId: entry.id,
          },
          { requestId: deps.requestId, subject: wallet.id },
        ),
      deps.clock.now(),
    );
    if (!result.done) {
      throw ValidationError.field(
        'amount',
        `would take the wallet above ${MAX_WALLET_HOLDING} credits (it holds ${result.holding}, reservations included)`,
      );
    }
    return { wallet: result.wallet, entry: result.entry };
  } catch (error) {
    if (error instanceof AppError) await recordFailure(deps, tenantId, input, walletId, error);
    throw error;
  }
}

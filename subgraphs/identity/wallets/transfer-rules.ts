import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { assertMayTransfer } from './access';
import { checkCredits, insufficientCredits, MAX_WALLET_HOLDING } from './credit-limits';
import { transfer, type TransferRow } from './transfer-store';
import { checkWalletOwner, type WalletOwnerInput } from './wallet-input';
import { ownerWallet } from './wallet-rules';

export interface TransferInput {
  from: WalletOwnerInput;
  to: WalletOwnerInput;
  amount: number;
  reference: string;
}

/**
 * Moves existing credits from one wallet of the actor's tenant to another (admins and system).
 * A transfer creates no credits: it is two ledger entries that sum to zero, written with both
 * balances in one transaction (`wallets/transfer-store.ts`). Both wallets must be of the tenant
 * (another tenant's user or team reads as unknown: 404) and differ (400); the source must hold
 * the credits (402 ERR_INSUFFICIENT_CREDITS, as a reservation refused for the same reason); the
 * target may not hold more than MAX_WALLET_HOLDING afterwards (400, as a top-up).
 *
 * No event: no money enters or leaves the platform, so a `payment.*` event would tell webhook
 * receivers of a payment that never happened, and the webhook catalogue (`lib/events/catalog.ts`)
 * has no transfer type. The two entries, sharing the transfer id, are the record.
 */
export async function transferCredits(
  deps: IdentityDeps,
  actor: Actor,
  input: TransferInput,
): Promise<TransferRow> {
  assertMayTransfer(actor);
  const { tenantId } = actor;
  const check = new InputCheck();
  checkWalletOwner(check, input.from, 'from.');
  checkWalletOwner(check, input.to, 'to.');
  checkCredits(check, input.amount, input.reference).done();

  const from = await ownerWallet(deps, tenantId, input.from);
  const to = await ownerWallet(deps, tenantId, input.to);
  // Compared as wallets, so two spellings of one id are the same wallet too.
  if (from.id === to.id) throw ValidationError.field('to', 'must be another wallet than from');
  const result = await transfer(
    deps.prisma,
    {
      tenantId,
      fromWalletId: from.id,
      toWalletId: to.id,
      amount: input.amount,
      reference: input.reference,
      maxHolding: MAX_WALLET_HOLDING,
    },
    deps.clock.now(),
  );
  if (result.done) return result.transfer;
  if (result.refused === 'insufficient') throw insufficientCredits(result.balance, input.amount);
  throw ValidationError.field(
    'amount',
    `would take the target wallet above ${MAX_WALLET_HOLDING} credits (it holds ${result.holding}, reservations included)`,
  );
}

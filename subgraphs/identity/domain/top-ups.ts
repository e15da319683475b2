import { requireRole } from '../../../lib/context';
import { AppError, ValidationError } from '../../../lib/errors';
import { catalogEvent } from '../../../lib/events/catalog';
import { InputCheck } from '../../../lib/validation';
import { recordEvent } from '../data/outbox';
import { topUp } from '../data/top-ups';
import { ensureWallet, type WalletEntryRow, type WalletRow } from '../data/wallets';
import type { IdentityContext } from '../context';
import { checkCredits, MAX_REFERENCE, MAX_WALLET_HOLDING } from './credit-rules';
import { requireTeam, requireUser } from './members';

export interface TopUpInput {
  userId?: string | null;
  teamId?: string | null;
  amount: number;
  reference: string;
}

function checkTopUp(input: TopUpInput): void {
  const check = new InputCheck();
  const targets = [input.userId, input.teamId].filter((id) => id !== null && id !== undefined);
  check
    .when(targets.length === 0, 'userId', 'is required (or teamId)')
    .when(targets.length === 2, 'teamId', 'cannot be combined with userId')
    .uuid('userId', input.userId)
    .uuid('teamId', input.teamId);
  checkCredits(check, input.amount, input.reference).done();
}

async function targetWallet(context: IdentityContext, tenantId: string, input: TopUpInput): Promise<WalletRow> {
  if (input.teamId) return ensureWallet(context.prisma, tenantId, { teamId: (await requireTeam(context, tenantId, input.teamId)).id });
  return ensureWallet(context.prisma, tenantId, { userId: (await requireUser(context, input.userId!)).id });
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
 * Credits a user's or a team's wallet (admins and system). Every top-up is a payment: a
 * `payment.completed` event is stored in the transaction of its ledger entry and published
 * after it commits; a refused one (bad input, an owner not in the tenant, a wallet that would
 * hold too much) records `payment.failed` and answers the error.
 */
export async function topUpWallet(context: IdentityContext, input: TopUpInput): Promise<{ wallet: WalletRow; entry: WalletEntryRow }> {
  const { tenantId } = requireRole(context, 'admin', 'system');
  let walletId: string | null = null;
  try {
    checkTopUp(input);
    const wallet = await targetWallet(context, tenantId, input);
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

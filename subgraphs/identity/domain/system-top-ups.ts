import { randomUUID } from 'node:crypto';
import { PLATFORM_CALLER } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { findUserByEmail, type UserRow } from '../data/users';
import type { WalletEntryRow, WalletRow } from '../data/wallets';
import { createIdentityContext, type IdentityContext } from '../context';
import { creditHoldSettings } from './credit-holds';
import { normaliseEmail } from './sessions';
import { topUpWallet, type TopUpInput } from './top-ups';

/** What a top-up outside any request needs: the database, and the bus an identity context carries. */
export type SystemDeps = Pick<IdentityContext, 'prisma' | 'events'>;

/**
 * A top-up by the platform itself (role `system`) in one tenant, outside any request: the same
 * `topUpWallet` as the payment provider's callback, so the same rules, the same ledger entry and
 * the same `payment.completed` (or `payment.failed`) through the outbox, published by the
 * platform's relay after the commit.
 */
export function systemTopUp(deps: SystemDeps, tenantId: string, input: TopUpInput): Promise<{ wallet: WalletRow; entry: WalletEntryRow }> {
  const requestId = randomUUID();
  // A top-up takes no hold: the default hold settings only complete the context.
  const context = createIdentityContext({ ...deps, creditHolds: creditHoldSettings() }, { requestId, traceId: requestId.replace(/-/g, ''), tenantId, caller: PLATFORM_CALLER });
  return topUpWallet(context, input);
}

export interface OperatorTopUpInput {
  email: string;
  amount: number;
  reference: string;
  /** When given, the user must be of this tenant: a guard against crediting the wrong customer. */
  tenantId?: string;
}

/**
 * `npm run wallet:top-up`: credits the user with this e-mail through `systemTopUp`. E-mail
 * addresses are unique across the platform (docs/conventions.md), so an e-mail names one user;
 * an unknown one, or one of another tenant than `tenantId`, is 404 and writes nothing.
 */
export async function operatorTopUp(deps: SystemDeps, input: OperatorTopUpInput): Promise<{ user: UserRow; wallet: WalletRow; entry: WalletEntryRow }> {
  const user = await findUserByEmail(deps.prisma, normaliseEmail(input.email));
  if (!user) throw new NotFoundError('User with e-mail', input.email);
  if (input.tenantId && user.tenantId !== input.tenantId) throw new NotFoundError(`User ${input.email} in tenant`, input.tenantId);
  const { wallet, entry } = await systemTopUp(deps, user.tenantId, { userId: user.id, amount: input.amount, reference: input.reference });
  return { user, wallet, entry };
}

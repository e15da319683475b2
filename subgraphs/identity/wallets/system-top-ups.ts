import { randomUUID } from 'node:crypto';
import { PLATFORM_CALLER } from '../../../lib/context';
import { systemClock, type Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import { NotFoundError } from '../../../lib/errors';
import { createLoaders } from '../common/loaders';
import { findUserByEmail, normaliseEmail, type UserRow } from '../common/user-store';
import { topUpWallet, type TopUpInput } from './top-up-rules';
import type { WalletEntryRow, WalletRow } from './wallet-store';

/** What a top-up outside any request needs: the database (its events go through the outbox) and the clock (default `systemClock`). */
export interface SystemDeps {
  prisma: PrismaClient;
  clock?: Clock;
}

/**
 * A top-up by the platform itself (role `system`) in one tenant, outside any request: the same
 * `topUpWallet` as the payment provider's callback, so the same rules, the same ledger entry and
 * the same `payment.completed` (or `payment.failed`) through the outbox, published by the
 * platform's relay after the commit. The platform acts as PLATFORM_CALLER in `tenantId`, with
 * loaders scoped to that tenant and a request id of its own.
 */
export function systemTopUp(
  deps: SystemDeps,
  tenantId: string,
  input: TopUpInput,
): Promise<{ wallet: WalletRow; entry: WalletEntryRow }> {
  const topUpDeps = {
    prisma: deps.prisma,
    loaders: createLoaders(deps.prisma, tenantId),
    clock: deps.clock ?? systemClock,
    requestId: randomUUID(),
  };
  return topUpWallet(topUpDeps, { ...PLATFORM_CALLER, tenantId }, input);
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
export async function operatorTopUp(
  deps: SystemDeps,
  input: OperatorTopUpInput,
): Promise<{ user: UserRow; wallet: WalletRow; entry: WalletEntryRow }> {
  const user = await findUserByEmail(deps.prisma, normaliseEmail(input.email));
  if (!user) throw new NotFoundError('User with e-mail', input.email);
  if (input.tenantId && user.tenantId !== input.tenantId)
    throw new NotFoundError(`User ${input.email} in tenant`, input.tenantId);
  const { wallet, entry } = await systemTopUp(deps, user.tenantId, {
    userId: user.id,
    amount: input.amount,
    reference: input.reference,
  });
  return { user, wallet, entry };
}

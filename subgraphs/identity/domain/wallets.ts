import { requireCaller } from '../../../lib/context';
import { ForbiddenError, ValidationError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type CreationPage, type PageRequest } from '../../../lib/pagination';
import { ensureWallet, listEntries, type WalletEntryRow, type WalletRow } from '../data/wallets';
import type { IdentityContext } from '../context';
import { isPrivileged, requireUser, visibleTeam } from './members';

/** A user's wallet: the caller's own, or (admins and system) any user's of the tenant. */
export async function userWallet(context: IdentityContext, userId?: string | null): Promise<WalletRow> {
  const caller = requireCaller(context);
  const target = userId ?? caller.id;
  if (target !== caller.id && !isPrivileged(caller)) throw new ForbiddenError("Only admins and system may read another user's wallet");
  await requireUser(context, target);
  return ensureWallet(context.prisma, caller.tenantId, { userId: target });
}

/** A team's wallet: its members, admins and system. */
export async function teamWallet(context: IdentityContext, teamId: string): Promise<WalletRow> {
  const caller = requireCaller(context);
  const team = await visibleTeam(context, caller, teamId);
  return ensureWallet(context.prisma, caller.tenantId, { teamId: team.id });
}

async function entryPage(context: IdentityContext, walletId: string, page: CreationPage): Promise<Connection<WalletEntryRow>> {
  const { tenantId } = requireCaller(context);
  return creationConnection(await listEntries(context.prisma, tenantId, walletId, page), page);
}

/**
 * A page of a wallet's ledger, newest first. Whoever got the wallet may read its ledger: access
 * was checked where the wallet came from.
 */
export function entriesOf(context: IdentityContext, walletId: string, request: PageRequest): Promise<Connection<WalletEntryRow>> {
  return entryPage(context, walletId, creationPage(request, 'DESC'));
}

/** The ledger of the caller's wallet, of another user's (admins, system) or of a team's. */
export async function walletEntries(
  context: IdentityContext,
  args: { userId?: string | null; teamId?: string | null } & PageRequest,
): Promise<Connection<WalletEntryRow>> {
  if (args.userId && args.teamId) throw ValidationError.field('teamId', 'cannot be combined with userId');
  const page = creationPage(args, 'DESC');
  const wallet = args.teamId ? await teamWallet(context, args.teamId) : await userWallet(context, args.userId);
  return entryPage(context, wallet.id, page);
}

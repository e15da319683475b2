import { requireCaller } from '../../../lib/context';
import { ForbiddenError, ValidationError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type CreationPage, type PageRequest } from '../../../lib/pagination';
import type { InputCheck } from '../../../lib/validation';
import { ensureWallet, listEntries, type WalletEntryRow, type WalletRow } from '../data/wallets';
import type { IdentityContext } from '../context';
import { isPrivileged, requireTeam, requireUser, visibleTeam } from './members';

/** Names one wallet: a user's or a team's. */
export interface WalletOwnerInput {
  userId?: string | null;
  teamId?: string | null;
}

/** Exactly one of `userId` and `teamId`, a UUID; `prefix` names a nested input (`from.`). */
export function checkWalletOwner(check: InputCheck, owner: WalletOwnerInput, prefix = ''): InputCheck {
  const given = [owner.userId, owner.teamId].filter((id) => id !== null && id !== undefined);
  return check
    .when(given.length === 0, `${prefix}userId`, 'is required (or teamId)')
    .when(given.length === 2, `${prefix}teamId`, 'cannot be combined with userId')
    .uuid(`${prefix}userId`, owner.userId)
    .uuid(`${prefix}teamId`, owner.teamId);
}

/**
 * The wallet of a user or a team of the tenant, created on first use. An unknown owner, or
 * another tenant's, is 404. Who may use it is the caller's business (checked before).
 */
export async function ownerWallet(context: IdentityContext, tenantId: string, owner: WalletOwnerInput): Promise<WalletRow> {
  if (owner.teamId) return ensureWallet(context.prisma, tenantId, { teamId: (await requireTeam(context, tenantId, owner.teamId)).id });
  return ensureWallet(context.prisma, tenantId, { userId: (await requireUser(context, owner.userId!)).id });
}

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

import type { Actor } from '../../../lib/context';
import { creationConnection, type Connection, type CreationPage } from '../../../lib/pagination';
import type { IdentityDeps } from '../common/deps';
import { requireUser } from '../common/users';
import { requireTeam, visibleTeam } from '../teams/team-rules';
import { assertMayReadUserWallet } from './access';
import type { WalletOwnerInput } from './wallet-input';
import { ensureWallet, listEntries, type WalletEntryRow, type WalletRow } from './wallet-store';

/**
 * The wallet of a user or a team of the tenant, created on first use. An unknown owner, or
 * another tenant's, is 404. Who may use it is the caller's business (checked before).
 */
export async function ownerWallet(
  deps: Pick<IdentityDeps, 'prisma' | 'loaders'>,
  tenantId: string,
  owner: WalletOwnerInput,
): Promise<WalletRow> {
  if (owner.teamId)
    return ensureWallet(deps.prisma, tenantId, {
      teamId: (await requireTeam(deps, tenantId, owner.teamId)).id,
    });
  return ensureWallet(deps.prisma, tenantId, {
    userId: (await requireUser(deps, owner.userId!)).id,
  });
}

/** A user's wallet: the actor's own, or (admins and system) any user's of the tenant. */
export async function userWallet(
  deps: IdentityDeps,
  actor: Actor,
  userId?: string | null,
): Promise<WalletRow> {
  const target = userId ?? actor.id;
  assertMayReadUserWallet(actor, target);
  await requireUser(deps, target);
  return ensureWallet(deps.prisma, actor.tenantId, { userId: target });
}

/** A team's wallet: its members, admins and system. */
export async function teamWallet(
  deps: IdentityDeps,
  actor: Actor,
  teamId: string,
): Promise<WalletRow> {
  const team = await visibleTeam(deps, actor, teamId);
  return ensureWallet(deps.prisma, actor.tenantId, { teamId: team.id });
}

/**
 * A page of a wallet's ledger, newest first. Whoever got the wallet may read its ledger: access
 * was checked where the wallet came from.
 */
export async function entriesOf(
  deps: IdentityDeps,
  actor: Actor,
  walletId: string,
  page: CreationPage,
): Promise<Connection<WalletEntryRow>> {
  return creationConnection(await listEntries(deps.prisma, actor.tenantId, walletId, page), page);
}

/** The ledger of the actor's wallet, of another user's (admins, system) or of a team's. */
export async function walletEntries(
  deps: IdentityDeps,
  actor: Actor,
  input: { owner: WalletOwnerInput; page: CreationPage },
): Promise<Connection<WalletEntryRow>> {
  const wallet = input.owner.teamId
    ? await teamWallet(deps, actor, input.owner.teamId)
    : await userWallet(deps, actor, input.owner.userId);
  return entriesOf(deps, actor, wallet.id, input.page);
}

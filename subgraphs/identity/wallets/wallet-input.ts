import { ValidationError } from '../../../lib/errors';
import { creationPage, type CreationPage, type PageRequest } from '../../../lib/pagination';
import type { InputCheck } from '../../../lib/validation';

/** Names one wallet: a user's or a team's. */
export interface WalletOwnerInput {
  userId?: string | null;
  teamId?: string | null;
}

/** Exactly one of `userId` and `teamId`, a UUID; `prefix` names a nested input (`from.`). */
export function checkWalletOwner(
  check: InputCheck,
  owner: WalletOwnerInput,
  prefix = '',
): InputCheck {
  const given = [owner.userId, owner.teamId].filter((id) => id !== null && id !== undefined);
  return check
    .when(given.length === 0, `${prefix}userId`, 'is required (or teamId)')
    .when(given.length === 2, `${prefix}teamId`, 'cannot be combined with userId')
    .uuid(`${prefix}userId`, owner.userId)
    .uuid(`${prefix}teamId`, owner.teamId);
}

/** A ledger page: newest first. */
export function ledgerPage(request: PageRequest): CreationPage {
  return creationPage(request, 'DESC');
}

/**
 * The arguments of `walletEntries`: at most one owner (none: the caller's own wallet) and a
 * page. Read before the caller is known, so a malformed request is 400 whoever sends it.
 */
export function ledgerRequest(args: WalletOwnerInput & PageRequest): {
  owner: WalletOwnerInput;
  page: CreationPage;
} {
  if (args.userId && args.teamId)
    throw ValidationError.field('teamId', 'cannot be combined with userId');
  return { owner: { userId: args.userId, teamId: args.teamId }, page: ledgerPage(args) };
}

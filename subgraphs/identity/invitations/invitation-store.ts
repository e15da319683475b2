import type { PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { redeemAccountToken } from '../common/account-token-store';
import { setPasswordHash, type UserRow } from '../common/user-store';
import { verifyUserOnce } from '../email-verification/verification-store';

export type AcceptOutcome =
  { kind: 'accepted'; user: UserRow } | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Uses an invitation: the link is marked used, the password set and, since the link came by
 * e-mail, the address verified (recording `user.verified` if this verified it), in one transaction.
 */
export function redeemInvitation(
  prisma: PrismaClient,
  tokenHash: string,
  passwordHash: string,
  now: Date,
  verifiedEvent: (user: UserRow) => PlatformEvent,
): Promise<AcceptOutcome> {
  return prisma.$transaction(async (tx): Promise<AcceptOutcome> => {
    const link = await redeemAccountToken(tx, 'invitation', tokenHash, now);
    if (link.kind !== 'redeemed') return link;
    await setPasswordHash(tx, link.tenantId, link.userId, passwordHash);
    return { kind: 'accepted', user: await verifyUserOnce(tx, link, now, verifiedEvent) };
  });
}

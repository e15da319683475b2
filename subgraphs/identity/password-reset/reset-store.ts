import type { PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { insertAccountToken, redeemAccountToken } from '../common/account-token-store';
import type { MailCount } from '../common/mail-limits';
import { takeMailSends } from '../common/mail-send-store';
import { recordEvent } from '../common/outbox-store';
import { findUserByEmail, type UserRow } from '../common/user-store';
import { setPasswordEndingSessions } from '../sessions/password-store';

export type ResetOutcome = { kind: 'reset' } | { kind: 'unknown' | 'used' | 'expired' };

/**
 * A reset link for the account of `email`, and the event handing its token to the mail sender,
 * in one transaction. An address with no account takes the same path: the same lookup, the same
 * count under the address's mail limit, the same insert (a row with no user, whose token was
 * never given to anyone, so it opens nothing) and a commit that writes, so both answers wait for
 * the same work; only the outbox row, written in the same transaction, is the known address's
 * alone (docs/api/identity.md, "Password reset"). A known address is counted under its own limit
 * and its tenant's (`countsOf`), an unknown one under its own only (it has no tenant); past one,
 * a known address takes the unknown address's path: the answer is the same, no mail goes.
 */
export function storeResetRequest(
  prisma: PrismaClient,
  email: string,
  link: { tokenHash: string; expiresAt: Date },
  eventOf: (user: UserRow) => PlatformEvent,
  countsOf: (tenant: { id: string; createdAt: Date } | null) => MailCount[],
  now: Date,
): Promise<void> {
  return prisma.$transaction(async (tx) => {
    const found = await findUserByEmail(tx, email);
    const tenant = found
      ? await tx.tenant.findUnique({
          where: { id: found.tenantId },
          select: { id: true, createdAt: true },
        })
      : null;
    const allowance = await takeMailSends(tx, countsOf(tenant), now);
    const user = allowance.allowed ? found : null;
    await insertAccountToken(tx, {
      purpose: 'password_reset',
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      ...link,
    });
    if (user) await recordEvent(tx, eventOf(user));
  });
}

/**
 * Uses a reset link: the link is marked used, the password set and every session of the user
 * ended (its refresh tokens revoked, the event of `sessionsEnded` recorded), all in one
 * transaction (either all of it happens or none).
 */
export function redeemReset(
  prisma: PrismaClient,
  tokenHash: string,
  passwordHash: string,
  now: Date,
  sessionsEnded: (user: {
    tenantId: string;
    userId: string;
  }) => (sessionIds: string[]) => PlatformEvent,
): Promise<ResetOutcome> {
  return prisma.$transaction(async (tx): Promise<ResetOutcome> => {
    const link = await redeemAccountToken(tx, 'password_reset', tokenHash, now);
    if (link.kind !== 'redeemed') return link;
    await setPasswordEndingSessions(tx, link, passwordHash, now, sessionsEnded(link));
    return { kind: 'reset' };
  });
}

import type { Db } from '../../../lib/db/prisma';

/*
 * Password-reset and invitation links (table identity.account_tokens): the SHA-256 of each token,
 * its purpose, its user, when it expires and when it was used. password-reset/ and invitations/
 * write and use them inside their own transactions.
 */

export type AccountTokenPurpose = 'password_reset' | 'invitation';

export interface NewAccountToken {
  purpose: AccountTokenPurpose;
  /** Null only for a reset asked for an address with no account (password-reset/reset-store.ts). */
  tenantId: string | null;
  userId: string | null;
  tokenHash: string;
  expiresAt: Date;
}

export type RedeemedToken =
  { kind: 'redeemed'; tenantId: string; userId: string } | { kind: 'unknown' | 'used' | 'expired' };

/** Field by field: whatever else the caller's object holds (the token itself) is never written. */
export async function insertAccountToken(tx: Db, token: NewAccountToken): Promise<void> {
  const { purpose, tenantId, userId, tokenHash, expiresAt } = token;
  await tx.accountToken.create({ data: { purpose, tenantId, userId, tokenHash, expiresAt } });
}

/**
 * Uses a link of `purpose` inside the caller's transaction. The conditional update is atomic, so
 * of two requests with one token exactly one redeems it. A row without a user (a reset for an
 * unknown address) and a token of the other purpose read as unknown. The lookup is global: the
 * token alone names its tenant, since the request is anonymous.
 */
export async function redeemAccountToken(
  tx: Db,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<RedeemedToken> {
  const link = await tx.accountToken.findUnique({ where: { tokenHash } });
  if (!link || link.purpose !== purpose || !link.userId || !link.tenantId)
    return { kind: 'unknown' };
  if (link.usedAt) return { kind: 'used' };
  if (link.expiresAt <= now) return { kind: 'expired' };
  const claimed = await tx.accountToken.updateMany({
    where: { id: link.id, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count === 0) return { kind: 'used' };
  return { kind: 'redeemed', tenantId: link.tenantId, userId: link.userId };
}

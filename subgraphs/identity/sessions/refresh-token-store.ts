import type { Db } from '../../../lib/db/prisma';

export function storeRefreshToken(
  prisma: Db,
  token: { id: string; tenantId: string; userId: string; familyId: string; expiresAt: Date },
): Promise<unknown> {
  return prisma.refreshToken.create({ data: token });
}

/**
 * Marks a token used if it is still live. The conditional update is atomic, so of two
 * concurrent refreshes with one token exactly one succeeds.
 */
export async function consumeRefreshToken(prisma: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await prisma.refreshToken.updateMany({
    where: { id, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1;
}

export async function revokeFamily(prisma: Db, familyId: string, now: Date): Promise<void> {
  await prisma.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: now },
  });
}

/** Ends every session of a user: each live refresh token of each family (a reset, a password change). */
export async function revokeUserTokens(
  prisma: Db,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await prisma.refreshToken.updateMany({
    where: { tenantId, userId, revokedAt: null },
    data: { revokedAt: now },
  });
}

import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { setPasswordHash } from '../common/user-store';
import { revokeSessions } from './refresh-token-store';

/**
 * A new password and the end of every session the old one opened, inside the caller's
 * transaction (password-reset/reset-store.ts), so no refresh token outlives the password it was
 * issued under, and the sessions' event (`eventOf`) tells the gateways to refuse their access
 * tokens. False when no such user is in the tenant (nothing is revoked then).
 */
export async function setPasswordEndingSessions(
  tx: Db,
  user: { tenantId: string; userId: string },
  passwordHash: string,
  now: Date,
  eventOf: (sessionIds: string[]) => PlatformEvent,
): Promise<boolean> {
  if (!(await setPasswordHash(tx, user.tenantId, user.userId, passwordHash))) return false;
  await revokeSessions(tx, { tenantId: user.tenantId, userId: user.userId }, now, eventOf);
  return true;
}

/** setPasswordEndingSessions in a transaction of its own (a password change). */
export function replacePassword(
  prisma: PrismaClient,
  user: { tenantId: string; userId: string },
  passwordHash: string,
  now: Date,
  eventOf: (sessionIds: string[]) => PlatformEvent,
): Promise<boolean> {
  return prisma.$transaction((tx) =>
    setPasswordEndingSessions(tx, user, passwordHash, now, eventOf),
  );
}

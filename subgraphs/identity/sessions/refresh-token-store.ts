import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../common/outbox-store';

export function storeRefreshToken(
  prisma: Db,
  token: {
    id: string;
    tenantId: string;
    userId: string;
    familyId: string;
    expiresAt: Date;
    userAgent: string | null;
    address: string | null;
  },
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

/** Which sessions to end: one family, or every family of a user. */
export type SessionScope = { familyId: string } | { tenantId: string; userId: string };

/**
 * Ends sessions inside the caller's transaction: every token of the scope not yet revoked is
 * revoked, and the event naming the families that held one (`eventOf`) is written to the outbox
 * with it, so the gateways hear of every session whose refresh tokens stop working, and of
 * none that did not end. Two concurrent ends of one family each update only rows the other has
 * not (row locks serialise the UPDATEs, and the second re-reads `revoked_at IS NULL`), so a family
 * is named by the one that revoked its rows; `alsoNamed` adds families to name whatever the
 * update found (a logout names its own even when it had ended already: naming one twice is
 * harmless, and the gateways then surely know it).
 */
export async function revokeSessions(
  tx: Db,
  scope: SessionScope,
  now: Date,
  eventOf: (sessionIds: string[]) => PlatformEvent,
  alsoNamed: string[] = [],
): Promise<string[]> {
  const revoked = await tx.refreshToken.updateManyAndReturn({
    where: { ...scope, revokedAt: null },
    data: { revokedAt: now },
    select: { familyId: true },
  });
  const sessionIds = [...new Set([...alsoNamed, ...revoked.map((row) => row.familyId)])];
  if (sessionIds.length > 0) await recordEvent(tx, eventOf(sessionIds));
  return sessionIds;
}

/** revokeSessions in a transaction of its own (a logout, a reused refresh token, endSession). */
export function endSessions(
  prisma: PrismaClient,
  scope: SessionScope,
  now: Date,
  eventOf: (sessionIds: string[]) => PlatformEvent,
  alsoNamed: string[] = [],
): Promise<string[]> {
  return prisma.$transaction((tx) => revokeSessions(tx, scope, now, eventOf, alsoNamed));
}

/** One live session of a user: a refresh-token family with a token that still works. */
export interface SessionRow {
  id: string;
  startedAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  /** The User-Agent and address of the last use (the sign-in or the last refresh), when known. */
  device: string | null;
  address: string | null;
}

/**
 * The user's live sessions, most recently used first. A family's rows are its login and each
 * rotation: the first row's creation is the sign-in, the last row's the last refresh, and its
 * one unused, unrevoked, unexpired row (the last) is what keeps it alive and names its client.
 */
export async function liveSessions(
  prisma: Db,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<SessionRow[]> {
  const live = await prisma.refreshToken.findMany({
    where: { tenantId, userId, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { familyId: true, expiresAt: true, userAgent: true, address: true },
  });
  if (live.length === 0) return [];
  const spans = await prisma.refreshToken.groupBy({
    by: ['familyId'],
    where: { tenantId, userId, familyId: { in: live.map((row) => row.familyId) } },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  // The live row is the family's newest: its client is the last use's.
  const liveRows = new Map(live.map((row) => [row.familyId, row]));
  return spans
    .map((span) => {
      const row = liveRows.get(span.familyId)!;
      return {
        id: span.familyId,
        startedAt: span._min.createdAt!,
        lastUsedAt: span._max.createdAt!,
        expiresAt: row.expiresAt,
        device: row.userAgent,
        address: row.address,
      };
    })
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || a.id.localeCompare(b.id));
}

/**
 * Every family revoked since `since`, platform-wide, with when: what a gateway that starts
 * needs to refuse the access tokens of sessions ended before it listened (their tokens live at
 * most 15 minutes, so `since` is never further back; the partial index on `revoked_at` keeps
 * the read to those rows).
 */
export async function sessionsEndedSince(
  prisma: Db,
  since: Date,
): Promise<{ id: string; endedAt: Date }[]> {
  const rows = await prisma.refreshToken.groupBy({
    by: ['familyId'],
    where: { revokedAt: { gt: since } },
    _max: { revokedAt: true },
  });
  return rows.map((row) => ({ id: row.familyId, endedAt: row._max.revokedAt! }));
}

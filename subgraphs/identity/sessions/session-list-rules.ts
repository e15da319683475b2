import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../lib/auth/tokens';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { assertMayListEndedSessions } from './access';
import {
  endSessions,
  liveSessions,
  sessionsEndedSince,
  type SessionRow,
} from './refresh-token-store';
import { sessionsEnded } from './session-rules';

/*
 * Sessions as the caller sees them (docs/api/identity.md, "Sessions"): each sign-in is a session
 * (a refresh-token family) until it is logged out, ended, or its refresh token expires.
 */

/** The caller's live sessions, most recently used first. */
export function mySessions(deps: IdentityDeps, actor: Actor): Promise<SessionRow[]> {
  return liveSessions(deps.prisma, actor.tenantId, actor.id, deps.clock.now());
}

/**
 * Ends one of the caller's live sessions: its refresh token stops working and its access tokens
 * are refused at once. Another user's session, an ended one or an unknown id is 404 alike.
 */
export async function endSession(
  deps: IdentityDeps,
  actor: Actor,
  input: { id: string },
): Promise<true> {
  if (!isUuid(input.id)) throw new NotFoundError('Session', input.id);
  const owner = { tenantId: actor.tenantId, userId: actor.id };
  const live = await liveSessions(deps.prisma, owner.tenantId, owner.userId, deps.clock.now());
  if (!live.some((session) => session.id === input.id))
    throw new NotFoundError('Session', input.id);
  const now = deps.clock.now();
  const ended = await endSessions(
    deps.prisma,
    { familyId: input.id },
    now,
    sessionsEnded(deps.requestId, owner, 'session_ended', now),
  );
  // Ended meanwhile by another move (a concurrent logout): that move's event named it.
  if (ended.length === 0) throw new NotFoundError('Session', input.id);
  return true;
}

/**
 * How far back a gateway may ask: a session ended earlier has no access token alive. Gateways ask
 * for 16 minutes (gateway/sessions/ended-sessions.ts); the margin covers clocks and latency.
 */
const LOOKBACK_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 5 * 60_000;

/**
 * Sessions ended since `since` on the whole platform (role `system`): a gateway reads them as it
 * starts, to refuse the access tokens of sessions that ended before it listened
 * (docs/conventions.md, "Ending a session"). `since` older than an access token lives is 400.
 */
export function endedSessions(
  deps: IdentityDeps,
  actor: Actor,
  input: { since: Date },
): Promise<{ id: string; endedAt: Date }[]> {
  assertMayListEndedSessions(actor);
  new InputCheck()
    .when(
      input.since.getTime() < deps.clock.now().getTime() - LOOKBACK_MS,
      'since',
      `must be within the last ${LOOKBACK_MS / 60_000} minutes (an access token lives 15)`,
    )
    .done();
  return sessionsEndedSince(deps.prisma, input.since);
}

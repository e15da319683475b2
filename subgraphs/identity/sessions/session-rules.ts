import { randomUUID } from 'node:crypto';
import { UnauthenticatedError, ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { hashPassword, verifyPassword } from '../../../lib/auth/password';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
  type PlanTier,
  type Role,
} from '../../../lib/auth/tokens';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, SESSIONS_ENDED, type SessionEndReason } from '../common/events';
import {
  findUserByEmail,
  findUsersByIds,
  normaliseEmail,
  type UserRow,
} from '../common/user-store';
import { consumeRefreshToken, endSessions, storeRefreshToken } from './refresh-token-store';

/*
 * Sessions: public operations (no actor), tokens as docs/conventions.md ("Tokens and tenancy")
 * describes them.
 */

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
  tokenType: 'Bearer';
}

// Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
const decoyHash = hashPassword(randomUUID());

/**
 * The event that ends sessions of `user` for `reason`, once the store knows which (the families
 * whose tokens it revoked): every gateway refuses their access tokens from then on.
 */
export function sessionsEnded(
  requestId: string | undefined,
  user: { tenantId: string; userId: string },
  reason: SessionEndReason,
  now: Date,
): (sessionIds: string[]) => PlatformEvent {
  return (sessionIds) =>
    identityEvent(
      SESSIONS_ENDED,
      user.tenantId,
      { userId: user.userId, sessionIds, endedAt: now.toISOString(), reason },
      { requestId, subject: user.userId },
    );
}

/**
 * Issues an access token and a refresh token; `familyId` continues a rotation chain. The family
 * is the session: its id is the access token's `sid`, so ending it ends its access tokens too.
 * The token records the request's client (`deps.client`): the session's last device and address.
 */
export async function issueTokens(
  deps: IdentityDeps,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const jti = randomUUID();
  await storeRefreshToken(deps.prisma, {
    id: jti,
    tenantId: user.tenantId,
    userId: user.id,
    familyId,
    expiresAt: new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    userAgent: deps.client?.userAgent ?? null,
    address: deps.client?.address ?? null,
  });
  return {
    accessToken: signAccessToken({
      sub: user.id,
      tenantId: user.tenantId,
      email: user.email,
      roles: user.roles as Role[],
      planTier: user.planTier as PlanTier,
      sid: familyId,
    }),
    refreshToken: signRefreshToken({ sub: user.id, tenantId: user.tenantId, jti, fid: familyId }),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS,
    tokenType: 'Bearer',
  };
}

export async function login(
  deps: IdentityDeps,
  input: { email: string; password: string },
): Promise<TokenPair> {
  const user = await findUserByEmail(deps.prisma, normaliseEmail(input.email));
  // A user added without a password (invitations/) has none yet: it costs and answers the same.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user?.passwordHash || !valid) throw new UnauthenticatedError('Invalid email or password');
  return issueTokens(deps, user);
}

/**
 * Rotates a refresh token. A token that was already used (or revoked) means it leaked: the
 * whole family is revoked, so the thief's and the owner's sessions both end.
 */
export async function refresh(
  deps: IdentityDeps,
  input: { refreshToken: string },
): Promise<TokenPair> {
  const claims = verifyRefreshToken(input.refreshToken);
  const now = deps.clock.now();
  if (!(await consumeRefreshToken(deps.prisma, claims.jti, now))) {
    const owner = { tenantId: claims.tenantId, userId: claims.sub };
    await endSessions(
      deps.prisma,
      { familyId: claims.fid },
      now,
      sessionsEnded(deps.requestId, owner, 'refresh_token_reused', now),
    );
    throw new UnauthenticatedError('Refresh token is no longer valid; please log in again');
  }
  const [user] = await findUsersByIds(deps.prisma, claims.tenantId, [claims.sub]);
  if (!user)
    throw new UnauthenticatedError('Refresh token is no longer valid; please log in again');
  return issueTokens(deps, user, claims.fid);
}

/**
 * Ends the session a refresh token belongs to: its whole family is revoked and its access tokens
 * refused from then on (public: the token is the credential). A token the platform did not sign
 * (or that expired) is 400 on `refreshToken`; a signed one answers alike whether its family was
 * live, already revoked or ended by rotation, so logging out twice is not an error and the answer
 * says nothing of the session.
 */
export async function logout(deps: IdentityDeps, input: { refreshToken: string }): Promise<true> {
  let claims: { fid: string; sub: string; tenantId: string };
  try {
    claims = verifyRefreshToken(input.refreshToken);
  } catch (error) {
    if (!(error instanceof UnauthenticatedError)) throw error;
    throw ValidationError.field('refreshToken', 'is not a valid refresh token');
  }
  const now = deps.clock.now();
  const owner = { tenantId: claims.tenantId, userId: claims.sub };
  await endSessions(
    deps.prisma,
    { familyId: claims.fid },
    now,
    sessionsEnded(deps.requestId, owner, 'logout', now),
    [claims.fid],
  );
  return true;
}

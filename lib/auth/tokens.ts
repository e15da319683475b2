import jwt, { type Algorithm } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { signingKeys } from './keys';
import { hasBoundedLifetime } from './lifetime';
import { UnauthenticatedError } from '../errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** `ml-engineer` works the ML service (docs/api/ml.md); its hyphen is why GraphQL carries roles as a scalar. */
export const ROLES = ['user', 'organizer', 'admin', 'system', 'ml-engineer'] as const;
export type Role = (typeof ROLES)[number];
export const PLAN_TIERS = ['free', 'pro', 'promax', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Access-token claims, exactly these (docs/api/README.md, "Authentication and tenancy"). */
export interface AccessClaims {
  sub: string;
  tenantId: string;
  email: string;
  roles: Role[];
  planTier: PlanTier;
  /**
   * The session the token belongs to: its refresh-token family. Ending the session (logout, a
   * password change or reset, endSession) ends its access tokens at the gateway at once
   * (docs/conventions.md, "Ending a session"). Tokens the platform did not issue at a login (a
   * service's or a test's own) carry none.
   */
  sid?: string;
  iat: number;
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  tenantId: string;
  jti: string;
  fid: string;
  typ: 'refresh';
  iat: number;
  exp: number;
}

export function signAccessToken(claims: Omit<AccessClaims, 'iat' | 'exp'>): string {
  const keys = signingKeys();
  return jwt.sign(
    {
      tenantId: claims.tenantId,
      email: claims.email,
      roles: claims.roles,
      planTier: claims.planTier,
      ...(claims.sid ? { sid: claims.sid } : {}),
    },
    keys.sign,
    { algorithm: keys.algorithm, subject: claims.sub, expiresIn: ACCESS_TOKEN_TTL_SECONDS },
  );
}

export function signRefreshToken(claims: {
  sub: string;
  tenantId: string;
  jti: string;
  fid: string;
}): string {
  const keys = signingKeys();
  return jwt.sign({ tenantId: claims.tenantId, fid: claims.fid, typ: 'refresh' }, keys.sign, {
    algorithm: keys.algorithm,
    subject: claims.sub,
    jwtid: claims.jti,
    expiresIn: REFRESH_TOKEN_TTL_SECONDS,
  });
}

/** A verified payload of a token that expires within `lifetimeSeconds`, or 401. */
function verify(
  token: string,
  key: KeyObject,
  algorithm: Algorithm,
  lifetimeSeconds: number,
): Record<string, unknown> {
  let payload: string | jwt.JwtPayload;
  try {
    // Pinning the algorithm rejects `alg: none` and key-confusion tokens.
    payload = jwt.verify(token, key, { algorithms: [algorithm] });
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new UnauthenticatedError(expired ? 'Token expired' : 'Invalid token');
  }
  if (typeof payload === 'string') throw new UnauthenticatedError('Invalid token');
  // Without `exp` a token signed with the real key would never expire; the platform issues none such.
  if (!hasBoundedLifetime(payload, lifetimeSeconds))
    throw new UnauthenticatedError('Invalid token: it must expire within its lifetime');
  return payload;
}

export function verifyAccessToken(token: string): AccessClaims {
  const keys = signingKeys();
  const payload = verify(token, keys.verify, keys.algorithm, ACCESS_TOKEN_TTL_SECONDS);
  const roles = payload.roles;
  if (
    payload.typ !== undefined ||
    typeof payload.sub !== 'string' ||
    typeof payload.tenantId !== 'string' ||
    !Array.isArray(roles) ||
    !roles.every((role) => (ROLES as readonly string[]).includes(role)) ||
    (payload.sid !== undefined && typeof payload.sid !== 'string')
  ) {
    throw new UnauthenticatedError('Invalid token');
  }
  return payload as unknown as AccessClaims;
}

export function verifyRefreshToken(token: string): RefreshClaims {
  const keys = signingKeys();
  const payload = verify(token, keys.verify, keys.algorithm, REFRESH_TOKEN_TTL_SECONDS);
  if (
    payload.typ !== 'refresh' ||
    typeof payload.jti !== 'string' ||
    typeof payload.fid !== 'string'
  ) {
    throw new UnauthenticatedError('Invalid refresh token');
  }
  return payload as unknown as RefreshClaims;
}

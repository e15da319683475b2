import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { hashPassword } from '../../../lib/auth/password';
import { InputCheck } from '../../../lib/validation';
import { checkPassword } from '../common/credential-input';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, INVITATION_CREATED } from '../common/events';
import { userVerified } from '../email-verification/verification-rules';
import {
  hashToken,
  isLinkToken,
  issueToken,
  linkEventData,
  type IssuedToken,
} from '../common/link-tokens';
import type { UserRow } from '../common/user-store';
import { issueTokens, type TokenPair } from '../sessions/session-rules';
import { redeemInvitation } from './invitation-store';

/** How long an invitation link works. */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** A new invitation link's token (7 days), for a user added without a password (accounts/). */
export function issueInvitationToken(now: Date): IssuedToken {
  return issueToken(now, INVITATION_TTL_MS);
}

/** The event that hands an invitation's token to the mail sender (common/events.ts, INVITATION_CREATED). */
export function invitationCreated(
  requestId: string | undefined,
  actor: Actor,
  user: UserRow,
  issued: IssuedToken,
): PlatformEvent {
  const data = { ...linkEventData(user, issued), name: user.name, invitedBy: actor.id };
  return identityEvent(INVITATION_CREATED, user.tenantId, data, { requestId, subject: user.id });
}

const REFUSALS = {
  unknown: 'is not a valid invitation token',
  used: 'has already been used',
  expired: 'has expired; ask an admin of your organisation for a new invitation',
} as const;

/**
 * Accepts an invitation (public: the token is the credential): sets the user's password, verifies
 * the e-mail the link came to, and answers a token pair as login does, so the new user is signed
 * in at once.
 */
export async function acceptInvitation(
  deps: IdentityDeps,
  input: { token: string; password: string },
): Promise<TokenPair> {
  const check = new InputCheck().when(!isLinkToken(input.token), 'token', REFUSALS.unknown);
  checkPassword(check, 'password', input.password).done();
  const outcome = await redeemInvitation(
    deps.prisma,
    hashToken(input.token),
    await hashPassword(input.password),
    deps.clock.now(),
    (user) => userVerified(deps.requestId, user),
  );
  if (outcome.kind !== 'accepted') throw ValidationError.field('token', REFUSALS[outcome.kind]);
  return issueTokens(deps, outcome.user);
}

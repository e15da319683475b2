import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import {
  catalogEvent,
  INVITATION_CREATED,
  PASSWORD_RESET_REQUESTED,
  PAYMENT_COMPLETED,
  PAYMENT_FAILED,
  SESSIONS_ENDED,
  TEAM_MEMBER_ADDED,
  TEAM_ROLE_CHANGED,
  USER_REGISTERED,
  USER_VERIFIED,
  VERIFICATION_REQUESTED,
} from '../../../lib/events/catalog';

/*
 * Identity's event contract: the types it records through its outbox and the data each carries
 * (docs/api/identity.md, "Events"; the fields are explained in docs/events.md). Consumers (tests,
 * mail senders, anything reading the bus) import these instead of redeclaring them. The names
 * are the catalogue's (lib/events/catalog.ts), re-exported here beside their data.
 * VERIFICATION_REQUESTED, PASSWORD_RESET_REQUESTED and INVITATION_CREATED are internal (not
 * webhook types): each carries a link's token to whatever sends the mail, the only place the token
 * goes besides the user's mailbox. SESSIONS_ENDED is internal too: sessions that ended (logout, a
 * password change or reset, endSession, a reused refresh token); every gateway refuses their
 * access tokens from then on (docs/conventions.md, "Ending a session").
 */
export {
  INVITATION_CREATED,
  PASSWORD_RESET_REQUESTED,
  PAYMENT_COMPLETED,
  PAYMENT_FAILED,
  SESSIONS_ENDED,
  TEAM_MEMBER_ADDED,
  TEAM_ROLE_CHANGED,
  USER_REGISTERED,
  USER_VERIFIED,
  VERIFICATION_REQUESTED,
};

/** The internal types: they never leave the platform (no webhook); most carry a link's token. */
const INTERNAL_TYPES: ReadonlySet<string> = new Set([
  VERIFICATION_REQUESTED,
  PASSWORD_RESET_REQUESTED,
  INVITATION_CREATED,
  SESSIONS_ENDED,
]);

/** How an account came to be: self-serve sign-up (register) or added by an admin or system (addUser). */
export type RegisteredVia = 'self_signup' | 'admin';

interface UserRegisteredData {
  userId: string;
  /** Lower-cased as stored. */
  email: string;
  name: string;
  roles: string[];
  tenantId: string;
  /** The user's createdAt. */
  registeredAt: string;
  via: RegisteredVia;
}

interface UserVerifiedData {
  userId: string;
  email: string;
  /** The user's emailVerifiedAt. */
  verifiedAt: string;
}

/** A member's role in a team (docs/wallets.md, "Teams"): owners manage its members. */
type TeamRole = 'owner' | 'member';

export interface TeamMemberAddedData {
  teamId: string;
  userId: string;
  role: TeamRole;
}

interface TeamRoleChangedData {
  teamId: string;
  userId: string;
  from: TeamRole;
  to: TeamRole;
  /** The caller's user id (for the system role, its token's subject). */
  changedBy: string;
  changedAt: string;
}

interface PaymentCompletedData {
  walletId: string;
  amount: number;
  reference: string;
  entryId: string;
}

interface PaymentFailedData {
  /** Null when the wallet, user or team is unknown or not given. */
  walletId: string | null;
  userId: string | null;
  teamId: string | null;
  amount: number;
  reference: string;
  /** The error the caller got. */
  code: string;
  reason: string;
}

interface VerificationRequestedData {
  userId: string;
  email: string;
  token: string;
  expiresAt: string;
}

interface PasswordResetRequestedData {
  userId: string;
  email: string;
  name: string;
  token: string;
  expiresAt: string;
}

interface InvitationCreatedData {
  userId: string;
  email: string;
  name: string;
  token: string;
  expiresAt: string;
  /** The admin's (or system caller's) user id. */
  invitedBy: string;
}

/** Why sessions ended: the move that ended them. */
export type SessionEndReason =
  'logout' | 'password_changed' | 'password_reset' | 'session_ended' | 'refresh_token_reused';

export interface SessionsEndedData {
  userId: string;
  /** The ended sessions (refresh-token families): the `sid` of their access tokens. */
  sessionIds: string[];
  endedAt: string;
  reason: SessionEndReason;
}

/** Each identity event type with the shape of its data. */
export interface IdentityEventData {
  [USER_REGISTERED]: UserRegisteredData;
  [USER_VERIFIED]: UserVerifiedData;
  [TEAM_MEMBER_ADDED]: TeamMemberAddedData;
  [TEAM_ROLE_CHANGED]: TeamRoleChangedData;
  [PAYMENT_COMPLETED]: PaymentCompletedData;
  [PAYMENT_FAILED]: PaymentFailedData;
  [VERIFICATION_REQUESTED]: VerificationRequestedData;
  [PASSWORD_RESET_REQUESTED]: PasswordResetRequestedData;
  [INVITATION_CREATED]: InvitationCreatedData;
  [SESSIONS_ENDED]: SessionsEndedData;
}

export type IdentityEventType = keyof IdentityEventData;

type InternalType =
  | typeof VERIFICATION_REQUESTED
  | typeof PASSWORD_RESET_REQUESTED
  | typeof INVITATION_CREATED
  | typeof SESSIONS_ENDED;

/**
 * An identity event, its data checked against its type. Webhook-catalogue types get the source
 * the catalogue names (lib/events/catalog.ts); the internal ones keep the outbox's default
 * source, `urn:platform:identity`.
 */
export function identityEvent<T extends IdentityEventType>(
  type: T,
  tenantId: string,
  data: IdentityEventData[T],
  meta: { requestId?: string; subject?: string },
): PlatformEvent<IdentityEventData[T]> {
  if (INTERNAL_TYPES.has(type))
    return { ...newEvent(type, tenantId, data, meta.requestId), subject: meta.subject };
  return catalogEvent(type as Exclude<T, InternalType>, tenantId, data, meta);
}

import type { Role } from '../../../lib/auth/tokens';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, TenantRow } from '../common/user-store';
import type { WalletRow } from '../wallets/wallet-store';
import type { TeamRow, TeamMemberRow } from '../teams/team-store';
import type { VerificationRequest } from '../email-verification/verification-rules';
import type { IdentityContext } from '../common/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  /**
   * A role, as spelled in tokens: user, organizer, admin, system or ml-engineer. A scalar because
   * GraphQL enum values cannot hold a hyphen; bare literals (`organizer`) are still accepted.
   */
  Role: { input: Role; output: Role; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AcceptInvitationInput = {
  /** 8 to 200 characters, as for register. */
  password: Scalars['String']['input'];
  /** The token of an invitation link. */
  token: Scalars['String']['input'];
};

export type AddTeamMemberInput = {
  role?: InputMaybe<TeamRole>;
  userId: Scalars['ID']['input'];
};

/** An admin adds a user to their own tenant. */
export type AddUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /**
   * Without one the user is invited: it cannot log in until it sets a password from the invitation
   * link (valid 7 days) mailed to it (acceptInvitation).
   */
  password?: InputMaybe<Scalars['String']['input']>;
  planTier?: InputMaybe<PlanTier>;
  roles?: InputMaybe<Array<Scalars['Role']['input']>>;
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** 8 to 200 characters, as for register. */
  newPassword: Scalars['String']['input'];
};

export type ChangeTeamMemberRoleInput = {
  role: TeamRole;
};

export type ConfirmCreditsInput = {
  reservationId: Scalars['ID']['input'];
};

export type CreateTeamInput = {
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** The team's first owner, a user of the tenant; the caller when absent. */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
};

/** Why one hold of holdCredits was refused, as the error of reserveCredits or confirmCredits would say it. */
export type CreditHoldError = {
  __typename?: 'CreditHoldError';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The HTTP status of that error (402 insufficient credits, 404, 400 INVALID_STATE...). */
  status: Scalars['Int']['output'];
};

/** One hold of holdCredits: its reservation (held and confirmed), or its own error. */
export type CreditHoldResult = {
  __typename?: 'CreditHoldResult';
  error?: Maybe<CreditHoldError>;
  reservation?: Maybe<CreditReservation>;
  reservationId: Scalars['ID']['output'];
};

/** How a reservation is settled: charge keeps the credits spent; release (failure) and refund (cancel) give them back. */
export type CreditOutcome =
  | 'charge'
  | 'refund'
  | 'release';

/** Credits held by reserveCredits; status reserved, then exactly one of charged, released, refunded. */
export type CreditReservation = {
  __typename?: 'CreditReservation';
  amount: Scalars['Int']['output'];
  /** Set while the hold is unconfirmed: unsettled by then, identity releases it. Null once confirmed. */
  confirmBy?: Maybe<Scalars['DateTime']['output']>;
  /** When the reserving service confirmed the hold. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reference: Scalars['String']['output'];
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  walletId: Scalars['ID']['output'];
};

/** A transfer: two ledger entries of the same credits that sum to zero. */
export type CreditTransfer = {
  __typename?: 'CreditTransfer';
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The target's transfer_in entry (+amount). */
  credit: WalletEntry;
  /** The source's transfer_out entry (-amount). */
  debit: WalletEntry;
  /** The source wallet after the transfer. */
  from: Wallet;
  id: Scalars['ID']['output'];
  reference: Scalars['String']['output'];
  /** The target wallet after the transfer. */
  to: Wallet;
};

/** A verification link was sent; its token goes to the user's mailbox only, never into an answer. */
export type EmailVerificationRequest = {
  __typename?: 'EmailVerificationRequest';
  email: Scalars['String']['output'];
  /** The link stops working then (48 hours). */
  expiresAt: Scalars['DateTime']['output'];
  /** The user the link is for. */
  user: User;
  userId: Scalars['ID']['output'];
};

/** A session that ended, as a gateway needs it. */
export type EndedSession = {
  __typename?: 'EndedSession';
  endedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** A hold to take and confirm at once (holdCredits): as ReserveCreditsInput, without a deadline to confirm by. */
export type HoldCreditsInput = {
  /** 1 to 1,000,000 credits. */
  amount: Scalars['Int']['input'];
  /** What the credits are for (1 to 200 characters). */
  reference: Scalars['String']['input'];
  /** The caller's id for this reservation; a repeat confirms the stored one (as confirmCredits). */
  reservationId: Scalars['ID']['input'];
  /** The last instant the hold may still be taken: after it, an id never stored answers NOT_FOUND, for good. */
  takeBy: Scalars['DateTime']['input'];
  teamId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LogoutInput = {
  refreshToken: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Public: sets the invited user's password, verifies their e-mail and signs them in (a token pair,
   * as login answers). Unknown, used or expired tokens are 400 on `token`.
   */
  acceptInvitation: TokenPair;
  /** Adds a user of the tenant to a team (admins, system and the team's owners); 409 when already a member. */
  addTeamMember: Team;
  /**
   * Records user.registered and sends the first verification e-mail, or without a password an
   * invitation to set one.
   */
  addUser: User;
  /**
   * The caller changes its password: every refresh token of the user is revoked and the caller gets
   * a new token pair. A wrong current password is 400 on `currentPassword`.
   */
  changePassword: TokenPair;
  /**
   * Changes a member's role (admins, system and the team's owners); records team.role_changed.
   * The same role changes nothing; demoting the last owner is 400 INVALID_STATE; no member: 404.
   */
  changeTeamMemberRole: Team;
  /** Confirms a hold (system only): the reserving service has recorded it and will settle it; idempotent. 400 INVALID_STATE when it is no longer held (its hold ran out, or it was settled). */
  confirmCredits: CreditReservation;
  /** Creates a team with its first owner (admins and system). */
  createTeam: Team;
  /**
   * Ends one of the caller's live sessions: its refresh token stops working and its access tokens
   * are refused at once. Another user's, an ended or an unknown session is 404.
   */
  endSession: Scalars['Boolean']['output'];
  /** Holds and confirms many reservations in one call (system only, at most 500): each answers its own reservation or error, so one hold's 402 never fails another's. */
  holdCredits: Array<CreditHoldResult>;
  login: TokenPair;
  /**
   * Public: ends the session of a refresh token by revoking its whole family. Answers true for any
   * token the platform signed, live or not; anything else is 400 on `refreshToken`.
   */
  logout: Scalars['Boolean']['output'];
  /** Rotates a refresh token: the one sent stops working; sending it again revokes its whole family. */
  refresh: TokenPair;
  /** Records user.registered and sends the first verification e-mail. */
  register: RegisterPayload;
  /** Sends the caller a new verification link; earlier links keep working until they expire. */
  requestEmailVerification: EmailVerificationRequest;
  /**
   * Public: mails a password reset link (valid 1 hour) to the account of this address, if there is
   * one; the answer never says whether there is.
   */
  requestPasswordReset: PasswordResetRequest;
  /** Holds credits for a job (system only); 402 ERR_INSUFFICIENT_CREDITS when the balance is too low. */
  reserveCredits: CreditReservation;
  /**
   * Public: sets a new password with a reset link's token and revokes every refresh token of the
   * user. Unknown, used or expired tokens are 400 on `token`.
   */
  resetPassword: Scalars['Boolean']['output'];
  /** Settles a reservation exactly once (system only); later calls return it unchanged. */
  settleCredits: CreditReservation;
  /** Credits a wallet on a confirmed payment (role system only: the payment provider's callback); records payment.completed, or payment.failed when refused. */
  topUpWallet: WalletTopUp;
  /** Moves existing credits between two wallets of the tenant (admins and system); 402 ERR_INSUFFICIENT_CREDITS when the source holds too few. */
  transferCredits: CreditTransfer;
  /**
   * Public: completes e-mail verification with a link's token and answers the user; the first
   * verification records user.verified. Unknown, used or expired tokens are 400 on `token`.
   */
  verifyEmail: User;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAddTeamMemberArgs = {
  input: AddTeamMemberInput;
  teamId: Scalars['ID']['input'];
};


export type MutationAddUserArgs = {
  input: AddUserInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangeTeamMemberRoleArgs = {
  input: ChangeTeamMemberRoleInput;
  teamId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationConfirmCreditsArgs = {
  input: ConfirmCreditsInput;
};


export type MutationCreateTeamArgs = {
  input: CreateTeamInput;
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHoldCreditsArgs = {
  inputs: Array<HoldCreditsInput>;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLogoutArgs = {
  input: LogoutInput;
};


export type MutationRefreshArgs = {
  input: RefreshInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationReserveCreditsArgs = {
  input: ReserveCreditsInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSettleCreditsArgs = {
  input: SettleCreditsInput;
};


export type MutationTopUpWalletArgs = {
  input: TopUpWalletInput;
};


export type MutationTransferCreditsArgs = {
  input: TransferCreditsInput;
};


export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};

/** Shared by every subgraph's connections, hence shareable. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `cursor` to get the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
};

/**
 * A password reset was asked for. The answer is the same whether or not the address has an
 * account: the link, if any, goes to the mailbox only.
 */
export type PasswordResetRequest = {
  __typename?: 'PasswordResetRequest';
  /** The address as given, trimmed and lower-cased. */
  email: Scalars['String']['output'];
};

/** Subscription tiers, lowest first. */
export type PlanTier =
  | 'enterprise'
  | 'free'
  | 'pro'
  | 'promax';

export type Query = {
  __typename?: 'Query';
  /** A credit reservation (admins and system). */
  creditReservation?: Maybe<CreditReservation>;
  /**
   * Sessions ended since `since` (at most 20 minutes back) on the whole platform: role system only,
   * the list a gateway reads as it starts so that it refuses their access tokens.
   */
  endedSessions: Array<EndedSession>;
  /** One page of one of this service's report datasets (role system: the reports service). */
  identityReportPage: ReportPage;
  /** The authenticated caller. */
  me: User;
  /** The caller's live sessions, most recently used first. */
  mySessions: Array<Session>;
  /** A team (its members, admins and system). */
  team?: Maybe<Team>;
  /** A team's wallet (its members, admins and system). */
  teamWallet: Wallet;
  /** The caller's teams, oldest first; admins and system see every team of the tenant. */
  teams: TeamConnection;
  /** A user of the caller's tenant. */
  user?: Maybe<User>;
  /** The caller's wallet; admins and system may name another user of the tenant. */
  wallet: Wallet;
  /** A wallet's ledger, newest first: the caller's, another user's (admins, system) or a team's (`teamId`). */
  walletEntries: WalletEntryConnection;
};


export type QueryCreditReservationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEndedSessionsArgs = {
  since: Scalars['DateTime']['input'];
};


export type QueryIdentityReportPageArgs = {
  input: ReportPageInput;
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamWalletArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWalletArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWalletEntriesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type RefreshInput = {
  refreshToken: Scalars['String']['input'];
};

/** Self-serve sign-up: creates a tenant with this user as its admin. */
export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  tenantName: Scalars['String']['input'];
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  /** The refresh token's lifetime in seconds (as TokenPair's). */
  refreshExpiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  tenant: Tenant;
  tokenType: Scalars['String']['output'];
  user: User;
};

/** One page of a dataset's rows for the reports service (role system; docs/reports.md, Datasets). */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Pass as `after` for the next page; null after the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  rowCount: Scalars['Int']['output'];
  /** JSON text of an array of rows, each an array of the asked columns' values in order. */
  rowsJson: Scalars['String']['output'];
  /** Every row of the export, when `withTotal` asked for it. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Which page of which dataset, read as whom (docs/reports.md, Datasets). */
export type ReportPageInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  columns: Array<Scalars['String']['input']>;
  dataset: Scalars['String']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1 to 10,000. */
  limit: Scalars['Int']['input'];
  /** own, listings or tenant. */
  scope: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
  withTotal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

/** Credits to hold for a job. With `teamId` the team's wallet pays and the user must be a member. The reservation is a hold: confirm it (confirmCredits) or settle it before `confirmBy`, else identity releases it. */
export type ReserveCreditsInput = {
  /** 1 to 1,000,000 credits. */
  amount: Scalars['Int']['input'];
  /** Seconds the hold lasts unconfirmed, 1 to 3600 (default: the service's CREDIT_HOLD_CONFIRM_SECONDS, 60). */
  holdSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** What the credits are for, for example a job id and attempt (1 to 200 characters). */
  reference: Scalars['String']['input'];
  /** The caller's id for this reservation (1 to 100 of A-Z a-z 0-9 . _ : -); a repeat returns the same reservation. */
  reservationId: Scalars['ID']['input'];
  teamId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type ResetPasswordInput = {
  /** 8 to 200 characters, as for register. */
  newPassword: Scalars['String']['input'];
  /** The token of a password reset link. */
  token: Scalars['String']['input'];
};

/** A sign-in: a refresh-token family, alive until it is logged out, ended or its refresh token expires. */
export type Session = {
  __typename?: 'Session';
  /** The address of its last use, as the gateway saw it (TRUSTED_PROXIES); null when not known. */
  address?: Maybe<Scalars['String']['output']>;
  /** The User-Agent of its last use (the sign-in or the last refresh); null when none was sent. */
  device?: Maybe<Scalars['String']['output']>;
  /** When its refresh token expires unless it is used before. */
  expiresAt: Scalars['DateTime']['output'];
  /** The `sid` claim of the session's access tokens. */
  id: Scalars['ID']['output'];
  /** The last refresh (or the sign-in). */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The sign-in. */
  startedAt: Scalars['DateTime']['output'];
};

export type SettleCreditsInput = {
  outcome: CreditOutcome;
  reservationId: Scalars['ID']['input'];
};

export type Team = {
  __typename?: 'Team';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['ID']['output'];
  /** The user who created the team; null when that user no longer exists. */
  creator?: Maybe<User>;
  id: Scalars['ID']['output'];
  /** Owners first, then by when they joined. */
  members: Array<TeamMember>;
  name: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
};

export type TeamConnection = {
  __typename?: 'TeamConnection';
  edges: Array<TeamEdge>;
  nodes: Array<Team>;
  pageInfo: PageInfo;
};

export type TeamEdge = {
  __typename?: 'TeamEdge';
  cursor: Scalars['String']['output'];
  node: Team;
};

export type TeamMember = {
  __typename?: 'TeamMember';
  addedAt: Scalars['DateTime']['output'];
  role: TeamRole;
  /** The member. */
  user: User;
  userId: Scalars['ID']['output'];
};

export type TeamRole =
  | 'member'
  | 'owner';

export type Tenant = {
  __typename?: 'Tenant';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Login and refresh answer with a token pair; `expiresIn` is the access token's lifetime in seconds. */
export type TokenPair = {
  __typename?: 'TokenPair';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  /** The refresh token's lifetime in seconds: each refresh starts it anew. */
  refreshExpiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  /** Always Bearer: send the access token as `Authorization: Bearer <accessToken>`. */
  tokenType: Scalars['String']['output'];
};

/** A top-up of exactly one wallet: a user's (`userId`) or a team's (`teamId`). */
export type TopUpWalletInput = {
  /** 1 to 1,000,000 credits. */
  amount: Scalars['Int']['input'];
  /** What the payment is (an invoice or payment id, for example; 1 to 200 characters). */
  reference: Scalars['String']['input'];
  teamId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Existing credits to move from one wallet of the tenant to another. */
export type TransferCreditsInput = {
  /** 1 to 1,000,000 credits; the source must hold them. */
  amount: Scalars['Int']['input'];
  from: WalletOwnerInput;
  /** Why the credits move (1 to 200 characters). */
  reference: Scalars['String']['input'];
  to: WalletOwnerInput;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** Whether the user has followed an e-mail verification link (docs/events.md). */
  emailVerified: Scalars['Boolean']['output'];
  /** When the e-mail address was verified; null until then. */
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  planTier: PlanTier;
  roles: Array<Scalars['Role']['output']>;
  tenant: Tenant;
  tenantId: Scalars['ID']['output'];
};

export type VerifyEmailInput = {
  /** The token of a verification link. */
  token: Scalars['String']['input'];
};

/** A user's or a team's credits. The balance is always the sum of the wallet's entries. */
export type Wallet = {
  __typename?: 'Wallet';
  /** Whole credits available now (reserved credits are already taken out). */
  balance: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Always `credits`. */
  currency: Scalars['String']['output'];
  /** The wallet's ledger, newest first. */
  entries: WalletEntryConnection;
  id: Scalars['ID']['output'];
  ownerType: WalletOwnerType;
  /** Set for a team's wallet. */
  teamId?: Maybe<Scalars['ID']['output']>;
  /** The user whose wallet it is; null for a team's. */
  user?: Maybe<User>;
  /** Set for a user's wallet. */
  userId?: Maybe<Scalars['ID']['output']>;
};


/** A user's or a team's credits. The balance is always the sum of the wallet's entries. */
export type WalletEntriesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** One movement of credits; the ledger is append-only. */
export type WalletEntry = {
  __typename?: 'WalletEntry';
  /** Signed credits: positive in, negative out, 0 for a charge. */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: WalletEntryKind;
  reference: Scalars['String']['output'];
  reservationId?: Maybe<Scalars['ID']['output']>;
  /** Set on the two entries of a transfer (transfer_out and transfer_in), the same on both. */
  transferId?: Maybe<Scalars['ID']['output']>;
  walletId: Scalars['ID']['output'];
};

export type WalletEntryConnection = {
  __typename?: 'WalletEntryConnection';
  edges: Array<WalletEntryEdge>;
  nodes: Array<WalletEntry>;
  pageInfo: PageInfo;
};

export type WalletEntryEdge = {
  __typename?: 'WalletEntryEdge';
  cursor: Scalars['String']['output'];
  node: WalletEntry;
};

/** topup, release and refund add credits; reserve takes them; charge (0) marks reserved credits spent; a transfer is a transfer_out (-) and a transfer_in (+) of the same credits. */
export type WalletEntryKind =
  | 'charge'
  | 'refund'
  | 'release'
  | 'reserve'
  | 'topup'
  | 'transfer_in'
  | 'transfer_out';

/** One wallet of the tenant: a user's (`userId`) or a team's (`teamId`), exactly one of them. */
export type WalletOwnerInput = {
  teamId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type WalletOwnerType =
  | 'team'
  | 'user';

export type WalletTopUp = {
  __typename?: 'WalletTopUp';
  entry: WalletEntry;
  wallet: Wallet;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AddTeamMemberInput: AddTeamMemberInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AddUserInput: AddUserInput;
  CacheScope: CacheScope;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTeamMemberRoleInput: ChangeTeamMemberRoleInput;
  ConfirmCreditsInput: ConfirmCreditsInput;
  CreateTeamInput: CreateTeamInput;
  CreditHoldError: ResolverTypeWrapper<CreditHoldError>;
  CreditHoldResult: ResolverTypeWrapper<CreditHoldResult>;
  CreditOutcome: CreditOutcome;
  CreditReservation: ResolverTypeWrapper<CreditReservation>;
  CreditTransfer: ResolverTypeWrapper<Omit<CreditTransfer, 'from' | 'to'> & { from: ResolversTypes['Wallet'], to: ResolversTypes['Wallet'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailVerificationRequest: ResolverTypeWrapper<VerificationRequest>;
  EndedSession: ResolverTypeWrapper<EndedSession>;
  HoldCreditsInput: HoldCreditsInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResetRequest: ResolverTypeWrapper<PasswordResetRequest>;
  PlanTier: PlanTier;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshInput: RefreshInput;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'tenant' | 'user'> & { tenant: ResolversTypes['Tenant'], user: ResolversTypes['User'] }>;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ReserveCreditsInput: ReserveCreditsInput;
  ResetPasswordInput: ResetPasswordInput;
  Role: ResolverTypeWrapper<Scalars['Role']['output']>;
  Session: ResolverTypeWrapper<Session>;
  SettleCreditsInput: SettleCreditsInput;
  Team: ResolverTypeWrapper<TeamRow>;
  TeamConnection: ResolverTypeWrapper<Omit<TeamConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['TeamEdge']>, nodes: Array<ResolversTypes['Team']> }>;
  TeamEdge: ResolverTypeWrapper<Omit<TeamEdge, 'node'> & { node: ResolversTypes['Team'] }>;
  TeamMember: ResolverTypeWrapper<TeamMemberRow>;
  TeamRole: TeamRole;
  Tenant: ResolverTypeWrapper<TenantRow>;
  TokenPair: ResolverTypeWrapper<TokenPair>;
  TopUpWalletInput: TopUpWalletInput;
  TransferCreditsInput: TransferCreditsInput;
  User: ResolverTypeWrapper<UserRow>;
  VerifyEmailInput: VerifyEmailInput;
  Wallet: ResolverTypeWrapper<WalletRow>;
  WalletEntry: ResolverTypeWrapper<WalletEntry>;
  WalletEntryConnection: ResolverTypeWrapper<WalletEntryConnection>;
  WalletEntryEdge: ResolverTypeWrapper<WalletEntryEdge>;
  WalletEntryKind: WalletEntryKind;
  WalletOwnerInput: WalletOwnerInput;
  WalletOwnerType: WalletOwnerType;
  WalletTopUp: ResolverTypeWrapper<Omit<WalletTopUp, 'wallet'> & { wallet: ResolversTypes['Wallet'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  String: Scalars['String']['output'];
  AddTeamMemberInput: AddTeamMemberInput;
  ID: Scalars['ID']['output'];
  AddUserInput: AddUserInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTeamMemberRoleInput: ChangeTeamMemberRoleInput;
  ConfirmCreditsInput: ConfirmCreditsInput;
  CreateTeamInput: CreateTeamInput;
  CreditHoldError: CreditHoldError;
  CreditHoldResult: CreditHoldResult;
  CreditReservation: CreditReservation;
  CreditTransfer: Omit<CreditTransfer, 'from' | 'to'> & { from: ResolversParentTypes['Wallet'], to: ResolversParentTypes['Wallet'] };
  DateTime: Scalars['DateTime']['output'];
  EmailVerificationRequest: VerificationRequest;
  EndedSession: EndedSession;
  HoldCreditsInput: HoldCreditsInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PageInfo: PageInfo;
  PasswordResetRequest: PasswordResetRequest;
  Query: Record<PropertyKey, never>;
  RefreshInput: RefreshInput;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'tenant' | 'user'> & { tenant: ResolversParentTypes['Tenant'], user: ResolversParentTypes['User'] };
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ReserveCreditsInput: ReserveCreditsInput;
  ResetPasswordInput: ResetPasswordInput;
  Role: Scalars['Role']['output'];
  Session: Session;
  SettleCreditsInput: SettleCreditsInput;
  Team: TeamRow;
  TeamConnection: Omit<TeamConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['TeamEdge']>, nodes: Array<ResolversParentTypes['Team']> };
  TeamEdge: Omit<TeamEdge, 'node'> & { node: ResolversParentTypes['Team'] };
  TeamMember: TeamMemberRow;
  Tenant: TenantRow;
  TokenPair: TokenPair;
  TopUpWalletInput: TopUpWalletInput;
  TransferCreditsInput: TransferCreditsInput;
  User: UserRow;
  VerifyEmailInput: VerifyEmailInput;
  Wallet: WalletRow;
  WalletEntry: WalletEntry;
  WalletEntryConnection: WalletEntryConnection;
  WalletEntryEdge: WalletEntryEdge;
  WalletOwnerInput: WalletOwnerInput;
  WalletTopUp: Omit<WalletTopUp, 'wallet'> & { wallet: ResolversParentTypes['Wallet'] };
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = IdentityContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CreditHoldErrorResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['CreditHoldError'] = ResolversParentTypes['CreditHoldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditHoldResultResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['CreditHoldResult'] = ResolversParentTypes['CreditHoldResult']> = {
  error?: Resolver<Maybe<ResolversTypes['CreditHoldError']>, ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['CreditReservation']>, ParentType, ContextType>;
  reservationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditReservationResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['CreditReservation'] = ResolversParentTypes['CreditReservation']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmBy?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditTransferResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['CreditTransfer'] = ResolversParentTypes['CreditTransfer']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['WalletEntry'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['WalletEntry'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmailVerificationRequestResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['EmailVerificationRequest'] = ResolversParentTypes['EmailVerificationRequest']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EndedSessionResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['EndedSession'] = ResolversParentTypes['EndedSession']> = {
  endedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'input' | 'teamId'>>;
  addUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddUserArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeTeamMemberRole?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationChangeTeamMemberRoleArgs, 'input' | 'teamId' | 'userId'>>;
  confirmCredits?: Resolver<ResolversTypes['CreditReservation'], ParentType, ContextType, RequireFields<MutationConfirmCreditsArgs, 'input'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  holdCredits?: Resolver<Array<ResolversTypes['CreditHoldResult']>, ParentType, ContextType, RequireFields<MutationHoldCreditsArgs, 'inputs'>>;
  login?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'input'>>;
  refresh?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationRefreshArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestEmailVerification?: Resolver<ResolversTypes['EmailVerificationRequest'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequest'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  reserveCredits?: Resolver<ResolversTypes['CreditReservation'], ParentType, ContextType, RequireFields<MutationReserveCreditsArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  settleCredits?: Resolver<ResolversTypes['CreditReservation'], ParentType, ContextType, RequireFields<MutationSettleCreditsArgs, 'input'>>;
  topUpWallet?: Resolver<ResolversTypes['WalletTopUp'], ParentType, ContextType, RequireFields<MutationTopUpWalletArgs, 'input'>>;
  transferCredits?: Resolver<ResolversTypes['CreditTransfer'], ParentType, ContextType, RequireFields<MutationTransferCreditsArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
};

export type PageInfoResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordResetRequestResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['PasswordResetRequest'] = ResolversParentTypes['PasswordResetRequest']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  creditReservation?: Resolver<Maybe<ResolversTypes['CreditReservation']>, ParentType, ContextType, RequireFields<QueryCreditReservationArgs, 'id'>>;
  endedSessions?: Resolver<Array<ResolversTypes['EndedSession']>, ParentType, ContextType, RequireFields<QueryEndedSessionsArgs, 'since'>>;
  identityReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryIdentityReportPageArgs, 'input'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teamWallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType, RequireFields<QueryTeamWalletArgs, 'teamId'>>;
  teams?: Resolver<ResolversTypes['TeamConnection'], ParentType, ContextType, Partial<QueryTeamsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType, Partial<QueryWalletArgs>>;
  walletEntries?: Resolver<ResolversTypes['WalletEntryConnection'], ParentType, ContextType, Partial<QueryWalletEntriesArgs>>;
};

export type RegisterPayloadResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshExpiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface RoleScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Role'], any> {
  name: 'Role';
}

export type SessionResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TeamConnectionResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['TeamConnection'] = ResolversParentTypes['TeamConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TeamEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TeamEdgeResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['TeamEdge'] = ResolversParentTypes['TeamEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TenantResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TokenPairResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['TokenPair'] = ResolversParentTypes['TokenPair']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshExpiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planTier?: Resolver<ResolversTypes['PlanTier'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['WalletEntryConnection'], ParentType, ContextType, Partial<WalletEntriesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerType?: Resolver<ResolversTypes['WalletOwnerType'], ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WalletEntryResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['WalletEntry'] = ResolversParentTypes['WalletEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['WalletEntryKind'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WalletEntryConnectionResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['WalletEntryConnection'] = ResolversParentTypes['WalletEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WalletEntryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WalletEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WalletEntryEdgeResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['WalletEntryEdge'] = ResolversParentTypes['WalletEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WalletEntry'], ParentType, ContextType>;
};

export type WalletTopUpResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['WalletTopUp'] = ResolversParentTypes['WalletTopUp']> = {
  entry?: Resolver<ResolversTypes['WalletEntry'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type Resolvers<ContextType = IdentityContext> = {
  CreditHoldError?: CreditHoldErrorResolvers<ContextType>;
  CreditHoldResult?: CreditHoldResultResolvers<ContextType>;
  CreditReservation?: CreditReservationResolvers<ContextType>;
  CreditTransfer?: CreditTransferResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailVerificationRequest?: EmailVerificationRequestResolvers<ContextType>;
  EndedSession?: EndedSessionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetRequest?: PasswordResetRequestResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  Role?: GraphQLScalarType;
  Session?: SessionResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamConnection?: TeamConnectionResolvers<ContextType>;
  TeamEdge?: TeamEdgeResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  TokenPair?: TokenPairResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletEntry?: WalletEntryResolvers<ContextType>;
  WalletEntryConnection?: WalletEntryConnectionResolvers<ContextType>;
  WalletEntryEdge?: WalletEntryEdgeResolvers<ContextType>;
  WalletTopUp?: WalletTopUpResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = IdentityContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};

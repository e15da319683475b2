import { routeBuilder, type RestRoute } from '../route';
import { successorRoutes, type Successor } from '../successor-routes';
import { TEAM_FIELDS, TOKEN_FIELDS, VERIFICATION_FIELDS, WALLET_FIELDS } from './identity-common';
import { identityAccountsRoutes } from './identity-accounts';
import { identityEmailVerificationRoutes } from './identity-email-verification';
import { identityInvitationsRoutes } from './identity-invitations';
import { identityPasswordResetRoutes } from './identity-password-reset';
import { identitySessionsRoutes } from './identity-sessions';
import { identityTeamsRoutes } from './identity-teams';
import { identityWalletsRoutes } from './identity-wallets';

/**
 * Authentication v2.5 (/auth/v2): v1's paths over the same rows, written as v1's changes
 * (docs/api/identity.md, "Versions"; ../successor-routes.ts): the token pair with
 * `refreshExpiresIn`; people as `{ id email name }` where v1 answers an id (a team's creator and
 * members, a user's wallet, a verification link's user); `Idempotency-Key` required on every POST
 * of a signed-in caller; and sessions as resources (`GET /sessions`, `DELETE /sessions/{id}`).
 * The public credential POSTs (register, login, refresh, logout, links' tokens) take no key: an
 * anonymous request has no caller to keep a key for (gateway/http.ts), and a replayed answer
 * would hand out its tokens again.
 */
const PERSON = '{ id email name }';

/** Each v1 field list and what v2 answers instead. */
const V2_FIELDS: readonly (readonly [string, string])[] = [
  [TOKEN_FIELDS, `${TOKEN_FIELDS} refreshExpiresIn`],
  [
    TEAM_FIELDS,
    TEAM_FIELDS.replace('createdBy', `createdBy: creator ${PERSON}`).replace(
      'userId',
      `user ${PERSON}`,
    ),
  ],
  [WALLET_FIELDS, WALLET_FIELDS.replace('userId', `user ${PERSON}`)],
  [VERIFICATION_FIELDS, VERIFICATION_FIELDS.replace('userId', `user ${PERSON}`)],
];

const AUTH_V2: Successor = {
  from: '/auth/v1',
  to: '/auth/v2',
  apiVersion: '2.5',
  operation: (operation) =>
    V2_FIELDS.reduce((text, [v1, v2]) => text.split(v1).join(v2), operation),
  route: (v1) => (v1.public ? { requireIdempotencyKey: false } : {}),
};

const SESSION = 'id startedAt lastUsedAt expiresAt device address';

const { query, mutation } = routeBuilder('identity', AUTH_V2.to, {
  meta: { api_version: AUTH_V2.apiVersion },
});

/** REST paths of authentication v2.5: every v1 path, then the caller's sessions. */
export const identityV2Routes: RestRoute[] = [
  ...successorRoutes(AUTH_V2, [
    ...identitySessionsRoutes,
    ...identityAccountsRoutes,
    ...identityEmailVerificationRoutes,
    ...identityPasswordResetRoutes,
    ...identityInvitationsRoutes,
    ...identityWalletsRoutes,
    ...identityTeamsRoutes,
  ]),
  query(
    '/sessions',
    "The caller's live sessions (sign-ins), most recently used first, with device and address",
    'mySessions',
    SESSION,
    '',
    { errors: [401] },
  ),
  mutation(
    '/sessions/:id',
    "End one of the caller's sessions: its refresh token stops working and its access tokens are refused at once",
    'endSession',
    '',
    '$id: ID!',
    { method: 'DELETE', errors: [401, 404], status: 204 },
  ),
];

// What several of identity's route files share (as subgraphs/identity/common/ does for its features).
export const TOKEN_FIELDS = 'accessToken refreshToken expiresIn tokenType';
export const TEAM_FIELDS = 'id tenantId name createdBy members { userId role addedAt } createdAt';
export const WALLET_FIELDS = 'id ownerType userId teamId balance currency createdAt';
export const VERIFICATION_FIELDS = 'userId email expiresAt';
export const USER_FIELDS =
  'id email name roles planTier tenantId emailVerified emailVerifiedAt createdAt';

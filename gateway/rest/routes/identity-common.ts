// What several of identity's route files share (as subgraphs/identity/common/ does for its features).
export const TOKEN_FIELDS = 'accessToken refreshToken expiresIn tokenType';
export const USER_FIELDS =
  'id email name roles planTier tenantId emailVerified emailVerifiedAt createdAt';

import { signSubgraphContext, type SubgraphIdentity } from '../../lib/auth/subgraph-context';
import { verifyAccessToken } from '../../lib/auth/tokens';

/**
 * The work every gateway in the comparison does per request, whatever its code: verify the
 * caller's HS256 token and sign the 60-second subgraph context the subgraphs require. The peers
 * call this; the project's gateway does the same in gateway/auth.ts and gateway/data-source.ts.
 */
export function signedContextOf(authorization: string | null | undefined): string {
  // No Authorization is an anonymous caller, as in gateway/auth.ts (the federation audit,
  // docs/federation-audit.md, sends no token); a malformed one is still refused.
  if (!authorization) return signSubgraphContext({ tenantId: null, caller: null });
  const token = authorization.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new Error('Authorization must be "Bearer <token>"');
  const claims = verifyAccessToken(token);
  const context: SubgraphIdentity = {
    tenantId: claims.tenantId,
    caller: { id: claims.sub, email: claims.email, roles: claims.roles, planTier: claims.planTier },
  };
  return signSubgraphContext(context);
}

import { signSubgraphContext } from '../../lib/auth/subgraph-context';
import { verifyAccessToken } from '../../lib/auth/tokens';
import { requestIdFrom, type RequestContext } from '../../lib/context';

/**
 * The work every gateway in the comparison does per request, whatever its code: verify the
 * caller's HS256 token and sign the 60-second subgraph context the subgraphs require. The peers
 * call this; the project's gateway does the same in gateway/auth.ts and gateway/data-source.ts.
 */
export function signedContextOf(authorization: string | null | undefined, requestId?: string | null): string {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new Error('no bearer token');
  const claims = verifyAccessToken(token);
  const id = requestIdFrom(requestId ?? undefined);
  const context: RequestContext = {
    requestId: id,
    traceId: id.replace(/-/g, ''),
    tenantId: claims.tenantId,
    caller: { id: claims.sub, email: claims.email, roles: claims.roles, planTier: claims.planTier },
  };
  return signSubgraphContext(context);
}

import type { RequestContext } from '../../../lib/context';
import { createIdentityDeps, type IdentityDeps } from './deps';

/** The request context of identity's resolvers: what every subgraph knows, plus the deps its rules take. */
export interface IdentityContext extends RequestContext {
  deps: IdentityDeps;
}

/** Built once per request by lib/subgraph/server.ts. */
export function createIdentityContext(
  parts: Pick<IdentityDeps, 'prisma' | 'clock' | 'creditHolds' | 'mailLimits'>,
  base: RequestContext,
): IdentityContext {
  return { ...base, deps: createIdentityDeps(parts, base) };
}

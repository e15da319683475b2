import jwt from 'jsonwebtoken';
import type { RequestContext } from '../context';
import { UnauthenticatedError } from '../errors';
import { signingKeys } from './keys';
import { hasBoundedLifetime } from './lifetime';

/** Header that carries the gateway's signed request context to subgraphs. */
export const CONTEXT_HEADER = 'x-platform-context';

/** Seconds a signed context lives: one request's fetches, not a reusable credential. */
const CONTEXT_TTL_SECONDS = 60;

/**
 * The gateway signs the context it established (tenant, caller, request id) for subgraphs.
 * A subgraph accepts nothing else, so its own port is no way around authentication.
 */
export function signSubgraphContext(context: RequestContext): string {
  return jwt.sign({ ctx: context }, signingKeys().subgraph, {
    algorithm: 'HS256',
    expiresIn: CONTEXT_TTL_SECONDS,
    audience: 'subgraph',
  });
}

export function verifySubgraphContext(token: string | undefined): RequestContext {
  if (!token) throw new UnauthenticatedError('Requests must come through the gateway');
  try {
    const payload = jwt.verify(token, signingKeys().subgraph, {
      algorithms: ['HS256'],
      audience: 'subgraph',
    }) as { ctx: RequestContext; exp?: unknown };
    // A context without `exp` (or one far ahead) would work for ever: the gateway signs none such.
    if (!hasBoundedLifetime(payload, CONTEXT_TTL_SECONDS)) throw new Error('unbounded lifetime');
    return payload.ctx;
  } catch {
    throw new UnauthenticatedError('Requests must come through the gateway');
  }
}

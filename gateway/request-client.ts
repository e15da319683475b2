import type { IncomingMessage } from 'node:http';
import { firstHeader, type RequestClient } from '../lib/context';
import { clientIp } from './rate-limit/policy';

const USER_AGENT_MAX = 256;

/**
 * The client of a request, named in its context by the HTTP layer (the GraphQL pipeline only sees
 * the context): what the credential limits count by, and what identity records of a session.
 */
export function requestClient(req: IncomingMessage, trustedProxies: number): RequestClient {
  const agent = firstHeader(req.headers['user-agent'])?.trim();
  return {
    address: clientIp(req, trustedProxies),
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

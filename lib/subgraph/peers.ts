import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { CONTEXT_HEADER, signSubgraphContext } from '../auth/subgraph-context';
import { PLATFORM_CALLER, traceparentFor, type RequestContext } from '../context';
import { AppError } from '../errors';

/** Where each subgraph is; filled as subgraphs start (in one process) or from <NAME>_URL. */
export type SubgraphDirectory = Record<string, string>;

/** The request a call is made for: its tenant, and the request id and trace to carry on. */
export interface CallOrigin {
  tenantId: string;
  /** The incoming request's id; a call made outside any request (a worker's) gets a new one. */
  requestId?: string;
  /** The incoming request's W3C trace id; without it the call starts a trace of its own. */
  traceId?: string;
}

/**
 * Calls another subgraph directly, as the platform itself (role `system`) acting in one tenant.
 * The request id and trace id of the request the call is made for travel with it, in the signed
 * context and as `x-request-id` and `traceparent` (a new span of the same trace), so the callee's
 * logs and events join the caller's. Errors of the callee come back as the same AppError (code,
 * status, details), so a service passes on, for example, 402 ERR_INSUFFICIENT_CREDITS from
 * identity unchanged.
 */
export async function callSubgraph<T>(
  directory: SubgraphDirectory,
  name: string,
  query: string,
  variables: Record<string, unknown>,
  origin: CallOrigin,
): Promise<T> {
  const url = directory[name];
  if (!url) throw new Error(`No URL known for subgraph ${name}`);
  const requestId = origin.requestId ?? randomUUID();
  const context: RequestContext = {
    requestId,
    traceId: origin.traceId ?? randomUUID().replace(/-/g, ''),
    tenantId: origin.tenantId,
    caller: PLATFORM_CALLER,
  };
  const res = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CONTEXT_HEADER]: signSubgraphContext(context),
      'x-request-id': requestId,
      traceparent: traceparentFor(context.traceId),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  const error = body.errors?.[0];
  if (error) {
    const code = String(error.extensions?.code ?? 'INTERNAL');
    throw new AppError(code, error.message, Number(error.extensions?.httpStatus ?? 500), error.extensions?.details as never);
  }
  if (!body.data) throw new Error(`${name} answered ${res.statusCode} without data`);
  return body.data;
}

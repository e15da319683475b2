import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { CONTEXT_HEADER, PLATFORM_CALLER, signSubgraphContext, type RequestContext } from '../context';
import { AppError } from '../errors';

/** Where each subgraph is; filled as subgraphs start (in one process) or from <NAME>_URL. */
export type SubgraphDirectory = Record<string, string>;

/**
 * Calls another subgraph directly, as the platform itself (role `system`) acting in one tenant.
 * Errors of the callee come back as the same AppError (code, status, details), so a service
 * passes on, for example, 402 ERR_INSUFFICIENT_CREDITS from identity unchanged.
 */
export async function callSubgraph<T>(
  directory: SubgraphDirectory,
  name: string,
  query: string,
  variables: Record<string, unknown>,
  on: { tenantId: string; requestId?: string },
): Promise<T> {
  const url = directory[name];
  if (!url) throw new Error(`No URL known for subgraph ${name}`);
  const requestId = on.requestId ?? randomUUID();
  const context: RequestContext = {
    requestId,
    traceId: requestId.replace(/-/g, ''),
    tenantId: on.tenantId,
    caller: PLATFORM_CALLER,
  };
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: signSubgraphContext(context), 'x-request-id': requestId },
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

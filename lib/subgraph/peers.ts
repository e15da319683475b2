import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { CONTEXT_HEADER, reusedSubgraphContext } from '../auth/subgraph-context';
import { PLATFORM_CALLER, traceparentFor, type RequestContext } from '../context';
import { AppError } from '../errors';
import {
  activeTraceId,
  injectTraceHeaders,
  inSpan,
  SpanKind,
} from '../observability/trace-context';

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
 * context and as `x-request-id` and `traceparent`, so the callee's logs and events join the
 * caller's. With tracing on, the call is a CLIENT span of the active one and `traceparent` names
 * it (lib/observability/trace-context.ts); with tracing off, a new span id of the origin's trace. Errors of the callee come back as the same AppError (code,
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
  return inSpan(
    'peers',
    `POST ${name}`,
    { kind: SpanKind.CLIENT, attributes: { 'peer.service': name, 'http.request.method': 'POST' } },
    async (span) => {
      const context: RequestContext = {
        requestId,
        // The active span's trace when there is one: the ids in the signed context and in `traceparent` agree.
        traceId: activeTraceId() ?? origin.traceId ?? randomUUID().replace(/-/g, ''),
        tenantId: origin.tenantId,
        caller: PLATFORM_CALLER,
      };
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // The platform's own calls of one tenant share a signed context for half a minute.
        [CONTEXT_HEADER]: reusedSubgraphContext(
          JSON.stringify({ tenantId: context.tenantId, caller: context.caller }),
          () => context,
        ),
        'x-request-id': requestId,
      };
      if (!injectTraceHeaders(headers)) headers.traceparent = traceparentFor(context.traceId);
      const res = await request(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      span.setAttribute('http.response.status_code', res.statusCode);
      return answerOf<T>(name, res.statusCode, await res.body.json());
    },
  );
}

function answerOf<T>(name: string, status: number, json: unknown): T {
  const body = json as {
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  const error = body.errors?.[0];
  if (error) {
    const code = String(error.extensions?.code ?? 'INTERNAL');
    throw new AppError(
      code,
      error.message,
      Number(error.extensions?.httpStatus ?? 500),
      error.extensions?.details as never,
    );
  }
  if (!body.data) throw new Error(`${name} answered ${status} without data`);
  return body.data;
}

import type { FieldProblem } from './errors';

/** `standard` is snake case; `camel` is the media service's; `data-only` is booking v1's (docs/api/README.md, "The envelope"). */
export type EnvelopeStyle = 'standard' | 'camel' | 'data-only';

export interface RequestMeta {
  requestId: string;
  traceId: string;
  tenantId: string | null;
}

export interface PageInfo {
  nextCursor: string | null;
  hasMore: boolean;
  limit: number;
}

export interface ErrorBody {
  code: string;
  message: string;
  http: number;
  details?: FieldProblem[];
}

function metaFor(meta: RequestMeta, style: EnvelopeStyle): Record<string, unknown> {
  return style === 'camel'
    ? { requestId: meta.requestId, traceId: meta.traceId, tenantId: meta.tenantId }
    : { request_id: meta.requestId, trace_id: meta.traceId, tenant_id: meta.tenantId };
}

function pageFor(page: PageInfo, style: EnvelopeStyle): Record<string, unknown> {
  return style === 'camel'
    ? { nextCursor: page.nextCursor, hasMore: page.hasMore, limit: page.limit }
    : { next_cursor: page.nextCursor, has_more: page.hasMore, limit: page.limit };
}

export function successEnvelope(
  data: unknown,
  meta: RequestMeta,
  style: EnvelopeStyle,
  page?: PageInfo,
  extraMeta?: Record<string, unknown>,
): Record<string, unknown> {
  if (style === 'data-only') return { data };
  const body: Record<string, unknown> = { data, error: null };
  if (page) body.page = pageFor(page, style);
  body.meta = { ...metaFor(meta, style), ...extraMeta };
  return body;
}

export function errorEnvelope(
  error: ErrorBody,
  meta: RequestMeta,
  style: EnvelopeStyle,
): Record<string, unknown> {
  const err: Record<string, unknown> = {
    code: error.code,
    message: error.message,
    http: error.http,
  };
  if (error.details?.length) err.details = error.details;
  return {
    data: null,
    error: err,
    meta: metaFor(meta, style === 'data-only' ? 'standard' : style),
  };
}

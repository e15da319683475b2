import type { EnvelopeStyle } from '../../lib/envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One documented REST path, served by running a GraphQL operation through the gateway.
 *
 * Variables are filled by name: each `:param` of the path and each query-string parameter goes
 * to the operation variable of the same name (converted to the variable's GraphQL type), and the
 * JSON body goes to the variable named by `body`. The OpenAPI document is generated from this.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Full path with `:name` parameters, for example `/marketplace/v1/listings/:id`. */
  path: string;
  summary: string;
  /** Tag in the OpenAPI document (the service). */
  tag: string;
  /** A GraphQL document with exactly one operation. */
  operation: string;
  /** Root field of the operation's result that becomes `data`. */
  result: string;
  /** Operation variable that receives the whole JSON body. */
  body?: string;
  /** Success status: 200 by default; 204 answers with no body. */
  status?: 200 | 201 | 202 | 204;
  /** The result is a connection: `data` is its nodes and `page` comes from its pageInfo. */
  paginated?: boolean;
  style?: EnvelopeStyle;
  /** No bearer token needed (login, refresh, register, public catalogues). */
  public?: boolean;
  /** A POST without an Idempotency-Key header is refused with 400 (booking v2). */
  requireIdempotencyKey?: boolean;
  /**
   * This route serves its method and path only when the query string has these values (for
   * example `{ dry_run: 'true' }`); such routes are tried before the plain one.
   */
  whenQuery?: Record<string, string>;
  /**
   * The route also takes multipart/form-data: text fields become body fields and each file a
   * `{ filename, contentType, base64 }` object (see multipart.ts), at most `maxBytes` per file.
   */
  upload?: { maxBytes: number };
  /** Fields added to the envelope's `meta` (for example `api_version`). */
  meta?: Record<string, unknown>;
}

/** The page fields every paginated route selects. */
export const PAGE = 'pageInfo { endCursor hasNextPage limit }';

/** A route of one REST base path and OpenAPI tag: `result` is the root field whose value becomes `data`. */
export function routeBuilder(tag: string, base: string) {
  return (method: HttpMethod, path: string, summary: string, operation: string, result: string, extra: Partial<RestRoute> = {}): RestRoute => ({
    method,
    path: `${base}${path}`,
    summary,
    tag,
    operation,
    result,
    ...extra,
  });
}

import type { EnvelopeStyle } from '../../lib/envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An error status a route may declare. 400, 401, 429 and 500 are every route's and 413 every
 * body-reading route's (gateway/rest/contract.ts), whether declared or not.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 502 | 503 | 504;

/** Codes that name no status of their own: they are listed so the OpenAPI text can name them. */
export type ExtraCode =
  | 'INVALID_STATE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'ERR_INVALID_PROMPT'
  | 'ERR_TIER_REQUIRED'
  | 'ERR_QUOTA_EXCEEDED'
  | 'BUDGET_EXCEEDED'
  | 'FEATURE_NOT_AVAILABLE'
  | 'ALREADY_CHECKED_IN';

/**
 * A service whose paths answer the codes of its own catalogue instead of the platform's (the ML
 * service: docs/api/ml.md, "Errors"). The gateway answers its own refusals on those paths in the
 * catalogue's codes too (gateway/rest/contract.ts, inCatalogue).
 */
export interface ServiceCatalogue {
  /** Every code of the catalogue: its status and the situation it names. */
  codes: Readonly<Record<string, { readonly http: number; readonly when: string }>>;
  /** A request without a bearer token (answered in gateway/http.ts). */
  noToken: string;
  /**
   * The catalogue's code for a platform code raised on its paths (a bad token, a refusal, a
   * conflict, an unexpected error); a platform code it does not name (413, 429, 405) stays.
   */
  fromPlatform: Readonly<Partial<Record<string, string>>>;
  /** VALIDATION_FAILED by where its problems are (lib/errors.ts, ProblemPlace): the body as a whole, or a value. */
  body: string;
  value: string;
  /** Codes every path of the service can answer (authentication, input, database). */
  everywhere: readonly string[];
}

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
  /**
   * Root field of the operation's result that becomes `data`, or a field below it named by a
   * dotted path (`venue.upcomingEvents`: the venue's 404 first, then its events).
   */
  result: string;
  /** Operation variable that receives the whole JSON body. */
  body?: string;
  /**
   * The error statuses this path answers (docs/rest-contract.md): what its operation can refuse
   * with, or, for the marketplace paths legacy clients are written against, exactly their list.
   * An answer whose status is not listed is remapped (403 to 404 or 400, 409 and 404 to 400).
   */
  errors: ErrorStatus[];
  /**
   * Codes the operation answers that its statuses do not already name: INVALID_STATE (400),
   * media's ERR_* codes, and a refusal, conflict or missing reference the remap answers with
   * another status. Only the OpenAPI descriptions read it.
   */
  codes?: ExtraCode[];
  /**
   * A code this path answers with another status than its usual one, as its contract says (a
   * refused check-in is 409 INVALID_STATE, not 400): the OpenAPI text and the API docs read it.
   */
  codeStatus?: Partial<Record<ExtraCode, ErrorStatus>>;
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
   * Body fields another version of the path takes, refused here with 400 on the field and the
   * problem given (a v1 ticket type's `pricing`, a v2 one's `priceCredits`): the GraphQL input
   * takes both.
   */
  refusedBodyFields?: Readonly<Record<string, string>>;
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
  /**
   * The body variable takes the request body as it came, text unparsed (an incoming webhook,
   * whose signature covers the exact bytes).
   */
  rawBody?: boolean;
  /** Variables filled from request headers: variable name to lower-case header name. */
  headerVariables?: Record<string, string>;
  /**
   * The operation's result names a stored file (`key`, `fileName`, `contentType`): the answer is
   * that file, streamed, with its content type and an attachment file name, not an envelope.
   */
  download?: boolean;
  /**
   * The operation's result is a small body made on request (`contentType`, `body`: a ticket's QR
   * image): the answer is that body itself, private and never stored by a cache, not an envelope.
   * The keys are the content types it may have: a `base64` body is sent as the bytes it encodes.
   */
  inline?: Readonly<Record<string, 'base64' | 'text'>>;
  /**
   * The REST parameter a problem of an operation argument is about, where the two are named
   * apart (v2 search's `limit` is the field's `first`): the details and message name the parameter.
   */
  problemNames?: Readonly<Record<string, string>>;
  /** Fields added to the envelope's `meta` (for example `api_version`). */
  meta?: Record<string, unknown>;
  /** The largest body read (default 1 MiB): dataset uploads take more. */
  maxBodyBytes?: number;
  /** The service's own error catalogue, when its paths answer in it (the ML service). */
  catalogue?: ServiceCatalogue;
  /** With a catalogue: the codes the operation answers beyond the catalogue's `everywhere` ones. */
  answers?: readonly string[];
  /**
   * With a catalogue: the code of any problem of this path's body, in place of the catalogue's
   * `body` and `value` (a resource's configuration: ML_1000 for a model, ML_1300 an experiment).
   */
  inputCode?: string;
}

/** The page fields every paginated route selects. */
export const PAGE = 'pageInfo { endCursor hasNextPage limit }';

/** What one route sets besides the builder's defaults; every route names its error statuses. */
export type RouteExtra = Partial<RestRoute> & Pick<RestRoute, 'errors'>;

/** The same for a route built from its field: `name` is the operation's when not the field's, capitalized. */
export type FieldRouteExtra = RouteExtra & { name?: string };

const capitalized = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;
const parenthesized = (text: string) => (text ? `(${text})` : '');

/**
 * `kind name(variables) { field(arguments) { selection } }`, each variable passed to the field's
 * argument of the same name: REST parameters arrive by name, so the names are the documented ones.
 */
function fieldOperation(
  kind: 'query' | 'mutation',
  name: string,
  field: string,
  selection: string,
  variables: string,
): string {
  const names = [...variables.matchAll(/\$(\w+)\s*:/g)].map((match) => match[1]);
  const args = names.map((variable) => `${variable}: $${variable}`).join(', ');
  return `${kind} ${name}${parenthesized(variables)} { ${field}${parenthesized(args)}${selection ? ` { ${selection} }` : ''} }`;
}

/**
 * The route builder of one REST base path and OpenAPI tag; `shared` is what every route of the
 * builder has (an envelope style, meta). Three ways to write a route:
 *
 * - `route(method, path, summary, operation, result, extra)`: any GraphQL document, `result` its
 *   root field whose value becomes `data`;
 * - `query(path, summary, field, fields, variables, extra)`: a GET running one query field, each
 *   variable (`'$id: ID!, $status: JobStatus'`) passed to the argument of its name; `paginated`
 *   selects `nodes { fields }` and the page;
 * - `mutation(path, summary, field, fields, variables, extra)`: the same as a POST running one
 *   mutation field, such as a move of one resource by id (`'$id: ID!'`) or a creation.
 *
 * In the last two the variable `$input` takes the JSON body: required when its type ends in `!`,
 * optional otherwise. `fields` empty selects nothing (a scalar result); `extra.method` overrides
 * the method (a PATCH, a DELETE, a query answered to a POST).
 */
export function routeBuilder(tag: string, base: string, shared: Partial<RestRoute> = {}) {
  const route = (
    method: HttpMethod,
    path: string,
    summary: string,
    operation: string,
    result: string,
    extra: RouteExtra,
  ): RestRoute => ({
    method,
    path: `${base}${path}`,
    summary,
    tag,
    operation,
    result,
    ...shared,
    ...extra,
  });
  const fieldRoute =
    (kind: 'query' | 'mutation', method: HttpMethod) =>
    (
      path: string,
      summary: string,
      field: string,
      fields: string,
      variables: string,
      extra: FieldRouteExtra,
    ): RestRoute => {
      const { name = capitalized(field), ...rest } = extra;
      const selection = rest.paginated ? `nodes { ${fields} } ${PAGE}` : fields;
      const body = /\$input\s*:/.test(variables) ? { body: 'input' } : {};
      return route(
        method,
        path,
        summary,
        fieldOperation(kind, name, field, selection, variables),
        field,
        { ...body, ...rest },
      );
    };
  return { route, query: fieldRoute('query', 'GET'), mutation: fieldRoute('mutation', 'POST') };
}

import {
  buildSchema,
  isScalarType,
  parse,
  printSchema,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { FileStorage } from '../../lib/storage';
import type { RequestContext } from '../../lib/context';
import { AppError, INTERNAL_MESSAGE, ValidationError } from '../../lib/errors';
import { statusForCode } from '../error-codes';
import {
  errorEnvelope,
  successEnvelope,
  type EnvelopeStyle,
  type RequestMeta,
} from '../../lib/envelope';
import { json, type HttpResult } from '../../lib/http/io';
import { onContract } from './contract';
import type { RestRoute } from './route';
import { RestRouter, type RouteMatch } from './router';
import { buildVariables } from './variables';
import { DateTimeScalar, NOT_ALLOWED, RoleScalar } from '../../lib/graphql/scalars';
import { serviceLogger } from '../../lib/observability/logger';
import { noteErrorCode } from '../../lib/observability/request-scope';

const log = serviceLogger('gateway');

/** The headers of a refusal by a limit that runs inside the GraphQL pipeline, passed on to REST answers. */
const LIMIT_HEADERS = ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

interface CompiledOperation {
  operation: OperationDefinitionNode;
}

export interface RestRequest {
  method: string;
  path: string;
  search: string;
  rawBody: string;
  context: RequestContext;
  headers?: IncomingHttpHeaders;
}

export function metaOf(
  context: Pick<RequestContext, 'requestId' | 'traceId' | 'tenantId'>,
): RequestMeta {
  return { requestId: context.requestId, traceId: context.traceId, tenantId: context.tenantId };
}

export function errorResult(
  error: AppError,
  meta: RequestMeta,
  style: EnvelopeStyle = 'standard',
): HttpResult {
  noteErrorCode(error.code);
  return json(
    error.httpStatus,
    errorEnvelope(
      { code: error.code, message: error.message, http: error.httpStatus, details: error.details },
      meta,
      style,
    ),
  );
}

/**
 * Any failure of a matched route, from the gateway or the operation, answered on the route's
 * contract (gateway/rest/contract.ts) and in its envelope style; unexpected errors are logged
 * and answered INTERNAL.
 */
export function routeErrorResult(route: RestRoute, error: unknown, meta: RequestMeta): HttpResult {
  if (!(error instanceof AppError)) log.error({ err: error }, 'unexpected error');
  const appError =
    error instanceof AppError ? error : new AppError('INTERNAL', INTERNAL_MESSAGE, 500);
  return errorResult(onContract(route, appError), meta, route.style);
}

/**
 * The REST facade: each documented path runs its GraphQL operation through the gateway's own
 * request pipeline, so REST and GraphQL answers cannot disagree.
 */
export class RestFacade {
  readonly router: RestRouter;
  private compiled = new Map<RestRoute, CompiledOperation>();
  private schema?: GraphQLSchema;

  constructor(
    readonly routes: RestRoute[],
    private readonly apollo: ApolloServer<RequestContext>,
    private readonly storage?: FileStorage,
  ) {
    this.router = new RestRouter(routes);
  }

  /** Parses and validates every route's operation against the served schema; a bad route fails start-up. */
  useSchema(schema: GraphQLSchema): void {
    const compiled = new Map<RestRoute, CompiledOperation>();
    for (const route of this.routes) {
      const document = parse(route.operation);
      const errors = validate(schema, document);
      if (errors.length)
        throw new Error(
          `${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`,
        );
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      )!;
      compiled.set(route, { operation });
    }
    this.schema = withCheckedScalars(schema);
    this.compiled = compiled;
  }

  match(method: string, path: string, search: string): RouteMatch {
    return this.router.match(method, path, new URLSearchParams(search));
  }

  async execute(
    route: RestRoute,
    params: Record<string, string>,
    request: RestRequest,
  ): Promise<HttpResult> {
    const style = route.style ?? 'standard';
    const meta = metaOf(request.context);
    const compiled = this.compiled.get(route);
    if (!compiled || !this.schema) throw new Error('REST facade used before the schema loaded');
    let body: unknown;
    if (route.body && route.rawBody) {
      body = request.rawBody;
    } else if (route.body && request.rawBody.trim()) {
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        throw ValidationError.field('body', 'is not valid JSON', 'malformed');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw ValidationError.field('body', 'must be a JSON object', 'malformed');
      }
      for (const [field, problem] of Object.entries(route.refusedBodyFields ?? {}))
        if (field in body) throw ValidationError.field(field, problem);
    }
    const fromHeaders: Record<string, string> = {};
    for (const [variable, header] of Object.entries(route.headerVariables ?? {})) {
      const value = request.headers?.[header];
      if (typeof value === 'string') fromHeaders[variable] = value;
    }
    const variables = buildVariables(this.schema, compiled.operation, {
      params: { ...fromHeaders, ...params },
      query: new URLSearchParams(request.search),
      body,
      bodyVariable: route.body,
    });
    // The text, not the parsed document: Apollo caches parsed and validated documents by text.
    const response = await this.apollo.executeOperation(
      { query: route.operation, variables },
      { contextValue: request.context },
    );
    if (response.body.kind !== 'single')
      throw new Error('REST routes must not use incremental delivery');
    const { data, errors } = response.body.singleResult;
    if (errors?.length) {
      const first = errors[0];
      const code = String(first.extensions?.code ?? 'INTERNAL');
      const http = Number(first.extensions?.httpStatus ?? statusForCode(code));
      const named = problemsByParameter(
        route,
        first.message,
        first.extensions?.details as AppError['details'],
      );
      const result = routeErrorResult(
        route,
        new AppError(code, named.message, http, named.details),
        meta,
      );
      // A limit applied inside the pipeline (the credential limits' 429) says when to come back.
      for (const name of LIMIT_HEADERS)
        if (response.http.headers.has(name))
          result.headers[name] = response.http.headers.get(name)!;
      // So does a service's own limit, in the error (lib/errors.ts, RateLimitedError).
      const retryAfter = first.extensions?.retryAfter;
      if (typeof retryAfter === 'number') result.headers['retry-after'] ??= String(retryAfter);
      return result;
    }
    // A result below the root field (`venue.upcomingEvents`): the root already answered 404.
    const result = route.result
      .split('.')
      .reduce<unknown>((value, name) => (value as Record<string, unknown>)[name], data);
    if (route.status === 204) return { status: 204, headers: {} };
    if (route.download) return this.download(result as StoredDownload);
    if (route.inline) return inlineBody(route.inline, result as InlineBody);
    if (route.paginated) {
      const connection = result as {
        nodes: unknown[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean; limit: number };
      };
      return json(
        route.status ?? 200,
        successEnvelope(
          connection.nodes,
          meta,
          style,
          {
            nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
            hasMore: connection.pageInfo.hasNextPage,
            limit: connection.pageInfo.limit,
          },
          route.meta,
        ),
      );
    }
    return json(route.status ?? 200, successEnvelope(result, meta, style, undefined, route.meta));
  }

  /** The stored file itself, streamed: a large export never sits in the gateway's memory. */
  private async download(file: StoredDownload): Promise<HttpResult> {
    const stored = this.storage ? await this.storage.open(file.key) : null;
    if (!stored) throw new AppError('NOT_FOUND', 'The file of this export is gone', 404);
    return {
      status: 200,
      headers: {
        'content-type': file.contentType,
        'content-length': String(stored.size),
        'content-disposition': contentDisposition(file.fileName),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
      body: stored.stream,
    };
  }
}

/** What a download route's operation answers: the stored file and the name to save it under. */
interface StoredDownload {
  key: string;
  fileName: string;
  contentType: string;
}

/** What an inline route's operation answers: a body made on request and its content type. */
interface InlineBody {
  contentType: string;
  body: string;
}

/** The body itself, decoded when the route keeps its content type in base64. */
function inlineBody(types: NonNullable<RestRoute['inline']>, result: InlineBody): HttpResult {
  const encoding = types[result.contentType];
  if (!encoding) throw new Error(`The route does not answer ${result.contentType}`);
  const body = Buffer.from(result.body, encoding === 'base64' ? 'base64' : 'utf8');
  return {
    status: 200,
    headers: {
      'content-type': result.contentType,
      'content-length': String(body.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
    body,
  };
}

/** `filename` for plain ASCII readers, `filename*` (RFC 6266) for the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The gateway's schema knows custom scalars only by name (it accepts any value and leaves the
 * check to the subgraph, which can then answer only a bare 400). A copy of it with the platform's
 * own scalar checks lets a REST request's bad date-time come back as a detail naming its field.
 */
function withCheckedScalars(schema: GraphQLSchema): GraphQLSchema {
  // Without token locations: the copy is only read, and a located AST of the whole schema is megabytes.
  const copy = buildSchema(printSchema(schema), { noLocation: true });
  const checks: [string, (value: unknown) => unknown, string][] = [
    [
      'DateTime',
      (value) => DateTimeScalar.parseValue(value),
      'must be an ISO 8601 date-time string',
    ],
    ['Role', (value) => RoleScalar.parseValue(value), NOT_ALLOWED],
  ];
  for (const [name, check, problem] of checks) {
    const type = copy.getType(name);
    if (!isScalarType(type)) continue;
    type.parseValue = (value: unknown) => {
      try {
        check(value);
      } catch {
        throw new Error(problem);
      }
      return value;
    };
  }
  return copy;
}

/** A problem's field named as the route's parameter (RestRoute.problemNames), in details and message. */
function problemsByParameter(
  route: RestRoute,
  message: string,
  details: AppError['details'],
): { message: string; details: AppError['details'] } {
  const names = route.problemNames;
  if (!names || !details?.some((d) => names[d.field])) return { message, details };
  const renamed = details.map((d) => ({ ...d, field: names[d.field] ?? d.field }));
  // The message as ValidationError writes it, now naming the parameters.
  return { message: new ValidationError(renamed).message, details: renamed };
}

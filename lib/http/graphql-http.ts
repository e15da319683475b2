import type { IncomingMessage } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { HttpResult } from './io';

export interface GraphQLHttpChecks {
  /** Answers a JSON body that does not parse (without it, Apollo gets the text and refuses it its own way). */
  onInvalidJson?: () => HttpResult;
  /** Sees the query text (body or query string) before Apollo parses it; throws to refuse the request. */
  checkQuery?: (query: unknown) => void;
  /** Rewrites a parsed JSON body before anything reads it (another spelling of the same request). */
  rewriteBody?: (body: unknown) => unknown;
}

/**
 * Runs one GraphQL-over-HTTP request through Apollo Server and returns what to write back. The
 * body is parsed once, here.
 */
export async function executeGraphQLHttp<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  req: IncomingMessage,
  search: string,
  rawBody: string,
  context: () => Promise<TContext>,
  checks: GraphQLHttpChecks = {},
): Promise<HttpResult> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown = rawBody;
  if (rawBody && headers.get('content-type')?.includes('application/json')) {
    try {
      body = JSON.parse(rawBody);
    } catch {
      if (checks.onInvalidJson) return checks.onInvalidJson();
    }
  }
  if (checks.rewriteBody) body = checks.rewriteBody(body);
  checks.checkQuery?.(queryText(body, search));
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method ?? 'GET', headers, search, body },
    context,
  });
  let text = '';
  if (response.body.kind === 'complete') {
    text = response.body.string;
  } else {
    for await (const chunk of response.body.asyncIterator) text += chunk;
  }
  const out: Record<string, string> = {};
  for (const [key, value] of response.headers) out[key] = value;
  return { status: response.status ?? 200, headers: out, body: text };
}

/** The query text of a request: `query` of a JSON body, else of the query string (GET). */
function queryText(body: unknown, search: string): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body))
    return (body as { query?: unknown }).query;
  return new URLSearchParams(search).get('query') ?? undefined;
}

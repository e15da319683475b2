import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { RequestContext } from '../../lib/context';

/*
 * What the tests of gateway/data-source.ts drive it with: the planner's fetch options for a
 * request context, and a fetcher that records what was sent and answers when the test says.
 */

/** A fetcher whose answers the test releases: it records what was sent. */
export function heldFetcher() {
  const sent: { body: string; headers: Record<string, string>; release: (text: string) => void }[] =
    [];
  const fetcher: Fetcher = (_url, init) =>
    new Promise<FetcherResponse>((resolve) => {
      sent.push({
        body: String(init!.body),
        headers: init!.headers as Record<string, string>,
        release: (text) =>
          resolve({
            ok: true,
            status: 200,
            headers: new Headers({ 'content-type': 'application/json' }),
            text: async () => text,
            json: async () => JSON.parse(text),
          } as unknown as FetcherResponse),
      });
    });
  return { sent, fetcher };
}

export function context(userId: string, requestId: string): RequestContext {
  return {
    requestId,
    traceId: requestId.replace(/-/g, ''),
    tenantId: 't1',
    caller: { id: userId, email: `${userId}@example.test`, roles: ['user'], planTier: 'free' },
  } as RequestContext;
}

export function fetchOf(
  query: string,
  ctx: RequestContext,
): GraphQLDataSourceProcessOptions<RequestContext> {
  return {
    kind: 'incoming operation',
    request: { query, variables: { n: 1 } },
    context: ctx,
    incomingRequestContext: {},
  } as unknown as GraphQLDataSourceProcessOptions<RequestContext>;
}

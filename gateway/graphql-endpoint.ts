import type { IncomingMessage } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { RequestContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { executeGraphQLHttp } from '../lib/http/graphql-http';
import { graphqlError, type HttpResult } from '../lib/http/io';

/** GraphQL over HTTP at /graphql, with a malformed JSON body refused in the GraphQL error shape. */
export async function serveGraphQL(
  apollo: ApolloServer<RequestContext>,
  req: IncomingMessage,
  search: string,
  rawBody: string,
  context: RequestContext,
): Promise<HttpResult> {
  return executeGraphQLHttp(apollo, req, search, rawBody, async () => context, () =>
    graphqlError(new AppError('VALIDATION_FAILED', 'Request body is not valid JSON', 400, [{ field: 'body', problem: 'is not valid JSON' }])),
  );
}

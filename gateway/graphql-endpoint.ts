import type { IncomingMessage } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { RequestContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { executeGraphQLHttp } from '../lib/http/graphql-http';
import { graphqlError, type HttpResult } from '../lib/http/io';
import { checkQueryText } from './limits/checks';
import type { RequestLimits } from './limits/options';
import {
  checkPersistedText,
  normalisePersistedBody,
  type PersistedDocuments,
} from './persisted/policy';

const INVALID_JSON = new AppError('VALIDATION_FAILED', 'Request body is not valid JSON', 400, [
  { field: 'body', problem: 'is not valid JSON' },
]);

/**
 * GraphQL over HTTP at /graphql: a malformed JSON body is refused in the GraphQL error shape, and
 * a query text over the token limit before anything parses it (the other limits follow in
 * limits/apollo-plugin.ts); in PERSISTED_DOCUMENTS=only mode, a text outside the manifest too
 * (persisted/policy.ts).
 */
export async function serveGraphQL(
  apollo: ApolloServer<RequestContext>,
  limits: RequestLimits,
  persisted: PersistedDocuments,
  req: IncomingMessage,
  search: string,
  rawBody: string,
  context: RequestContext,
): Promise<HttpResult> {
  return executeGraphQLHttp(apollo, req, search, rawBody, async () => context, {
    onInvalidJson: () => graphqlError(INVALID_JSON),
    rewriteBody: normalisePersistedBody,
    checkQuery: (query) => {
      checkPersistedText(persisted, query);
      checkQueryText(limits, query);
    },
  });
}

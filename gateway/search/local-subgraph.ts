import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  execute,
  parse,
  type DocumentNode,
  type GraphQLError,
  type GraphQLFormattedError,
} from 'graphql';
import gql from 'graphql-tag';
import type { RequestContext } from '../../lib/context';
import { AppError, INTERNAL_MESSAGE, ServiceUnavailableError } from '../../lib/errors';
import { serviceLogger } from '../../lib/observability/logger';
import { unwrapResolverError } from '@apollo/server/errors';
import { FEDERATION_SDL } from '../../lib/subgraph/sdl';
import { searchResolvers, type SearchContext } from './resolvers';

/**
 * The search subgraph (docs/api/search.md), served inside the gateway: composed into the
 * supergraph like any subgraph (scripts/compose.ts), so the query planner sends it the `search`
 * field and fetches each hit's entity from the service that owns it. Its URL is never called:
 * the gateway answers its fetches here, and it asks each service for its own hits through that
 * service's data source, signed as the caller like every fetch the planner sends.
 */
export const SEARCH_SUBGRAPH = { name: 'search', url: 'http://gateway.local/search/graphql' };

/** Its SDL: the part every subgraph shares, then ./schema.graphql. */
export function searchSubgraphSdl(): string {
  return [FEDERATION_SDL, join(__dirname, 'schema.graphql')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

type Options = GraphQLDataSourceProcessOptions<RequestContext>;

/**
 * An error of the search's own resolvers as a subgraph answers it: a platform error keeps its
 * code, status and details; anything else is logged and INTERNAL. (Not lib/subgraph's
 * formatter: that one maps database errors, and the gateway loads no Prisma module.)
 */
function format(error: GraphQLError): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { path, locations } = error.toJSON();
  if (original instanceof AppError)
    return {
      message: original.message,
      path,
      locations,
      extensions: original.toGraphQLError().extensions,
    };
  serviceLogger('gateway').error({ err: original }, 'search failed');
  return {
    message: INTERNAL_MESSAGE,
    path,
    locations,
    extensions: { code: 'INTERNAL', httpStatus: 500 },
  };
}

/** A service's error, kept as it was (its code, status and named fields), for the caller. */
function serviceError(error: GraphQLFormattedError): AppError {
  const ext = error.extensions ?? {};
  const status = typeof ext.httpStatus === 'number' ? ext.httpStatus : 500;
  const details = Array.isArray(ext.details) ? ext.details : undefined;
  return new AppError(String(ext.code ?? 'INTERNAL'), error.message, status, details);
}

export class LocalSearchSubgraph implements GraphQLDataSource<RequestContext> {
  private readonly schema = buildSubgraphSchema({
    typeDefs: gql(searchSubgraphSdl()),
    resolvers: searchResolvers as never,
  });
  /** The planner's fetch texts are few and fixed per operation shape: each is parsed once. */
  private readonly documents = new Map<string, DocumentNode>();

  constructor(private readonly services: (name: string) => GraphQLDataSource<RequestContext>) {}

  async process(options: Options): Promise<Awaited<ReturnType<GraphQLDataSource['process']>>> {
    const { request } = options;
    const context: SearchContext = {
      ask: async (service, query, variables) => {
        // Only an operation's fetch runs resolvers (health checks never reach this subgraph).
        if (!('incomingRequestContext' in options)) throw new Error('no operation to search in');
        const answer = await this.services(service)
          .process({
            ...options,
            request: { query, variables },
            document: undefined,
            pathInIncomingRequest: undefined,
          })
          .catch((error: unknown) => {
            if (error instanceof AppError) throw error;
            throw new ServiceUnavailableError(`The ${service} service could not be searched`);
          });
        if (answer.errors?.length) throw serviceError(answer.errors[0]);
        return answer.data as Record<string, unknown>;
      },
    };
    const result = await execute({
      schema: this.schema,
      document: this.documentOf(request.query ?? ''),
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    });
    return {
      data: result.data as Record<string, unknown> | null | undefined,
      errors: result.errors?.map(format),
    };
  }

  private documentOf(query: string): DocumentNode {
    let document = this.documents.get(query);
    if (!document) {
      document = parse(query);
      if (this.documents.size < 1000) this.documents.set(query, document);
    }
    return document;
  }
}

import {
  GraphQLError,
  OperationTypeNode,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { FormattedExecutionResult, SubscribePayload } from 'graphql-ws';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { formatGatewayError, withoutSuggestions } from '../format-error';
import { checkOperation, checkQueryText } from '../limits/checks';
import type { RequestLimits } from '../limits/options';
import { VariablesError } from '../limits/variables';
import { checkPersistedText, type PersistedDocuments } from '../persisted/policy';

const REQUEST_PROBLEM = { code: 'VALIDATION_FAILED', httpStatus: 400 };

function requestError(error: GraphQLError | string): GraphQLError {
  if (typeof error === 'string') return new GraphQLError(error, { extensions: REQUEST_PROBLEM });
  return new GraphQLError(withoutSuggestions(error.message), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: REQUEST_PROBLEM,
  });
}

// Distinct documents kept parsed and validated; subscribers of one document share it. Only short
// ones: a subscription selection is small, and big documents must not fill memory.
const CACHED_DOCUMENTS = 500;
const CACHED_QUERY_CHARS = 4_096;

/**
 * `subscribe` message: parse and validate against the served schema; a problem with the document
 * is an `error` message with VALIDATION_FAILED and the socket stays open (graphql-ws's own parse
 * would close it). Only subscriptions travel over the socket: queries and mutations keep the HTTP
 * path, with its idempotency keys and request checks. The request limits apply as over HTTP:
 * the token count before parsing, the rest before the subscription starts. One preparer per schema.
 */
export class OperationPreparer {
  private readonly documents = new Map<string, DocumentNode | GraphQLError[]>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: RequestLimits,
    private readonly persisted: PersistedDocuments = { mode: 'apq' },
  ) {}

  /** `rootValue` is where the subscription's messages go (index.ts). */
  prepare(
    payload: SubscribePayload,
    context: RequestContext,
    rootValue: unknown,
  ): ExecutionArgs | GraphQLError[] {
    const document = this.document(payload.query);
    if (Array.isArray(document)) return document;
    const operation = getOperationAST(document, payload.operationName);
    if (!operation)
      return [
        requestError(
          'The document has no operation of that name (or several operations and no name)',
        ),
      ];
    if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
      return [
        requestError(
          'Only subscriptions are served over WebSocket; send queries and mutations over HTTP',
        ),
      ];
    }
    const variableValues = payload.variables ?? undefined;
    const args = {
      schema: this.schema,
      document,
      operationName: payload.operationName,
      variableValues,
      contextValue: context,
      rootValue,
    };
    try {
      checkOperation(
        this.limits,
        this.schema,
        document,
        variableValues,
        payload.operationName ?? undefined,
      );
    } catch (error) {
      // Variables that do not fit are graphql-js's to answer, as they always were: a result with
      // their errors (at most 50, its own bound), then complete. The cost walk has not read them.
      if (error instanceof VariablesError) return args;
      if (error instanceof AppError) return [error.toGraphQLError()];
      throw error;
    }
    return args;
  }

  private document(query: string): DocumentNode | GraphQLError[] {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let result: DocumentNode | GraphQLError[];
    try {
      checkPersistedText(this.persisted, query);
      checkQueryText(this.limits, query);
      const document = parse(query);
      const problems = validate(this.schema, document, undefined, { maxErrors: 20 });
      result = problems.length ? problems.map((e) => requestError(e)) : document;
    } catch (error) {
      if (error instanceof AppError) result = [error.toGraphQLError()];
      else
        result = [requestError(error instanceof GraphQLError ? error : 'The query does not parse')];
    }
    if (query.length > CACHED_QUERY_CHARS) return result;
    if (this.documents.size >= CACHED_DOCUMENTS)
      this.documents.delete(this.documents.keys().next().value!);
    this.documents.set(query, result);
    return result;
  }
}

/**
 * Every error leaves with the platform's codes, as over HTTP. graphql-js's own problems with the
 * request (variables that do not coerce) carry no code and no path: they are the caller's, 400.
 */
export function formatResult(result: ExecutionResult): FormattedExecutionResult | undefined {
  if (!result.errors?.length) return undefined;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const formatted = error.toJSON();
      if (!formatted.extensions?.code && !formatted.path)
        return { ...formatted, extensions: REQUEST_PROBLEM };
      return formatGatewayError(formatted, error);
    }),
  };
}

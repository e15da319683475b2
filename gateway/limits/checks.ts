import type { DocumentNode, GraphQLSchema } from 'graphql';
import { AppError } from '../../lib/errors';
import { cachedCost, cachedShape } from './measure-cache';
import type { RequestLimits } from './options';
import { countTokens } from './tokens';
import { checkVariables } from './variables';

type LimitName = keyof RequestLimits;

const FOUND: Record<LimitName, (found: string, max: number) => string> = {
  // Counting stops past the limit (./tokens.ts): the count found says only that it is over.
  tokens: (_n, max) => `has more than ${max} tokens`,
  depth: (n) => `is ${n} levels deep`,
  aliases: (n) => `has ${n} aliases`,
  directives: (n) => `has ${n} directives`,
  cost: (n) => `has an estimated cost of ${n}`,
};

/** A document over one of the request limits: 400 QUERY_LIMIT_EXCEEDED naming the limit and what was found. */
class QueryLimitError extends AppError {
  constructor(limit: LimitName, max: number, found: number) {
    const value = Number.isFinite(found)
      ? String(found)
      : 'too many fields to count (fragments multiply each other)';
    const problem = `${FOUND[limit](value, max)}; the ${limit} limit is ${max}`;
    super('QUERY_LIMIT_EXCEEDED', `The query ${problem}`, 400, [{ field: 'query', problem }]);
  }
}

function refuseOver(limits: RequestLimits, limit: LimitName, found: number): void {
  const max = limits[limit];
  if (max > 0 && found > max) throw new QueryLimitError(limit, max, found);
}

/**
 * Before parsing: the token count of a query text, which stops one token past the limit, so a
 * megabyte of text is read no further than that. Anything but a string is left to the parser's own refusal.
 */
export function checkQueryText(limits: RequestLimits, query: unknown): void {
  if (typeof query === 'string' && limits.tokens > 0)
    refuseOver(limits, 'tokens', countTokens(query, limits.tokens));
}

// Fields the cost walk evaluates at most, fragments expanded: far above any document within the
// other limits unless its fragments multiply each other.
const MAX_COST_NODES = 20_000;

/**
 * After parsing and validation, before planning: depth, aliases and directives of the document,
 * the variables against their types (./variables.ts), then the estimated cost of the operation
 * with its variables.
 */
export function checkOperation(
  limits: RequestLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): void {
  const shape = cachedShape(schema, document);
  refuseOver(limits, 'depth', shape.depth);
  refuseOver(limits, 'aliases', shape.aliases);
  refuseOver(limits, 'directives', shape.directives);
  checkVariables(schema, document, variables, operationName);
  if (limits.cost === 0) return;
  // Null if the cost walk could not read the variables (checked above): Apollo and graphql-ws
  // then refuse the request with their own errors, before planning or running anything.
  const cost = cachedCost(schema, document, variables, operationName, MAX_COST_NODES);
  if (cost === null) return;
  refuseOver(limits, 'cost', cost);
}

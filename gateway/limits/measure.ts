import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  GraphQLError,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

export interface DocumentShape {
  depth: number;
  aliases: number;
  directives: number;
}

type ArmorOptions = {
  n: number;
  propagateOnRejection: boolean;
  onAccept: ((context: unknown, details: { n: number }) => void)[];
  flattenFragments?: boolean;
  allowList?: string[];
};
type ArmorRule = (options: ArmorOptions) => ValidationRule;

/** Runs a GraphQL Armor counting rule with no limit and answers the largest count over the document's operations. */
function armorCount(rule: ArmorRule, extra: Partial<ArmorOptions> = {}) {
  let found = 0;
  const onAccept = [
    (_context: unknown, details: { n: number }) => void (found = Math.max(found, details.n)),
  ];
  return {
    rule: rule({ n: Infinity, propagateOnRejection: false, onAccept, ...extra }),
    found: () => found,
  };
}

// Shapes of documents Apollo Server keeps parsed (its document cache hands out the same object).
const shapes = new WeakMap<DocumentNode, DocumentShape>();

/**
 * Depth, aliases and directives, counted by GraphQL Armor's rules (fragments counted where they
 * are spread). The walk recurses once per level, so run it only on documents within the token
 * limit, which bounds their depth.
 */
export function measureShape(schema: GraphQLSchema, document: DocumentNode): DocumentShape {
  const known = shapes.get(document);
  if (known) return known;
  // A fragment spread is not a level of the result: depth counts fields only.
  const depth = armorCount(maxDepthRule as unknown as ArmorRule, { flattenFragments: true });
  // Armor leaves `__typename` aliases out by default; each is a field the plan answers all the same.
  const aliases = armorCount(maxAliasesRule as unknown as ArmorRule, { allowList: [] });
  const directives = armorCount(maxDirectivesRule as unknown as ArmorRule);
  validate(schema, document, [depth.rule, aliases.rule, directives.rule]);
  const shape = { depth: depth.found(), aliases: aliases.found(), directives: directives.found() };
  shapes.set(document, shape);
  return shape;
}

// What one page costs when the caller leaves `limit` out: the platform's default page size.
const DEFAULT_PAGE = 20;

/**
 * Each field costs 1 plus what it selects; a field with a `limit` argument (every connection and
 * top-N list) selects up to `limit` items, so its selection counts `limit` times.
 */
const limitTimesSelection: ComplexityEstimator = ({ args, field, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'limit')) return 1 + childComplexity;
  const limit = typeof args.limit === 'number' && args.limit > 0 ? args.limit : DEFAULT_PAGE;
  return 1 + childComplexity * limit;
};

/**
 * The estimated cost of running the named operation with these variables, by
 * graphql-query-complexity. Its walk stops past `maxNodes` evaluated fields (a document whose
 * fragments multiply each other), answering Infinity. Variables that do not fit the operation
 * throw the library's GraphQLError.
 */
export function measureCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  maxNodes: number,
): number {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName,
      estimators: [limitTimesSelection],
      maxQueryNodes: maxNodes,
    });
  } catch (error) {
    if (error instanceof GraphQLError && error.message.includes('maximum allowed number of nodes'))
      return Infinity;
    throw error;
  }
}

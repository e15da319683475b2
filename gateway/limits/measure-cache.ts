import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { measureCost, measureShape, type DocumentShape } from './measure';

/*
 * The measures of a document, kept with the document. Apollo Server keeps one parsed document
 * per query text (its document store), so every request with a text seen before brings the same
 * DocumentNode: its shape is measured once, and its cost once per operation name and variables.
 * Measuring was about 4 % of the gateway's CPU per request (docs/performance.md). Keys are
 * the schema and document objects themselves (weakly held): a new schema or an evicted document
 * takes its measures with it.
 */

const shapes = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, DocumentShape>>();
/** Per document: `operationName \n variables JSON` → cost, or null for variables the operation refuses. */
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number | null>>>();

// Variables longer than this are measured every time rather than kept as a key; and one document
// keeps at most this many costs (a client varying its variables on every request gains nothing).
const MAX_KEY_LENGTH = 512;
const MAX_COSTS_PER_DOCUMENT = 64;

function forSchema<T>(
  store: WeakMap<GraphQLSchema, WeakMap<DocumentNode, T>>,
  schema: GraphQLSchema,
): WeakMap<DocumentNode, T> {
  let bySchema = store.get(schema);
  if (!bySchema) store.set(schema, (bySchema = new WeakMap()));
  return bySchema;
}

export function cachedShape(schema: GraphQLSchema, document: DocumentNode): DocumentShape {
  const bySchema = forSchema(shapes, schema);
  let shape = bySchema.get(document);
  if (!shape) bySchema.set(document, (shape = measureShape(schema, document)));
  return shape;
}

/**
 * The operation's estimated cost with these variables, or null when the variables do not fit the
 * operation (measureCost's GraphQLError); any other error is thrown.
 */
export function cachedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  maxNodes: number,
): number | null {
  const measure = () => {
    try {
      return measureCost(schema, document, variables, operationName, maxNodes);
    } catch (error) {
      if (error instanceof GraphQLError) return null;
      throw error;
    }
  };
  const key = `${operationName ?? ''}\n${variables ? JSON.stringify(variables) : ''}`;
  if (key.length > MAX_KEY_LENGTH) return measure();
  const bySchema = forSchema(costs, schema);
  let byKey = bySchema.get(document);
  if (!byKey) bySchema.set(document, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key)!;
  const cost = measure();
  if (byKey.size >= MAX_COSTS_PER_DOCUMENT) byKey.clear();
  byKey.set(key, cost);
  return cost;
}

import {
  GraphQLNonNull,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { FieldProblem, ProblemPlace } from '../../lib/errors';
import { CoercionCheck } from '../../lib/graphql/coercion-problems';

/** Path and query values are text; this turns them into the JSON value the variable's type wants. */
function fromText(text: string, type: GraphQLInputType): unknown {
  const named = isNonNullType(type) ? type.ofType : type;
  if (isListType(named)) return text.split(',').map((item) => fromText(item.trim(), named.ofType));
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float')
      return text.trim() === '' ? text : Number(text);
    if (named.name === 'Boolean') return text === 'true' ? true : text === 'false' ? false : text;
  }
  return text;
}

/**
 * Builds an operation's variables from a REST request: path and query parameters by name,
 * the JSON body into `bodyVariable`. Every value is checked against its GraphQL type here, so
 * a bad request is one 400 with a detail per field, up to MAX_COERCION_PROBLEMS of them
 * (lib/graphql/coercion-problems.ts): a body of 100,000 wrong items costs what its first problems cost.
 */
export function buildVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  sources: {
    params: Record<string, string>;
    query: URLSearchParams;
    body: unknown;
    bodyVariable?: string;
  },
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const check = new CoercionCheck();
  const bodyProblems: FieldProblem[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
    const isBody = name === sources.bodyVariable;
    let value: unknown;
    if (isBody) {
      value =
        sources.body ??
        (isInputObjectType(isNonNullType(type) ? type.ofType : type) ? {} : undefined);
    } else if (name in sources.params) {
      value = fromText(sources.params[name], type);
    } else if (sources.query.has(name)) {
      const all = sources.query.getAll(name);
      value = fromText(all.length > 1 ? all.join(',') : all[0], type);
    }
    if (value === undefined) {
      if (type instanceof GraphQLNonNull && !definition.defaultValue)
        check.add({ field: name, problem: 'is required' });
      continue;
    }
    // Body fields are named on their own (`title`), parameters by their name (`limit`).
    const found = check.check(value, type, { at: isBody ? [] : [name], whole: name });
    if (isBody) bodyProblems.push(...found);
    variables[name] = value;
  }
  const refusal = check.refusal(placeOf(bodyProblems));
  if (refusal) throw refusal;
  return variables;
}

/** An unknown body field, then a missing one, is a problem of the body's shape; any other is of a value. */
function placeOf(bodyProblems: FieldProblem[]): ProblemPlace {
  if (bodyProblems.some((p) => p.problem === 'is not a known field')) return 'body-unknown';
  if (bodyProblems.some((p) => p.problem === 'is required')) return 'body-shape';
  return bodyProblems.length ? 'body-value' : 'other';
}

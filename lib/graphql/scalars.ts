import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { ValidationError } from '../errors';

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw ValidationError.field('DateTime', 'must be an ISO 8601 date-time string');
  }
  return new Date(value).toISOString();
}

/** ISO 8601 strings on the wire; Date objects from the database are serialised in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : parseDate(undefined)),
});

/** Any JSON value, passed through as it is; each service's domain checks what it takes. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

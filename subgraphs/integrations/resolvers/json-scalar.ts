import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value, passed through as it is; the domain checks an event's data. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

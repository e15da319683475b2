import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value, passed through as it is (job params are written by the service itself). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { ROLES, type Role } from '../auth/tokens';
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

/** The REST facade's words for a value outside a closed list (lib/graphql/coercion-problems.ts). */
export const NOT_ALLOWED = 'is not an allowed value';

function parseRole(value: unknown): Role {
  if (typeof value !== 'string' || !(ROLES as readonly string[]).includes(value))
    throw new TypeError(NOT_ALLOWED);
  return value as Role;
}

/**
 * A role of lib/auth/tokens.ts, spelled as in tokens. A scalar, not an enum, because GraphQL
 * enum values cannot hold the hyphen of `ml-engineer`; literals may still be written bare
 * (`roles: [organizer]`) as when roles were an enum.
 */
export const RoleScalar = new GraphQLScalarType({
  name: 'Role',
  description: `A role: ${ROLES.join(', ')}.`,
  serialize: (value) => String(value),
  parseValue: parseRole,
  parseLiteral: (ast) =>
    parseRole(ast.kind === Kind.STRING || ast.kind === Kind.ENUM ? ast.value : undefined),
});

import { envInt } from '../../lib/config';

/**
 * How big one GraphQL operation may be. Each is checked before the gateway plans the operation:
 * a federated query plan grows with the document (a 1,500-level document once took 4 GB), so a
 * document over any of these is refused in the time it takes to read it. 0 turns a limit off.
 */
export interface RequestLimits {
  /** Lexical tokens in the document (checked before it is parsed). */
  tokens: number;
  /** Nested selection levels (`{ a { b } }` is 2); introspection fields are not counted. */
  depth: number;
  /** Aliased fields, fragments counted where they are spread. */
  aliases: number;
  /** Directive uses (`@include`, `@skip`, ...). */
  directives: number;
  /** Estimated cost: each field 1, and what a list field with a `limit` selects counted `limit` times. */
  cost: number;
}

/**
 * The defaults leave room: the REST facade's largest operation has 125 tokens, depth 5, one alias
 * and an estimated cost of 3,101 at limit 100 (docs/request-limits.md lists how they were measured).
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  tokens: 2_000,
  depth: 12,
  aliases: 30,
  directives: 20,
  cost: 10_000,
};

export function requestLimitsFromEnv(): RequestLimits {
  const d = DEFAULT_REQUEST_LIMITS;
  return {
    tokens: envInt('GRAPHQL_MAX_TOKENS', d.tokens),
    depth: envInt('GRAPHQL_MAX_DEPTH', d.depth),
    aliases: envInt('GRAPHQL_MAX_ALIASES', d.aliases),
    directives: envInt('GRAPHQL_MAX_DIRECTIVES', d.directives),
    cost: envInt('GRAPHQL_MAX_COST', d.cost),
  };
}

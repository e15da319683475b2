import {
  Kind,
  parse,
  print,
  type ConstValueNode,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';

/** Who may share a cached answer, always within one tenant (lib/subgraph/federation.graphql). */
export type CacheScope = 'PUBLIC' | 'ROLE' | 'PRIVATE';

/** What an entity fetch may be cached for: the shortest lifetime and the narrowest scope of its fields. */
export interface CachePolicy {
  maxAgeSeconds: number;
  scope: CacheScope;
}

/** Each hinted field by type: `@cacheControl` on the supergraph's fields (docs/entity-cache.md). */
export type CacheHints = ReadonlyMap<string, ReadonlyMap<string, CachePolicy>>;

const NARROWNESS: Record<CacheScope, number> = { PUBLIC: 0, ROLE: 1, PRIVATE: 2 };

function argument(
  args: readonly { name: { value: string }; value: ConstValueNode }[] | undefined,
  name: string,
) {
  return args?.find((a) => a.name.value === name)?.value;
}

/** The `@cacheControl` hints of a supergraph (composed from the subgraphs' schemas by `@composeDirective`). */
export function cacheHintsOf(supergraphSdl: string): CacheHints {
  const hints = new Map<string, Map<string, CachePolicy>>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION
    )
      continue;
    for (const field of definition.fields ?? []) {
      const hint = field.directives?.find((d) => d.name.value === 'cacheControl');
      if (!hint) continue;
      const maxAge = argument(hint.arguments, 'maxAge');
      const scope = argument(hint.arguments, 'scope');
      if (maxAge?.kind !== Kind.INT) continue;
      let fields = hints.get(definition.name.value);
      if (!fields) hints.set(definition.name.value, (fields = new Map()));
      fields.set(field.name.value, {
        maxAgeSeconds: Number(maxAge.value),
        scope: scope?.kind === Kind.ENUM ? (scope.value as CacheScope) : 'PUBLIC',
      });
    }
  }
  return hints;
}

/** The policy of one type's selection: undefined unless every field selected is hinted and none has a sub-selection. */
function policyOfSelection(
  fields: ReadonlyMap<string, CachePolicy> | undefined,
  selection: SelectionSetNode,
): CachePolicy | undefined {
  if (!fields) return undefined;
  let policy: CachePolicy | undefined;
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD || node.selectionSet || node.directives?.length) return undefined;
    if (node.name.value === '__typename') continue;
    const hint = fields.get(node.name.value);
    if (!hint) return undefined;
    policy = {
      maxAgeSeconds: Math.min(policy?.maxAgeSeconds ?? Infinity, hint.maxAgeSeconds),
      scope:
        NARROWNESS[hint.scope] > NARROWNESS[policy?.scope ?? 'PUBLIC']
          ? hint.scope
          : (policy?.scope ?? 'PUBLIC'),
    };
  }
  return policy;
}

/** A cacheable entity fetch: the policy of each type it may be cached for, and what it selects. */
export interface EntityFetch {
  /** A type missing here is not cacheable in this fetch. */
  policies: Map<string, CachePolicy>;
  /** The `_entities` selection as text, without the operation's name: part of the key. */
  selection: string;
  /** Every type the fetch asks for is hinted: the narrowest of their scopes covers its whole answer. */
  complete: boolean;
}

/**
 * The policy of each type an `_entities` fetch asks for, or undefined when the fetch is not one the
 * planner writes for entities (`query($representations:[_Any!]!){_entities(...){...on T{...}}}`)
 * or no type of it is cacheable.
 */
export function entityFetchPolicies(
  hints: CacheHints,
  document: DocumentNode,
): EntityFetch | undefined {
  const [operation] = document.definitions;
  if (document.definitions.length !== 1 || operation.kind !== Kind.OPERATION_DEFINITION)
    return undefined;
  if (operation.operation !== 'query' || operation.selectionSet.selections.length !== 1)
    return undefined;
  const entities = operation.selectionSet.selections[0];
  if (entities.kind !== Kind.FIELD || entities.name.value !== '_entities' || !entities.selectionSet)
    return undefined;
  const policies = new Map<string, CachePolicy>();
  let complete = true;
  for (const node of entities.selectionSet.selections) {
    if (node.kind !== Kind.INLINE_FRAGMENT || !node.typeCondition || node.directives?.length) {
      complete = false;
      continue;
    }
    const type = node.typeCondition.name.value;
    const policy = policyOfSelection(hints.get(type), node.selectionSet);
    if (policy) policies.set(type, policy);
    else complete = false;
  }
  return policies.size ? { policies, selection: print(entities), complete } : undefined;
}

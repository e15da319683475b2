import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The root fields an operation would run, as execution finds them: aliases, inline fragments
 * and fragment spreads on the root type included, one per response key (the last of a key wins,
 * as execution merges them). Fields under `@skip`/`@include` are listed as if they ran: the
 * callers (the credential limits, the wait for ended sessions) would rather count one too many.
 */
export function rootFields(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): { responseKey: string; field: FieldNode }[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const fields = new Map<string, FieldNode>();
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !visited.has(fragment.name.value)) {
          visited.add(fragment.name.value);
          walk(fragment.selectionSet);
        }
      } else fields.set(selection.alias?.value ?? selection.name.value, selection);
    }
  };
  walk(operation.selectionSet);
  return [...fields].map(([responseKey, field]) => ({ responseKey, field }));
}

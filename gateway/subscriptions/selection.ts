import {
  Kind,
  OperationTypeNode,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionNode,
} from 'graphql';
import type { ProgressKind } from './progress-kinds';

/** Alias under which the resolution query always fetches the job's status (to know its end). */
export const STATUS_KEY = 'subscriptionJobStatus__';

/**
 * The query that turns an event into what the subscriber selected: the subscription field's
 * selection set under its kind's query field (`job(id:)`), with the variables and fragments it uses.
 */
export interface JobSelection {
  /** Equal for subscribers of one document: part of the key that shares resolutions. */
  shapeId: number;
  query: string;
  /** The query field whose answer is the job (progress-kinds.ts). */
  queryField: string;
  idVariable: string;
  /** Values of the subscriber's own variables that the selection uses. */
  variables: Record<string, unknown>;
  /** Response keys of top-level fields the event's data overrides (key → field name). */
  eventFields: Map<string, string>;
}

function field(name: string, alias?: string, selections?: readonly SelectionNode[]): FieldNode {
  return {
    kind: Kind.FIELD,
    name: { kind: Kind.NAME, value: name },
    ...(alias ? { alias: { kind: Kind.NAME, value: alias } } : {}),
    ...(selections ? { selectionSet: { kind: Kind.SELECTION_SET, selections } } : {}),
  };
}

/** Variables and fragments the selections use, following fragment spreads transitively. */
function usedNames(
  selections: readonly SelectionNode[],
  fragments: Record<string, FragmentDefinitionNode>,
) {
  const variables = new Set<string>();
  const fragmentNames = new Set<string>();
  const queue: SelectionNode[][] = [[...selections]];
  while (queue.length) {
    const current = queue.pop()!;
    visit(
      { kind: Kind.SELECTION_SET, selections: current },
      {
        Variable: (node) => void variables.add(node.name.value),
        FragmentSpread: (node) => {
          const name = node.name.value;
          if (fragmentNames.has(name) || !fragments[name]) return;
          fragmentNames.add(name);
          queue.push([...fragments[name].selectionSet.selections]);
        },
      },
    );
  }
  return { variables, fragmentNames };
}

/** Top-level response keys of the fields the event carries (through fragments too). */
function eventFieldKeys(
  selections: readonly SelectionNode[],
  fragments: Record<string, FragmentDefinitionNode>,
  eventFields: readonly string[],
  seen = new Set<string>(),
) {
  const keys = new Map<string, string>();
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (eventFields.includes(selection.name.value))
        keys.set(selection.alias?.value ?? selection.name.value, selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selection.selectionSet.selections;
      for (const [k, v] of eventFieldKeys(inner, fragments, eventFields, seen)) keys.set(k, v);
    } else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      seen.add(selection.name.value);
      const inner = fragments[selection.name.value].selectionSet.selections;
      for (const [k, v] of eventFieldKeys(inner, fragments, eventFields, seen)) keys.set(k, v);
    }
  }
  return keys;
}

type Shape = Omit<JobSelection, 'variables'> & {
  usedVariables: string[];
  withoutVariables?: JobSelection;
};

// Per field node of a (cached, shared) document: ten thousand subscribers of one document build
// the query once and share its text.
const shapes = new WeakMap<FieldNode, Shape>();
let nextShapeId = 1;

export function jobSelection(info: GraphQLResolveInfo, progress: ProgressKind): JobSelection {
  let shape = shapes.get(info.fieldNodes[0]);
  if (!shape) {
    shape = buildShape(info, progress);
    shapes.set(info.fieldNodes[0], shape);
  }
  const { usedVariables, withoutVariables: _shared, ...selection } = shape;
  // A selection without variables is the same for every subscriber: one object, not one each.
  if (usedVariables.length === 0)
    return (shape.withoutVariables ??= { ...selection, variables: {} });
  const variables: Record<string, unknown> = {};
  for (const name of usedVariables)
    if (name in info.variableValues) variables[name] = info.variableValues[name];
  return { ...selection, variables };
}

function buildShape(info: GraphQLResolveInfo, progress: ProgressKind): Shape {
  const selections = info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
  const { variables: used, fragmentNames } = usedNames(selections, info.fragments);
  const definitions = (info.operation.variableDefinitions ?? []).filter((d) =>
    used.has(d.variable.name.value),
  );
  let idVariable = 'subscriptionJobId';
  while (definitions.some((d) => d.variable.name.value === idVariable)) idVariable += '_';

  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: { kind: Kind.NAME, value: 'JobSubscriptionEvent' },
        variableDefinitions: [
          {
            kind: Kind.VARIABLE_DEFINITION,
            variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: idVariable } },
            type: {
              kind: Kind.NON_NULL_TYPE,
              type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } },
            },
          },
          ...definitions,
        ],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              ...field(progress.queryField, undefined, [
                ...selections,
                field('status', STATUS_KEY),
              ]),
              arguments: [
                {
                  kind: Kind.ARGUMENT,
                  name: { kind: Kind.NAME, value: progress.queryIdArg ?? 'id' },
                  value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: idVariable } },
                },
              ],
            },
          ],
        },
      },
      ...[...fragmentNames].map((name) => info.fragments[name]),
    ],
  };
  return {
    shapeId: nextShapeId++,
    query: print(document),
    queryField: progress.queryField,
    idVariable,
    usedVariables: [...used],
    eventFields: eventFieldKeys(selections, info.fragments, progress.eventFields),
  };
}

import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLInputType,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';

export type JsonSchema = Record<string, unknown>;

function scalarSchema(name: string): JsonSchema {
  switch (name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    case 'String':
    case 'ID':
      return { type: 'string' };
    default:
      // A custom scalar without a known JSON shape takes any JSON value.
      return {};
  }
}

/** JSON Schema of a GraphQL input type: what a REST body or parameter must look like. */
export function inputSchema(type: GraphQLInputType): JsonSchema {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { type: 'array', items: inputSchema(inner.ofType) };
  if (isEnumType(inner)) return { type: 'string', enum: inner.getValues().map((v) => v.name) };
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    return {
      type: 'object',
      additionalProperties: false,
      ...(inner.description ? { description: inner.description } : {}),
      properties: Object.fromEntries(
        fields.map((f) => [
          f.name,
          { ...inputSchema(f.type), ...(f.description ? { description: f.description } : {}) },
        ]),
      ),
      required: fields
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => f.name),
    };
  }
  return scalarSchema(inner.name);
}

/** JSON Schema of what a selection set returns: the shape of a REST `data`. */
export function outputSchema(type: GraphQLOutputType, selection?: SelectionSetNode): JsonSchema {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) {
    schema = { type: 'array', items: outputSchema(inner.ofType, selection) };
  } else if (isEnumType(inner)) {
    schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
  } else if (isScalarType(inner)) {
    schema = scalarSchema(inner.name);
  } else if (isObjectType(inner) && selection) {
    const fields = inner.getFields();
    const properties: Record<string, JsonSchema> = {};
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD || !fields[node.name.value]) continue;
      const key = node.alias?.value ?? node.name.value;
      properties[key] = outputSchema(fields[node.name.value].type, node.selectionSet);
    }
    schema = { type: 'object', properties };
  } else {
    schema = { type: 'object', description: getNamedType(inner).name };
  }
  // OpenAPI 3.1 is JSON Schema 2020-12: null is a type, not a `nullable` flag.
  if (!nullable) return schema;
  return typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : { anyOf: [schema, { type: 'null' }] };
}

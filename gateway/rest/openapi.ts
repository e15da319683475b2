import { isNonNullType, Kind, parse, typeFromAST, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { RestRoute } from './route';
import { inputSchema, outputSchema, type JsonSchema } from './json-schema';

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input or move not allowed (VALIDATION_FAILED, INVALID_STATE)',
  '401': 'No or bad token (UNAUTHENTICATED)',
  '403': 'Role or ownership missing (FORBIDDEN)',
  '404': 'Not found (NOT_FOUND)',
  '409': 'Conflict, or Idempotency-Key reused with another body (CONFLICT)',
};

function envelope(data: JsonSchema, route: RestRoute): JsonSchema {
  if (route.style === 'data-only') return { type: 'object', properties: { data } };
  const camel = route.style === 'camel';
  const properties: Record<string, JsonSchema> = { data, error: { type: 'null' }, meta: { $ref: camel ? '#/components/schemas/MetaCamel' : '#/components/schemas/Meta' } };
  if (route.paginated) properties.page = { $ref: camel ? '#/components/schemas/PageCamel' : '#/components/schemas/Page' };
  return { type: 'object', properties };
}

function operationOf(route: RestRoute): OperationDefinitionNode {
  return parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
}

function describe(route: RestRoute, schema: GraphQLSchema): Record<string, unknown> {
  const operation = operationOf(route);
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const parameters: unknown[] = [];
  let requestBody: unknown;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
    if (name === route.body) {
      requestBody = { required: isNonNullType(type), content: { 'application/json': { schema: inputSchema(type) } } };
      continue;
    }
    const where = pathParams.includes(name) ? 'path' : 'query';
    parameters.push({ name, in: where, required: where === 'path' || (isNonNullType(type) && !definition.defaultValue), schema: inputSchema(type) });
  }
  const rootType = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const field = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === route.result);
  let data = field && field.kind === Kind.FIELD ? outputSchema(rootType.getFields()[route.result].type, field.selectionSet) : {};
  if (route.paginated) data = ((data.properties as Record<string, JsonSchema>)?.nodes ?? { type: 'array' }) as JsonSchema;
  const status = String(route.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]: status === '204' ? { description: 'No content' } : { description: 'Success', content: { 'application/json': { schema: envelope(data, route) } } },
  };
  for (const [code, description] of Object.entries(ERROR_STATUSES)) {
    if (code === '401' && route.public) continue;
    responses[code] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
  }
  return {
    operationId: operation.name?.value,
    summary: route.summary,
    tags: [route.tag],
    ...(route.public ? { security: [] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the REST facade, generated from the route table and the schema. */
export function buildOpenApi(routes: RestRoute[], schema: GraphQLSchema): Record<string, unknown> {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  // Plain routes first; a route that serves only with certain query values (dry runs) is
  // listed as a variant of the plain one, since OpenAPI has one operation per method and path.
  for (const route of [...routes].sort((a, b) => Number(!!a.whenQuery) - Number(!!b.whenQuery))) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const methods = (paths[path] ??= {});
    const method = route.method.toLowerCase();
    if (route.whenQuery && methods[method]) {
      const variants = (methods[method]['x-variants'] ??= []) as unknown[];
      variants.push({ when: route.whenQuery, ...describe(route, schema) });
    } else {
      methods[method] = describe(route, schema);
    }
  }
  const meta = (camel: boolean) => ({ type: 'object', properties: Object.fromEntries((camel ? ['requestId', 'traceId', 'tenantId'] : ['request_id', 'trace_id', 'tenant_id']).map((k) => [k, { type: ['string', 'null'] }])) });
  const page = (camel: boolean) => ({ type: 'object', properties: { [camel ? 'nextCursor' : 'next_cursor']: { type: ['string', 'null'] }, [camel ? 'hasMore' : 'has_more']: { type: 'boolean' }, limit: { type: 'integer' } } });
  return {
    openapi: '3.1.0',
    info: { title: 'Lanes platform REST facade', version: '2.1.0', description: 'Every path runs a GraphQL operation through the federated gateway at /graphql.' },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, tenant: { type: 'apiKey', in: 'header', name: 'x-tenant-id' } },
      schemas: {
        Meta: meta(false),
        MetaCamel: meta(true),
        Page: page(false),
        PageCamel: page(true),
        ErrorEnvelope: {
          type: 'object',
          properties: {
            data: { type: 'null' },
            error: { type: 'object', required: ['code', 'message', 'http'], properties: { code: { type: 'string' }, message: { type: 'string' }, http: { type: 'integer' }, details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, problem: { type: 'string' } } } } } },
            meta: { $ref: '#/components/schemas/Meta' },
          },
        },
      },
    },
  };
}

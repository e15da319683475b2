import {
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { RestRoute } from './route';
import { inputSchema, outputSchema, type JsonSchema } from './json-schema';
import { statusDescriptions } from './contract';
import { succeededVersionOf } from './versions';

/** What a 429 asks the caller to wait (RATE_LIMITED; the media quota's ERR_QUOTA_EXCEEDED has none). */
const RETRY_AFTER = {
  description: 'Seconds until the rate-limit window ends',
  schema: { type: 'integer' },
};

/** A route's success answer: nothing, a body of its own content type, a stored file, or the envelope. */
function successResponse(route: RestRoute, data: JsonSchema): Record<string, unknown> {
  if (route.status === 204) return { description: 'No content' };
  if (route.inline)
    return {
      description: 'The body itself, in one of these content types, not an envelope',
      content: Object.fromEntries(
        Object.entries(route.inline).map(([type, encoding]) => [
          type,
          {
            schema:
              encoding === 'base64' ? { type: 'string', format: 'binary' } : { type: 'string' },
          },
        ]),
      ),
    };
  if (route.download)
    return {
      description: 'The file, with its content type and Content-Disposition: attachment',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  return {
    description: 'Success',
    content: { 'application/json': { schema: envelope(data, route) } },
  };
}

/**
 * Exactly the error statuses the route can answer (gateway/rest/contract.ts), each described by
 * the codes that lead to it there, in the error envelope of the route's meta style.
 */
function errorResponses(route: RestRoute): Record<string, unknown> {
  const schema = {
    $ref:
      route.style === 'camel'
        ? '#/components/schemas/ErrorEnvelopeCamel'
        : '#/components/schemas/ErrorEnvelope',
  };
  return Object.fromEntries(
    Object.entries(statusDescriptions(route)).map(([status, description]) => [
      status,
      {
        description,
        ...(status === '429' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: { 'application/json': { schema } },
      },
    ]),
  );
}

function envelope(data: JsonSchema, route: RestRoute): JsonSchema {
  if (route.style === 'data-only') return { type: 'object', properties: { data } };
  const camel = route.style === 'camel';
  const properties: Record<string, JsonSchema> = {
    data,
    error: { type: 'null' },
    meta: { $ref: camel ? '#/components/schemas/MetaCamel' : '#/components/schemas/Meta' },
  };
  if (route.paginated)
    properties.page = {
      $ref: camel ? '#/components/schemas/PageCamel' : '#/components/schemas/Page',
    };
  return { type: 'object', properties };
}

function operationOf(route: RestRoute): OperationDefinitionNode {
  return parse(route.operation).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
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
      // A raw body is taken as sent (its signature covers those bytes): a JSON object on the wire.
      const schema = route.rawBody
        ? { type: 'object', description: 'Read as sent, byte for byte' }
        : inputSchema(type);
      requestBody = { required: isNonNullType(type), content: { 'application/json': { schema } } };
      continue;
    }
    const header = Object.entries(route.headerVariables ?? {}).find(
      ([variable]) => variable === name,
    )?.[1];
    if (header) {
      parameters.push({
        name: header,
        in: 'header',
        required: isNonNullType(type),
        schema: inputSchema(type),
      });
      continue;
    }
    const where = pathParams.includes(name) ? 'path' : 'query';
    parameters.push({
      name,
      in: where,
      required: where === 'path' || (isNonNullType(type) && !definition.defaultValue),
      schema: inputSchema(type),
    });
  }
  const rootType =
    operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const [rootName, ...inner] = route.result.split('.');
  const field = operation.selectionSet.selections.find(
    (s) => s.kind === Kind.FIELD && s.name.value === rootName,
  );
  let data =
    field && field.kind === Kind.FIELD
      ? outputSchema(rootType.getFields()[rootName].type, field.selectionSet)
      : {};
  for (const name of inner) data = (data.properties as Record<string, JsonSchema>)?.[name] ?? {};
  if (route.paginated)
    data = ((data.properties as Record<string, JsonSchema>)?.nodes ?? {
      type: 'array',
    }) as JsonSchema;
  const status = String(route.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]: successResponse(route, data),
    ...errorResponses(route),
  };
  const successor = succeededVersionOf(route.path);
  return {
    operationId: operation.name?.value,
    summary: route.summary,
    tags: [route.tag],
    // A v1 with a successor: its answers carry Deprecation, Sunset and the successor's Link (./versions.ts).
    ...(successor
      ? {
          deprecated: true,
          description: `Deprecated since ${successor.released}: ${successor.api} ${successor.version} serves this under ${successor.successor}.`,
        }
      : {}),
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
  const metaKeys = (camel: boolean) =>
    camel ? ['requestId', 'traceId', 'tenantId'] : ['request_id', 'trace_id', 'tenant_id'];
  const meta = (camel: boolean) => ({
    type: 'object',
    properties: Object.fromEntries(metaKeys(camel).map((k) => [k, { type: ['string', 'null'] }])),
  });
  // Error envelopes are exact: every failure answers these keys and no others.
  const errorEnvelope = (camel: boolean) => ({
    type: 'object',
    required: ['data', 'error', 'meta'],
    additionalProperties: false,
    properties: {
      data: { type: 'null' },
      error: {
        type: 'object',
        required: ['code', 'message', 'http'],
        additionalProperties: false,
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          http: { type: 'integer', description: 'The HTTP status of the response' },
          details: {
            type: 'array',
            items: {
              type: 'object',
              required: ['field', 'problem'],
              properties: { field: { type: 'string' }, problem: { type: 'string' } },
            },
          },
        },
      },
      meta: { ...meta(camel), required: metaKeys(camel), additionalProperties: false },
    },
  });
  const page = (camel: boolean) => ({
    type: 'object',
    properties: {
      [camel ? 'nextCursor' : 'next_cursor']: { type: ['string', 'null'] },
      [camel ? 'hasMore' : 'has_more']: { type: 'boolean' },
      limit: { type: 'integer' },
    },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lanes platform REST facade',
      version: '2.1.0',
      description:
        'Every path runs a GraphQL operation through the federated gateway at /graphql. Each operation lists exactly the error ' +
        'statuses it answers; a method a path does not serve is 405 with Allow naming the methods listed under that path.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tenant: { type: 'apiKey', in: 'header', name: 'x-tenant-id' },
      },
      schemas: {
        Meta: meta(false),
        MetaCamel: meta(true),
        Page: page(false),
        PageCamel: page(true),
        ErrorEnvelope: errorEnvelope(false),
        ErrorEnvelopeCamel: errorEnvelope(true),
      },
    },
  };
}

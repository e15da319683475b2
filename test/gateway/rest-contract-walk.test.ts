import { randomUUID } from 'node:crypto';
import Ajv, { type ValidateFunction } from 'ajv';
import type { RestRoute } from '../../gateway/rest/route';
import { restRoutes } from '../../gateway/rest/routes';
import type { Json } from '../answers';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

/*
 * Walks /openapi.json (docs/rest-contract.md): every operation gets requests that must fail, and
 * each answer must have a status the operation lists and a body its documented error schema takes.
 */

const { p, t } = platformFixture();

let doc: Json;
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();
beforeAll(async () => {
  doc = (await p.rest('GET', '/openapi.json')).body;
  // The components under the document's own root, so their `#/components/...` references resolve.
  ajv.addSchema({ $id: 'openapi', components: doc.components });
});

const openApiPath = (route: RestRoute) => route.path.replace(/:(\w+)/g, '{$1}');
const paramsOf = (route: RestRoute) => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const label = (route: RestRoute) =>
  `${route.method} ${openApiPath(route)}${route.whenQuery ? `?${new URLSearchParams(route.whenQuery)}` : ''}`;

/** The route's operation in the document (a dry run is an x-variant of its plain operation). */
function operationOf(route: RestRoute): Json {
  const operation = doc.paths[openApiPath(route)]?.[route.method.toLowerCase()];
  if (!route.whenQuery) return operation;
  return operation?.['x-variants']?.find(
    (variant: Json) => JSON.stringify(variant.when) === JSON.stringify(route.whenQuery),
  );
}

function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * The answer's status is one the operation lists; a failure is in the documented error envelope,
 * `http` its status, and the status's description names its code.
 */
function expectOnContract(operation: Json, res: HttpAnswer, what: string): void {
  const listed = Object.keys(operation.responses).map(Number);
  expect({
    what,
    status: res.status,
    listed: listed.includes(res.status),
    body: listed.includes(res.status) ? null : res.body,
  }).toEqual({ what, status: res.status, listed: true, body: null });
  if (res.status < 400) return;
  const response = operation.responses[res.status];
  const validate = validatorFor(response.content['application/json'].schema.$ref);
  validate(res.body);
  const code = res.body?.error?.code;
  expect({
    what,
    schemaErrors: validate.errors ?? null,
    http: res.body?.error?.http,
    named: response.description.includes(`${code}:`),
  }).toEqual({ what, schemaErrors: null, http: res.status, named: true });
}

/** The route's path with a fresh id in each parameter, or `values` (`raw`: sent as they are, not encoded). */
function url(
  route: RestRoute,
  values: Record<string, string> = {},
  raw: Record<string, string> = {},
): string {
  const path = route.path.replace(
    /:(\w+)/g,
    (_, name: string) => raw[name] ?? encodeURIComponent(values[name] ?? randomUUID()),
  );
  return route.whenQuery ? `${path}?${new URLSearchParams(route.whenQuery)}` : path;
}

describe('every operation of /openapi.json answers only what it lists', () => {
  it.each(restRoutes.map((route) => [label(route), route] as const))('%s', async (_name, route) => {
    const operation = operationOf(route);
    expect(operation).toBeDefined();
    // The platform-wide statuses are listed everywhere, 413 exactly where a body is read.
    const listed = Object.keys(operation.responses).map(Number);
    expect([400, 401, 413, 429, 500].filter((status) => listed.includes(status))).toEqual([
      400,
      401,
      ...(operation.requestBody ? [413] : []),
      429,
      500,
    ]);
    // (a) No token.
    expectOnContract(operation, await p.rest(route.method, url(route)), 'no token');
    // (b) A malformed id in each path parameter.
    for (const param of paramsOf(route)) {
      expectOnContract(
        operation,
        await p.rest(route.method, url(route, { [param]: 'not-a-uuid' }), { token: t.user.token }),
        `malformed ${param}`,
      );
      // Broken percent-encoding: the route's own invalid input, naming the parameter.
      const broken = await p.rest(route.method, url(route, {}, { [param]: '%ff' }), {
        token: t.user.token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expectOnContract(operation, broken, `${param} of broken percent-encoding`);
      expect([broken.status, broken.body.error.code, broken.body.error.details]).toEqual([
        400,
        route.catalogue?.value ?? 'VALIDATION_FAILED',
        [{ field: param, problem: 'is not valid percent-encoding' }],
      ]);
    }
    // (c) An empty body and {} (with an Idempotency-Key, so paths that require one go further).
    if (operation.requestBody) {
      for (const rawBody of ['', '{}']) {
        const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
        expectOnContract(
          operation,
          await p.rest(route.method, url(route), { token: t.user.token, rawBody, headers }),
          `body ${rawBody || 'empty'}`,
        );
      }
    }
    // A refusal by the gateway itself, before the operation: x-tenant-id names another tenant.
    const mismatch = await p.rest(route.method, url(route), {
      token: t.user.token,
      headers: { 'x-tenant-id': randomUUID() },
    });
    expectOnContract(operation, mismatch, 'x-tenant-id of another tenant');
    // In the path's catalogue when it has one (the ML service's ML_1701).
    expect(mismatch.body.error.code).toBe(route.catalogue?.fromPlatform.FORBIDDEN ?? 'FORBIDDEN');
  });
});

describe('every path answers a method it does not serve with 405', () => {
  const paths = [...new Set(restRoutes.map((route) => route.path))];
  it.each(paths)('%s', async (path) => {
    const served = Object.keys(doc.paths[path.replace(/:(\w+)/g, '{$1}')]).map((m) =>
      m.toUpperCase(),
    );
    const method = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((m) => !served.includes(m))!;
    const route = restRoutes.find((r) => r.path === path)!;
    const res = await p.rest(method, url(route), { token: t.user.token });
    expect([res.status, res.body.error?.code, res.body.error?.http]).toEqual([
      405,
      'METHOD_NOT_ALLOWED',
      405,
    ]);
    expect(res.headers.allow.split(', ').sort()).toEqual([...served].sort());
    // The error envelope documented for the path's own operations (camel case on media paths).
    const someOperation = operationOf(route);
    const validate = validatorFor(
      someOperation.responses['400'].content['application/json'].schema.$ref,
    );
    validate(res.body);
    expect(validate.errors ?? null).toBeNull();
  });
});

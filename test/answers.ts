import type { HttpAnswer, TenantFixture, TestPlatform } from './harness';

// The assertion helpers of every test: one name per meaning. `rest*` check a REST answer's
// envelope and fail the test otherwise; `gql*` read a GraphQL answer; `query*`, `call` and `ok`
// make the GraphQL call themselves.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL and REST answers, read field by field by the tests
export type Json = any;

/**
 * The REST answer's `data` after checking the status and the success envelope (with the tenant's
 * id in `meta` when `tenant` is given); a 204 has no body to check.
 */
export function restData(res: HttpAnswer, status = 200, tenant?: TenantFixture): Json {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  if (status === 204) return {};
  expect(res.body).toMatchObject({
    error: null,
    meta: {
      request_id: expect.any(String),
      trace_id: expect.any(String),
      ...(tenant ? { tenant_id: tenant.tenantId } : {}),
    },
  });
  return res.body.data;
}

/** The REST answer's `error` after checking the status, the code and the failure envelope. */
export function restError(res: HttpAnswer, status: number, code: string): Json {
  expect([res.status, res.body?.error?.code]).toEqual([status, code]);
  expect(res.body).toMatchObject({
    data: null,
    error: { code, http: status, message: expect.any(String) },
  });
  return res.body.error;
}

/** A GraphQL answer's `data`; fails the test with the errors when there are any. */
export function gqlData(res: HttpAnswer): Json {
  if (res.body?.errors?.length)
    throw new Error(`unexpected errors: ${JSON.stringify(res.body.errors)}`);
  return res.body.data;
}

/** A GraphQL answer's first error's extensions (code, httpStatus, details), or undefined. */
export function gqlError(
  res: HttpAnswer,
):
  { code: string; httpStatus: number; details?: { field: string; problem: string }[] } | undefined {
  return res.body?.errors?.[0]?.extensions;
}

/**
 * The code and HTTP status of a GraphQL answer's first error, to compare as a pair (GraphQL answers
 * resolver errors with HTTP 200; the status travels in `extensions.httpStatus`).
 */
export function codeAndStatus(res: HttpAnswer): [string | undefined, number | undefined] {
  const extensions = gqlError(res);
  return [extensions?.code, extensions?.httpStatus];
}

/** The fields named in the `details` of a VALIDATION_FAILED answer (REST or GraphQL), sorted. */
export function problemFields(res: HttpAnswer): string[] {
  const details = res.body?.error?.details ?? res.body?.errors?.[0]?.extensions?.details ?? [];
  return details.map((d: { field: string }) => d.field).sort();
}

/** The `data` of a GraphQL call as `token`; fails the test on errors. */
export async function queryData(
  p: TestPlatform,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Json> {
  return gqlData(await p.graphql(query, variables, { token }));
}

/** The first error's extensions of a GraphQL call as `token`, or undefined. */
export async function queryError(
  p: TestPlatform,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return gqlError(await p.graphql(query, variables, { token }));
}

/** The result of one GraphQL call through the gateway: its root field's value, or its first error. */
export interface Outcome {
  data: Json;
  code?: string;
  status?: number;
  message?: string;
  details?: { field: string; problem: string }[];
}

export async function call(
  p: TestPlatform,
  token: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Outcome> {
  const res: HttpAnswer = await p.graphql(query, variables, { token });
  // A variable of the wrong type is refused before execution with HTTP 400 and the same errors.
  if (res.status !== 200 && !res.body?.errors)
    throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.body)}`);
  const error = res.body.errors?.[0];
  const data = res.body.data ? (Object.values(res.body.data)[0] ?? null) : null;
  if (!error) return { data };
  return {
    data,
    code: error.extensions?.code,
    status: error.extensions?.httpStatus,
    message: error.message,
    details: error.extensions?.details,
  };
}

/** The root field's value; fails the test with the error when there is one. */
export async function ok(
  p: TestPlatform,
  token: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Json> {
  const outcome = await call(p, token, query, variables);
  if (outcome.code)
    throw new Error(
      `${outcome.code} ${outcome.status}: ${outcome.message} ${JSON.stringify(outcome.details ?? [])}`,
    );
  return outcome.data;
}

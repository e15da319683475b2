import type { HttpAnswer, TestPlatform } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL and REST answers, read field by field by the tests
export type Json = any;

/** The REST answer's `data` after checking the status and the success envelope. */
export function restData(res: HttpAnswer, status = 200): Json {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  expect(res.body).toMatchObject({ error: null, meta: { request_id: expect.any(String) } });
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

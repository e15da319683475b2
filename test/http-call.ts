import { request } from 'undici';

export interface HttpAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
  headers: Record<string, string>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One HTTP call as a test makes it: a bearer token, a JSON body, the answer parsed when it is JSON. */
export async function call(url: string, method: string, options: CallOptions): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await request(url, { method: method as 'GET', headers, body });
  const text = await res.body.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers))
    if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
  return { status: res.statusCode, body: parsed, headers: flat };
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request's log line and metrics say about it, filled in as the request goes: the HTTP
 * layer opens it, authentication adds the tenant and caller, the GraphQL pipeline the operation
 * name, error formatting the codes. AsyncLocalStorage carries it, so no layer passes it along and
 * every log line written while the request runs carries its ids.
 */
export interface RequestScope {
  requestId: string;
  traceId: string;
  tenantId?: string | null;
  callerId?: string | null;
  operationName?: string;
  /** The route template a REST request matched (a bounded metrics label). */
  route?: string;
  /** The error codes the answer carries, in order, each once. */
  errorCodes: string[];
}

// One per process, even when a module loader (jest's, per test file) loads this file again: the
// logger's mixin and the servers must read and write the same store.
const STORE = Symbol.for('lanes.observability.request-scope');
const storage: AsyncLocalStorage<RequestScope> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<RequestScope>()) as AsyncLocalStorage<RequestScope>;

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Records who is calling (after the token is verified). */
export function noteCaller(tenantId: string | null, callerId: string | null): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.tenantId = tenantId;
  scope.callerId = callerId;
}

export function noteOperation(name: string | null | undefined): void {
  const scope = storage.getStore();
  if (scope && name) scope.operationName = name;
}

export function noteErrorCode(code: string): void {
  const scope = storage.getStore();
  if (scope && !scope.errorCodes.includes(code)) scope.errorCodes.push(code);
}

export function noteRoute(template: string): void {
  const scope = storage.getStore();
  if (scope) scope.route = template;
}

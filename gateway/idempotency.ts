import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../lib/clock';
import type { Sql } from '../lib/db/pool';
import { ConflictError, ValidationError } from '../lib/errors';
import type { HttpResult } from '../lib/http/io';
import {
  claimKey,
  completeKey,
  releaseKey,
  type KeyScope,
  type StoredResponse,
} from './data/idempotency-store';
import { openBody, requestDigest, sealBody } from './idempotency-sealing';

const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 15_000;
// An in-progress claim older than this belonged to a process that died; it may be taken over.
const STALE_CLAIM_MS = 60_000;

/**
 * The stored answer again. One that does not open (sealed for another row, altered, or under
 * another SUBGRAPH_SECRET) is a conflict, not a reason to run the write a second time.
 */
function replay(scope: KeyScope, stored: StoredResponse): HttpResult {
  const body = openBody(
    { ...scope, requestHash: stored.requestHash, status: stored.status! },
    stored.body,
  );
  if (!body)
    throw new ConflictError(
      'The stored answer of this Idempotency-Key cannot be read any more; check whether the first request took effect, then use a new key',
    );
  return {
    status: stored.status!,
    headers: { ...body.headers, 'idempotent-replayed': 'true' },
    body: body.text,
  };
}

/** What identifies a request under its key (an HMAC: the body may hold a password). */
export function requestHash(method: string, path: string, body: string): string {
  return requestDigest(`${method}\n${path}\n${body}`);
}

/**
 * Runs a write once per tenant, caller and Idempotency-Key (docs/conventions.md): a repeat with
 * the same request gets the stored response; with another request, 409; a concurrent repeat waits
 * for the first to finish and then gets its response. Another caller's key of the same name is
 * another key.
 */
export async function withIdempotency(
  sql: Sql,
  scope: KeyScope,
  hash: string,
  run: () => Promise<HttpResult>,
  clock: Clock,
): Promise<HttpResult> {
  if (scope.key.length > 255)
    throw ValidationError.field('Idempotency-Key', 'must be at most 255 characters');
  // How long this request waits for another holding its key: a duration, not the keys' time.
  const deadline = performance.now() + WAIT_LIMIT_MS;
  let claimedAt: Date;
  for (;;) {
    const now = clock.now();
    const claim = await claimKey(sql, scope, hash, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (claim.kind === 'claimed') {
      claimedAt = claim.claimedAt;
      break;
    }
    const { stored } = claim;
    if (stored.requestHash !== hash)
      throw new ConflictError('Idempotency-Key was already used with a different request');
    if (stored.state === 'completed') return replay(scope, stored);
    if (performance.now() > deadline)
      throw new ConflictError('A request with this Idempotency-Key is still in progress');
    await sleep(WAIT_STEP_MS);
  }
  const claim = { ...scope, claimedAt };
  let result: HttpResult;
  try {
    result = await run();
  } catch (error) {
    await releaseKey(sql, claim);
    throw error;
  }
  if (result.status >= 500) {
    await releaseKey(sql, claim);
  } else {
    // Sealed: answers of writes carry secrets (tokens, signing secrets) that a dump must not show.
    const sealed = sealBody(
      { ...scope, requestHash: hash, status: result.status },
      { headers: result.headers, text: result.body?.toString() },
    );
    await completeKey(sql, claim, result.status, sealed);
  }
  return result;
}

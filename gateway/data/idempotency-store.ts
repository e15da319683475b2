import type { Sql } from '../../lib/db/pool';

/** An answer as the gateway replays it: its headers and body text. */
export interface ReplayBody {
  headers: Record<string, string>;
  text?: string;
}

/** An answer as `response_body` holds it: sealed with AES-256-GCM (../idempotency-sealing.ts). */
export interface SealedBody {
  sealed: 'aes-256-gcm/v1';
  /** 12 random bytes, base64url. */
  iv: string;
  /** The ciphertext followed by the 16-byte tag, base64url. */
  data: string;
}

export interface StoredResponse {
  requestHash: string;
  state: 'in_progress' | 'completed';
  status: number | null;
  /** Sealed (../idempotency-sealing.ts); null while the claim is in progress. */
  body: SealedBody | null;
  createdAt: Date;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Claim =
  { kind: 'claimed'; claimedAt: Date } | { kind: 'taken'; stored: StoredResponse };

/** Whose key it is: a key is one caller's own, within the tenant the request acts in. */
export interface KeyScope {
  tenantId: string;
  callerId: string;
  key: string;
}

/**
 * Claims a key for a request in one statement: a new key, an expired one (older than 24 hours)
 * and an abandoned claim (in progress since before `staleBefore`, its process gone) all become
 * this request's. Otherwise answers what is stored. Two requests racing for an abandoned claim
 * cannot both win: the row lock makes the second see the first one's fresh claim.
 */
export async function claimKey(
  sql: Sql,
  scope: KeyScope,
  requestHash: string,
  now: Date,
  staleBefore: Date,
): Promise<Claim> {
  const { tenantId, callerId, key } = scope;
  const claimed = await sql.query<{ created_at: Date }>(
    `INSERT INTO "platform"."idempotency_keys" ("tenant_id", "caller_id", "key", "request_hash", "state", "created_at", "expires_at")
    VALUES ($1, $2, $3, $4, 'in_progress', $5, $6)
    ON CONFLICT ("tenant_id", "caller_id", "key") DO UPDATE SET
      "request_hash" = EXCLUDED."request_hash", "state" = 'in_progress', "response_status" = NULL, "response_body" = NULL,
      "created_at" = EXCLUDED."created_at", "expires_at" = EXCLUDED."expires_at"
    WHERE "idempotency_keys"."expires_at" <= $5
       OR ("idempotency_keys"."state" = 'in_progress' AND "idempotency_keys"."created_at" < $7)
    RETURNING "created_at"`,
    [
      tenantId,
      callerId,
      key,
      requestHash,
      now,
      new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      staleBefore,
    ],
  );
  if (claimed.rows.length === 1) return { kind: 'claimed', claimedAt: claimed.rows[0].created_at };
  const stored = await readKey(sql, scope);
  // Gone between the two statements (released by its owner): the next round claims it.
  return stored ? { kind: 'taken', stored } : claimKey(sql, scope, requestHash, now, staleBefore);
}

async function readKey(sql: Sql, scope: KeyScope): Promise<StoredResponse | null> {
  const { rows } = await sql.query<StoredResponse>(
    `SELECT "request_hash" AS "requestHash", "state", "response_status" AS "status", "response_body" AS "body", "created_at" AS "createdAt"
    FROM "platform"."idempotency_keys" WHERE "tenant_id" = $1 AND "caller_id" = $2 AND "key" = $3`,
    [scope.tenantId, scope.callerId, scope.key],
  );
  return rows[0] ?? null;
}

/** The claim made at `claimedAt`, as the parameters $1 to $4 of a statement. */
const claimParams = (claim: KeyScope & { claimedAt: Date }) => [
  claim.tenantId,
  claim.callerId,
  claim.key,
  claim.claimedAt,
];
const OWN_CLAIM = `"tenant_id" = $1 AND "caller_id" = $2 AND "key" = $3 AND "state" = 'in_progress' AND "created_at" = $4`;

/** Stores the (sealed) response of the claim made at `claimedAt` (and of no later claim). */
export async function completeKey(
  sql: Sql,
  claim: KeyScope & { claimedAt: Date },
  status: number,
  body: SealedBody,
): Promise<void> {
  await sql.query(
    `UPDATE "platform"."idempotency_keys" SET "state" = 'completed', "response_status" = $5, "response_body" = $6::jsonb WHERE ${OWN_CLAIM}`,
    [...claimParams(claim), status, JSON.stringify(body)],
  );
}

/** Frees the claim made at `claimedAt` when its request failed on the server's side, so a retry can run it again. */
export async function releaseKey(sql: Sql, claim: KeyScope & { claimedAt: Date }): Promise<void> {
  await sql.query(
    `DELETE FROM "platform"."idempotency_keys" WHERE ${OWN_CLAIM}`,
    claimParams(claim),
  );
}

import type { PrismaClient } from '../../lib/db/prisma';

export interface StoredResponse {
  requestHash: string;
  state: 'in_progress' | 'completed';
  status: number | null;
  body: { headers: Record<string, string>; text?: string } | null;
  createdAt: Date;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Claim = { kind: 'claimed'; claimedAt: Date } | { kind: 'taken'; stored: StoredResponse };

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
export async function claimKey(prisma: PrismaClient, scope: KeyScope, requestHash: string, staleBefore: Date): Promise<Claim> {
  const now = new Date();
  const { tenantId, callerId, key } = scope;
  const claimed = await prisma.$queryRaw<{ created_at: Date }[]>`
    INSERT INTO "platform"."idempotency_keys" ("tenant_id", "caller_id", "key", "request_hash", "state", "created_at", "expires_at")
    VALUES (${tenantId}, ${callerId}, ${key}, ${requestHash}, 'in_progress', ${now}, ${new Date(now.getTime() + IDEMPOTENCY_TTL_MS)})
    ON CONFLICT ("tenant_id", "caller_id", "key") DO UPDATE SET
      "request_hash" = EXCLUDED."request_hash", "state" = 'in_progress', "response_status" = NULL, "response_body" = NULL,
      "created_at" = EXCLUDED."created_at", "expires_at" = EXCLUDED."expires_at"
    WHERE "idempotency_keys"."expires_at" <= ${now}
       OR ("idempotency_keys"."state" = 'in_progress' AND "idempotency_keys"."created_at" < ${staleBefore})
    RETURNING "created_at"`;
  if (claimed.length === 1) return { kind: 'claimed', claimedAt: claimed[0].created_at };
  const stored = await readKey(prisma, scope);
  // Gone between the two statements (released by its owner): the next round claims it.
  return stored ? { kind: 'taken', stored } : claimKey(prisma, scope, requestHash, staleBefore);
}

async function readKey(prisma: PrismaClient, scope: KeyScope): Promise<StoredResponse | null> {
  const row = await prisma.idempotencyKey.findUnique({ where: { tenantId_callerId_key: scope } });
  if (!row) return null;
  return {
    requestHash: row.requestHash,
    state: row.state as StoredResponse['state'],
    status: row.responseStatus,
    body: row.responseBody as StoredResponse['body'],
    createdAt: row.createdAt,
  };
}

/** Stores the response of the claim made at `claimedAt` (and of no later claim). */
export async function completeKey(
  prisma: PrismaClient,
  claim: KeyScope & { claimedAt: Date },
  status: number,
  body: { headers: Record<string, string>; text?: string },
): Promise<void> {
  await prisma.idempotencyKey.updateMany({
    where: { tenantId: claim.tenantId, callerId: claim.callerId, key: claim.key, state: 'in_progress', createdAt: claim.claimedAt },
    data: { state: 'completed', responseStatus: status, responseBody: body },
  });
}

/** Frees the claim made at `claimedAt` when its request failed on the server's side, so a retry can run it again. */
export async function releaseKey(prisma: PrismaClient, claim: KeyScope & { claimedAt: Date }): Promise<void> {
  await prisma.idempotencyKey.deleteMany({ where: { tenantId: claim.tenantId, callerId: claim.callerId, key: claim.key, state: 'in_progress', createdAt: claim.claimedAt } });
}

import type { PrismaClient } from '../../lib/db/prisma';

export interface StoredResponse {
  requestHash: string;
  state: 'in_progress' | 'completed';
  status: number | null;
  body: { headers: Record<string, string>; text?: string } | null;
  createdAt: Date;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Claims a key for a request. Returns null when this request now owns it; otherwise what is
 * stored. Expired rows are dropped first, so a key can be reused after 24 hours.
 */
export async function claimKey(
  prisma: PrismaClient,
  tenantId: string,
  key: string,
  requestHash: string,
): Promise<StoredResponse | null> {
  const now = new Date();
  await prisma.idempotencyKey.deleteMany({ where: { tenantId, key, expiresAt: { lte: now } } });
  const inserted = await prisma.$executeRaw`
    INSERT INTO "platform"."idempotency_keys" ("tenant_id", "key", "request_hash", "state", "expires_at")
    VALUES (${tenantId}, ${key}, ${requestHash}, 'in_progress', ${new Date(now.getTime() + IDEMPOTENCY_TTL_MS)})
    ON CONFLICT DO NOTHING`;
  if (inserted === 1) return null;
  return readKey(prisma, tenantId, key);
}

export async function readKey(prisma: PrismaClient, tenantId: string, key: string): Promise<StoredResponse | null> {
  const row = await prisma.idempotencyKey.findUnique({ where: { tenantId_key: { tenantId, key } } });
  if (!row) return null;
  return {
    requestHash: row.requestHash,
    state: row.state as StoredResponse['state'],
    status: row.responseStatus,
    body: row.responseBody as StoredResponse['body'],
    createdAt: row.createdAt,
  };
}

export async function completeKey(
  prisma: PrismaClient,
  tenantId: string,
  key: string,
  status: number,
  body: { headers: Record<string, string>; text?: string },
): Promise<void> {
  await prisma.idempotencyKey.update({
    where: { tenantId_key: { tenantId, key } },
    data: { state: 'completed', responseStatus: status, responseBody: body },
  });
}

/** Frees a key whose request failed on the server's side, so a retry can run it again. */
export async function releaseKey(prisma: PrismaClient, tenantId: string, key: string): Promise<void> {
  await prisma.idempotencyKey.deleteMany({ where: { tenantId, key, state: 'in_progress' } });
}

import { randomUUID } from 'node:crypto';
import { systemToken } from '../../../test/accounts';
import type { Json } from '../../../test/answers';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { BUILT_IN_TEMPLATES } from '../templates/builtin-templates';
import type { Clock } from '../../../lib/clock';

/**
 * The built-in template of a dataset (the same in every tenant). Listing templates takes a token
 * (docs/api/reports.md, "Roles"), so it is read from the catalogue the service serves.
 */
export async function builtInTemplateId(dataset: string): Promise<string> {
  const template = BUILT_IN_TEMPLATES.find((t) => t.dataset === dataset);
  if (!template) throw new Error(`no built-in template of ${dataset}`);
  return template.id;
}

/** A top-up of a user's wallet, as the payment provider would make it (role system): one ledger row. */
export async function topUp(
  p: TestPlatform,
  tenant: TenantFixture,
  session: Session,
  amount: number,
  reference: string,
): Promise<void> {
  const res = await p.rest('POST', '/auth/v1/wallet/top-up', {
    token: systemToken(tenant.tenantId),
    body: { userId: session.userId, amount, reference },
  });
  if (res.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(res.body)}`);
}

/** Many ledger rows at once in a wallet that exists (bulk set-up for a long export; the API makes one at a time). */
export async function seedLedger(
  p: TestPlatform,
  tenantId: string,
  userId: string,
  rows: number,
): Promise<void> {
  await p.prisma.$executeRaw`
    INSERT INTO "identity"."wallet_entries" ("id", "tenant_id", "wallet_id", "amount", "kind", "reference", "created_at")
    SELECT gen_random_uuid(), ${tenantId}::uuid, w."id", 1, 'topup', 'seeded ' || n, now() - n * interval '1 millisecond'
    FROM "identity"."wallets" w, generate_series(1, ${rows}) AS n
    WHERE w."user_id" = ${userId}::uuid`;
}

export async function createExport(p: TestPlatform, token: string, body: Json): Promise<Json> {
  const res = await p.rest('POST', '/reports/v1/exports', { token, body });
  if (res.status !== 202) throw new Error(`export not queued: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Polls the export until its status is one of `statuses`. */
export async function untilStatus(
  p: TestPlatform,
  token: string,
  id: string,
  statuses: string[],
  timeoutMs = 20_000,
): Promise<Json> {
  let last: Json;
  return waitFor(
    async () => {
      last = (await p.rest('GET', `/reports/v1/exports/${id}`, { token })).body.data;
      return last && statuses.includes(last.status) ? last : undefined;
    },
    timeoutMs,
    () => JSON.stringify(last),
  );
}

/** The downloaded file's bytes, status and headers. */
export async function download(
  p: TestPlatform,
  token: string,
  id: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${p.url}/reports/v1/exports/${id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A clock the test moves forward (expiry, missed slots). */
export class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

export const uniqueName = (stem: string): string => `${stem} ${randomUUID().slice(0, 8)}`;

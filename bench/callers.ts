import { request } from 'undici';
import type { PrismaClient } from '../lib/db/prisma';
import { DEMO_PASSWORD } from '../prisma/seed';

/** The e-mail of the benchmark's i-th caller (0 is the demo buyer itself). */
function callerEmail(index: number): string {
  return index === 0 ? 'buyer@demo.test' : `caller-${index}@demo.test`;
}

/**
 * Adds `count - 1` users beside the demo buyer, in its tenant, with its roles, plan and password:
 * distinct callers that differ only in who they are, as real traffic does. Run on the seeded
 * database before the services start (startDistributed's `prepare`).
 */
export async function addCallers(prisma: PrismaClient, count: number): Promise<void> {
  const buyer = await prisma.user.findUniqueOrThrow({ where: { email: callerEmail(0) } });
  await prisma.user.createMany({
    data: Array.from({ length: Math.max(0, count - 1) }, (_, i) => ({
      tenantId: buyer.tenantId,
      email: callerEmail(i + 1),
      name: `Bench Caller ${i + 1}`,
      passwordHash: buyer.passwordHash,
      roles: buyer.roles,
      planTier: buyer.planTier,
      emailVerifiedAt: buyer.emailVerifiedAt,
    })),
  });
}

/** Logs caller `index` in through the gateway's REST login; answers its access token. */
export async function accessTokenOf(gateway: string, index: number): Promise<string> {
  const login = await request(`${gateway}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: callerEmail(index), password: DEMO_PASSWORD }),
  });
  const body = (await login.body.json()) as { data: { accessToken: string } | null };
  if (!body.data) throw new Error(`login failed: ${login.statusCode} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** Every caller's bearer headers, logged in `parallel` at a time. */
export async function bearerHeadersOf(
  gateway: string,
  count: number,
  parallel = 8,
): Promise<Record<string, string>[]> {
  const headers: Record<string, string>[] = new Array(count);
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => start + i);
    await Promise.all(
      batch.map(async (index) => {
        const token = await accessTokenOf(gateway, index);
        headers[index] = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      }),
    );
  }
  return headers;
}

/**
 * Autocannon's `setupClient` giving connection i the headers of caller i modulo their number, so
 * that every connection speaks for one caller throughout the run.
 */
export function connectionPerCaller(
  callers: Record<string, string>[],
): (client: { setHeaders(headers: Record<string, string>): void }) => void {
  let connection = 0;
  return (client) => client.setHeaders(callers[connection++ % callers.length]);
}

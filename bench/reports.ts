import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { request } from 'undici';
import type { PrismaClient } from '../lib/db/prisma';
import { DEMO_PASSWORD } from '../prisma/seed';
import { startDistributed } from './distributed';

/*
 * A CSV export of BENCH_REPORT_ROWS (1,000,000) credit-ledger rows on the distributed layout
 * (every service its own process): rows per second from the export's start to its completion,
 * and the growth of the reports process's resident memory while its worker writes the file
 * (sampled every 50 ms, and its kernel high-water mark). Figures in docs/reports.md.
 */

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const PAGE_SIZE = process.env.REPORTS_PAGE_SIZE ?? '500';
const ADMIN = 'admin@demo.test';

/** One million ledger rows in the demo admin's wallet, written by the database itself. */
async function seedLedger(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "identity"."wallet_entries" ("id", "tenant_id", "wallet_id", "amount", "kind", "reference", "created_at")
    SELECT gen_random_uuid(), w."tenant_id", w."id", 1 + n % 500, 'topup', 'benchmark row ' || n, now() - n * interval '1 second'
    FROM "identity"."wallets" w JOIN "identity"."users" u ON u."id" = w."user_id", generate_series(1, ${ROWS}) AS n
    WHERE u."email" = ${ADMIN}`;
  await prisma.$executeRaw`ANALYZE "identity"."wallet_entries"`;
}

/** Resident and peak-resident memory of a process, in bytes (Linux /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

const json = async (url: string, token: string | null, method = 'GET', body?: unknown) => {
  const res = await request(url, {
    method: method as 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: (await res.body.json()) as { data: Record<string, unknown> & Record<string, unknown>[] },
  };
};

async function main(): Promise<void> {
  const seeded = performance.now();
  const d = await startDistributed(
    { REPORTS_PAGE_SIZE: PAGE_SIZE, REPORTS_WORKER_POLL_MS: '200' },
    seedLedger,
  );
  console.log(
    `seeded ${ROWS} rows and started in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  try {
    const token = String(
      (
        await json(`${d.gateway}/auth/v1/login`, null, 'POST', {
          email: ADMIN,
          password: DEMO_PASSWORD,
        })
      ).body.data.accessToken,
    );
    const templates = (await json(`${d.gateway}/reports/v1/templates?dataset=credit_ledger`, token))
      .body.data;
    const templateId = String(templates[0].id);
    const pid = d.pids.reports;
    // Warm up (code paths, pools) on a small export, then measure from this baseline.
    const warm = await json(`${d.gateway}/reports/v1/exports`, token, 'POST', {
      templateId,
      format: 'csv',
      filters: { from: new Date(Date.now() - 3600_000).toISOString() },
    });
    await until(d.gateway, token, String(warm.body.data.id));
    const before = memoryOf(pid);
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
    const queued = await json(`${d.gateway}/reports/v1/exports`, token, 'POST', {
      templateId,
      format: 'csv',
    });
    if (queued.status !== 202) throw new Error(`export refused: ${JSON.stringify(queued.body)}`);
    const done = await until(d.gateway, token, String(queued.body.data.id));
    clearInterval(sampler);
    const after = memoryOf(pid);
    const seconds =
      (Date.parse(String(done.completedAt)) - Date.parse(String(done.startedAt))) / 1000;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${PAGE_SIZE} rows per page)`,
    );
    console.table([
      {
        rows: done.rowCount,
        seconds: seconds.toFixed(1),
        'rows/s': Math.round(Number(done.rowCount) / seconds),
        'file MB': mb(Number(done.sizeBytes)),
        'rss before MB': mb(before.rss),
        'peak growth MB (sampled)': mb(peak - before.rss),
        'peak growth MB (high-water mark)': mb(Math.max(0, after.hwm - before.rss)),
      },
    ]);
  } finally {
    await d.stop();
  }
}

async function until(gateway: string, token: string, id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const res = await json(`${gateway}/reports/v1/exports/${id}`, token);
    const row = res.body.data;
    if (row.status === 'completed') return row;
    if (row.status !== 'queued' && row.status !== 'running')
      throw new Error(`export ended ${row.status}: ${String(row.error)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

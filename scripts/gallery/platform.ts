import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDistributed } from '../../bench/distributed';
import { startProcess, stopAll, waitReady } from '../../bench/processes';
import { createPrisma } from '../../lib/db/prisma';
import { DEMO_PASSWORD } from '../../prisma/seed';
import { operatorTopUp } from '../../subgraphs/identity/wallets/system-top-ups';
import { freePort } from '../../test/free-port';

export interface GalleryPlatform {
  gateway: string;
  email: string;
  password: string;
  /** Gives the account credits when it has fewer than `needed` (only where the database is reachable). */
  topUp(needed: number, balance: number): Promise<void>;
  stop(): Promise<void>;
}

const CREDITS = 100_000;

/** Credits from the platform's own payment path (role system), as bench/jobs.ts gives them. */
const topUpBy = (databaseUrl: string, email: string) => async (needed: number, balance: number) => {
  if (balance >= needed) return;
  const prisma = createPrisma(databaseUrl, 1);
  try {
    await operatorTopUp(
      { prisma },
      { email, amount: needed - balance, reference: 'operator:output gallery credits' },
    );
  } finally {
    await prisma.$disconnect();
  }
};

/**
 * The platform the gallery talks to: a running one at GATEWAY_URL (GALLERY_EMAIL and
 * GALLERY_PASSWORD, the seeded demo admin by default; credits topped up only when DATABASE_URL
 * is given), else one started here as the benchmarks do (bench/distributed.ts): an embedded
 * PostgreSQL with the demo seed, every service in its own process, one media worker with the
 * local provider; `stop` ends exactly those processes and removes the temporary folders.
 */
export async function galleryPlatform(): Promise<GalleryPlatform> {
  const email = process.env.GALLERY_EMAIL ?? 'admin@demo.test';
  const password = process.env.GALLERY_PASSWORD ?? DEMO_PASSWORD;
  const running = process.env.GATEWAY_URL;
  if (running) {
    const databaseUrl = process.env.DATABASE_URL;
    return {
      gateway: running.replace(/\/$/, ''),
      email,
      password,
      topUp: databaseUrl
        ? topUpBy(databaseUrl, email)
        : async (needed, balance) => {
            if (balance < needed)
              console.warn(`the account has ${balance} credits, the gallery needs about ${needed}`);
          },
      stop: async () => undefined,
    };
  }
  const storageDir = mkdtempSync(join(tmpdir(), 'lanes-gallery-files-'));
  const platform = await startDistributed(
    { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0', STORAGE_DIR: storageDir },
    (db) =>
      operatorTopUp(
        { prisma: db },
        { email, amount: CREDITS, reference: 'operator:output gallery credits' },
      ).then(() => undefined),
  );
  let worker: ChildProcess | undefined;
  const stop = async () => {
    if (worker) await stopAll([worker]);
    await platform.stop();
    rmSync(storageDir, { recursive: true, force: true });
  };
  try {
    const healthPort = await freePort();
    worker = startProcess('worker', 'scripts/start-worker.ts', [], {
      ...platform.env,
      MEDIA_WORKER_POLL_MS: '200',
      MEDIA_PROVIDERS: 'local',
      WORKER_HEALTH_PORT: String(healthPort),
    });
    await waitReady(`http://127.0.0.1:${healthPort}/health/ready`, worker);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gateway: platform.gateway,
    email,
    password,
    topUp: topUpBy(platform.env.DATABASE_URL, email),
    stop,
  };
}

import { createPrisma, type PrismaClient } from '../../../../lib/db/prisma';
import { InProcessEventBus } from '../../../../lib/events/in-process';
import { LocalDiskStorage } from '../../../../lib/storage/local-disk';
import { startMediaSubgraph } from '../../server';

/**
 * A media subgraph process for the crash tests (credit-crashes.test.ts): the real service, whose
 * database client kills the process with SIGKILL at one point of a creation or a retry, as a
 * power cut or an OOM kill would. Nothing after that point runs: no catch, no finally, no release.
 *
 * Env: DATABASE_URL, IDENTITY_URL, STORAGE_DIR, SUBGRAPH_SECRET (the parent's), CRASH_AT. Prints
 * `LISTENING <url>` once it serves.
 */
const CRASH_POINTS = [
  // creation: nothing written yet, identity not asked
  'before-insert',
  // creation: job row written (not claimable), identity not asked to hold yet
  'after-insert',
  // creation (held and confirmed at once) or retry: identity confirmed the hold, media has not recorded that yet
  'after-confirm',
  // retry: the new attempt's credits held, the job not moved back to queued yet
  'before-requeue',
  // retry: the job queued with its new reservation, identity not asked to confirm yet
  'after-requeue',
] as const;
type CrashPoint = (typeof CRASH_POINTS)[number];

function die(): never {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: the process was killed');
}

/** Wraps the client: the job insert is media's only transaction; requeue and confirm are job updates. */
function crashingAt(prisma: PrismaClient, at: CrashPoint): PrismaClient {
  type UpdateArgs = Parameters<PrismaClient['mediaJob']['update']>[0];
  const jobs = new Proxy(prisma.mediaJob, {
    get(target, key) {
      if (key !== 'update') return Reflect.get(target, key);
      return async (args: UpdateArgs) => {
        const requeue = args.data.status === 'queued';
        if (
          (at === 'after-confirm' && args.data.creditsConfirmedAt) ||
          (at === 'before-requeue' && requeue)
        )
          die();
        const row = await target.update(args);
        if (at === 'after-requeue' && requeue) die();
        return row;
      };
    },
  });
  return new Proxy(prisma, {
    get(target, key) {
      if (key === 'mediaJob') return jobs;
      if (key === '$transaction' && (at === 'before-insert' || at === 'after-insert')) {
        return async (...args: Parameters<PrismaClient['$transaction']>) => {
          if (at === 'before-insert') die();
          const result = await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(
            ...args,
          );
          die();
          return result;
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function main(): Promise<void> {
  const at = process.env.CRASH_AT as CrashPoint;
  if (!CRASH_POINTS.includes(at))
    throw new Error(`CRASH_AT must be one of ${CRASH_POINTS.join(', ')}`);
  const service = await startMediaSubgraph({
    prisma: crashingAt(createPrisma(process.env.DATABASE_URL!, 4), at),
    port: 0,
    storage: new LocalDiskStorage(process.env.STORAGE_DIR!),
    events: new InProcessEventBus(),
    peers: { identity: process.env.IDENTITY_URL! },
  });
  console.log(`LISTENING ${service.url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

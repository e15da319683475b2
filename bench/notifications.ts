import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import { startPlatform, type Platform } from '../scripts/platform';
import { freePort } from '../test/free-port';
import {
  measureMailSending,
  startReceiver,
  type MailResult,
  type ReceiverKind,
} from './mail-sending';
import { measureFanOut } from './notification-fanout';

/*
 * The notifications service (docs/api/notifications.md), in one run over one embedded PostgreSQL
 * (durable: fsync on, as deployed):
 * 1. mails per second from ONE mail worker to a loopback SMTP server (bench/mail-sending.ts);
 * 2. `notificationAdded` fan-out: a subscriber per user over many tenants, one notice each
 *    (bench/notification-fanout.ts), through the platform's own path and through the gateway alone.
 */
const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
/** The worker's concurrency; unset, its default (MAIL_CONCURRENCY, else 8). */
const MAIL_CONCURRENCY = process.env.BENCH_MAIL_CONCURRENCY
  ? Number(process.env.BENCH_MAIL_CONCURRENCY)
  : undefined;
/** The SMTP servers mails are sent to, one round each (none: only the fan-out). */
const RECEIVERS = (process.env.BENCH_MAIL_RECEIVERS ?? 'counter,catcher')
  .split(',')
  .filter(Boolean) as ReceiverKind[];
const SUBSCRIBERS = Number(process.env.BENCH_NOTIFY_SUBSCRIBERS ?? 10_000);
const TENANTS = Number(process.env.BENCH_NOTIFY_TENANTS ?? 100);
/** Platform events published at once on the real path. */
const IN_FLIGHT = Number(process.env.BENCH_NOTIFY_IN_FLIGHT ?? 16);

const fixed = (n: number, width: number, digits = 1) => n.toFixed(digits).padStart(width);

async function mailRounds(prisma: ReturnType<typeof createPrisma>): Promise<MailResult[]> {
  const results: MailResult[] = [];
  for (const kind of RECEIVERS) {
    const receiver = await startReceiver(kind);
    try {
      // A small round first, discarded: code paths compiled, SMTP connections pooled.
      await measureMailSending(prisma, receiver, 'backlog', Math.min(200, MAILS), MAIL_CONCURRENCY);
      const backlog = await measureMailSending(
        prisma,
        receiver,
        'backlog',
        MAILS,
        MAIL_CONCURRENCY,
      );
      results.push(backlog);
      // Paced at half the rate the worker reached: the latency of a mail that meets no backlog.
      const rate = Math.max(1, backlog.mailsPerSecond / 2);
      const paced = Math.max(1, Math.round(MAILS / 4));
      results.push(
        await measureMailSending(prisma, receiver, 'paced', paced, MAIL_CONCURRENCY, rate),
      );
    } finally {
      receiver.child.kill();
    }
  }
  return results;
}

function printMail(results: MailResult[]): void {
  console.log(
    `\nMail: one worker (concurrency ${MAIL_CONCURRENCY ?? 'default'}), nodemailer's pooled SMTP to a loopback server in a child process`,
  );
  console.log(
    'server   mode     mails  mails/s  p50 ms  p99 ms  once  missing  repeated  CPU ms/mail: worker receiver postgres',
  );
  for (const r of results) {
    console.log(
      `${r.receiver.padEnd(8)} ${r.mode.padEnd(7)} ${String(r.mails).padStart(6)} ${fixed(r.mailsPerSecond, 8)} ${fixed(r.p50, 7, 0)} ${fixed(r.p99, 7, 0)} ${String(r.once).padStart(5)} ${String(r.missing).padStart(8)} ${String(r.repeated).padStart(9)}              ${fixed(r.cpu.worker, 6, 2)} ${fixed(r.cpu.receiver, 8, 2)} ${fixed(r.cpu.postgres, 8, 2)}`,
    );
  }
  const counter = results.find((r) => r.receiver === 'counter' && r.mode === 'backlog');
  const catcher = results.find((r) => r.receiver === 'catcher' && r.mode === 'backlog');
  if (counter && catcher)
    console.log(
      `catcher/counter mails/s: ${(catcher.mailsPerSecond / counter.mailsPerSecond).toFixed(2)}`,
    );
  console.log(
    'counter: smtp-server that notes the Message-ID and drops the message; catcher: lib/mail/catcher.ts (parses, writes to disk).',
  );
  console.log(
    'backlog: mails stored first, then the worker starts; mails/s = mails / (worker start -> last accepted).',
  );
  console.log(
    'paced: a quarter as many mails stored one at a time at half the backlog rate, the worker kicked after each (its CPU includes those inserts).',
  );
  console.log(
    'latency: stored (created_at) -> accepted by the server; once/missing/repeated: Message-IDs the server accepted once, never, more than once.',
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-notify-'));
  // Logs go nowhere unless BENCH_LOG_DIR names a folder (as bench/processes.ts does for its processes).
  const logDir = process.env.BENCH_LOG_DIR;
  process.env.LOG_FILE ??= logDir ? join(logDir, 'notifications-bench.log') : '/dev/null';
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  process.env.SUBGRAPH_SECRET ??= randomBytes(32).toString('base64url');
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  let platform: Platform | undefined;
  try {
    await migrate(db.url);
    const prisma = createPrisma(db.url, 10);
    const mail = await mailRounds(prisma);

    platform = await startPlatform({
      prisma,
      gatewayPort: 0,
      ephemeralPorts: true,
      storage: new LocalDiskStorage(join(dir, 'files')),
      rateLimit: { perMinute: 0, anonymousPerMinute: 0, store: 'memory' },
      // The notices' mails are stored but not sent here: sending is part 1's measure.
      mail: { noWorker: true, catcherPort: 0, catcherDir: join(dir, 'mail') },
    });
    const fanOut = await measureFanOut(platform, prisma, {
      subscribers: SUBSCRIBERS,
      tenants: TENANTS,
      inFlight: IN_FLIGHT,
    });
    await platform.stop();
    platform = undefined;
    await prisma.$disconnect();

    console.log(
      `\nNotifications benchmark, ${cpus().length} CPUs, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (mail.length) printMail(mail);
    console.log(
      `\nnotificationAdded fan-out: ${SUBSCRIBERS} subscribers (one per user) over ${TENANTS} tenants, one notice each`,
    );
    console.log(
      'path     notices  lost  p50 ms  p95 ms  p99 ms  max ms  all received ms  notices/s  CPU µs/notice: platform clients postgres',
    );
    for (const r of fanOut) {
      console.log(
        `${r.path.padEnd(8)} ${String(r.count).padStart(7)} ${String(r.lost).padStart(5)} ${fixed(r.p50, 7)} ${fixed(r.p95, 7)} ${fixed(r.p99, 7)} ${fixed(r.max, 7)} ${fixed(r.allMs, 16, 0)} ${fixed((r.count * 1000) / r.allMs, 10)}                 ${fixed(r.cpu.platform, 8, 0)} ${fixed(r.cpu.clients, 7, 0)} ${fixed(r.cpu.postgres, 8, 0)}`,
      );
    }
    console.log(
      `events: the real path. One team.member_added event per user published on the platform's bus (${IN_FLIGHT} at a time); the notice`,
    );
    console.log(
      '  consumer asks identity for the recipient, stores notice + mail + outbox row, the relay publishes notification_added,',
    );
    console.log(
      '  the gateway resolves notification(id:) for the subscriber and writes to its socket. Latency: publish -> received.',
    );
    console.log(
      'direct: the notices stored beforehand, their notification_added events published on the bus one after another: the gateway alone.',
    );
    console.log('lost: subscribers that never had their notice (none more arrived for 30 s).');
    console.log(
      "CPU µs/notice: platform = this process (gateway, every subgraph, the relay: one process), clients = the subscribers' process.",
    );
  } finally {
    await platform?.stop();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

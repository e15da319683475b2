import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PrismaClient } from '../lib/db/prisma';
import { mailSettings } from '../subgraphs/notifications/mail/mail-settings';
import { renderMail } from '../subgraphs/notifications/mail/mail-templates';
import { smtpTransport } from '../subgraphs/notifications/mail/mail-transport';
import { mailWorker } from '../subgraphs/notifications/mail/mail-worker';
import { cpuSeconds } from './cpu-time';
import { percentile } from './percentile';

/*
 * Part 1 of bench/notifications.ts: one mail worker (subgraphs/notifications/mail/mail-worker.ts,
 * in this process, SMTP through its nodemailer transport) draining notifications.mails to a
 * loopback SMTP server in a child process (bench/mail-receiver.ts).
 */

export type ReceiverKind = 'counter' | 'catcher';
type MailMode = 'backlog' | 'paced';

export interface MailResult {
  receiver: ReceiverKind;
  mode: MailMode;
  mails: number;
  mailsPerSecond: number;
  p50: number;
  p99: number;
  /** Message-IDs the server accepted once, never, and more than once. */
  once: number;
  missing: number;
  repeated: number;
  /** CPU ms per mail: the worker's process, the SMTP server's, PostgreSQL's. */
  cpu: { worker: number; receiver: number; postgres: number };
}

interface Receiver {
  kind: ReceiverKind;
  url: string;
  child: ChildProcess;
  accepted(): Promise<Record<string, number[]>>;
}

const now = (): number => performance.timeOrigin + performance.now();

export function startReceiver(kind: ReceiverKind): Promise<Receiver> {
  const child = fork(join(__dirname, 'mail-receiver.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} SMTP server exited (${code})`)));
    child.once('message', (m: { url: string }) =>
      resolve({
        kind,
        url: m.url,
        child,
        accepted: () =>
          new Promise((done) => {
            child.once('message', (r: { accepted: Record<string, number[]> }) => done(r.accepted));
            child.send({ type: 'report' });
          }),
      }),
    );
  });
}

/** The rows of `count` queued mails of one round, rendered with the real `notice` template. */
function newMails(tenantId: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const values = {
      title: `Your export ${i} is ready`,
      body: `The file (csv, ${i * 7} rows) is ready to download. <b>Escaped</b> & kept.`,
      link: `https://lanes.example/reports/v1/exports/${id}`,
      name: `Bench user ${i}`,
    };
    const rendered = renderMail('notice', values, 'Lanes');
    return {
      id,
      tenantId,
      userId: null,
      toAddress: `bench-${i}@example.test`,
      category: 'reports' as const,
      template: 'notice',
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      messageId: `<${id}@lanes.localhost>`,
      sourceEventId: randomUUID(),
      status: 'queued' as const,
    };
  });
}

async function waitSent(prisma: PrismaClient, tenantId: string, count: number): Promise<void> {
  const deadline = performance.now() + 600_000;
  while ((await prisma.mail.count({ where: { tenantId, status: 'sent' } })) < count) {
    if (performance.now() > deadline) throw new Error(`mails were not all sent within 600 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One round. backlog: `count` mails stored first, then the worker starts and drains them; mails/s
 * from its start to the last acceptance. paced: the worker runs while mails are stored one at a
 * time at `rate` per second, each followed by a kick (as the notice consumer does), so latency
 * is the sender's, not a backlog's. Latency: stored (the row's created_at) -> accepted by the server.
 */
export async function measureMailSending(
  prisma: PrismaClient,
  receiver: Receiver,
  mode: MailMode,
  count: number,
  concurrency: number | undefined,
  rate = 0,
): Promise<MailResult> {
  const { id: tenantId } = await prisma.tenant.create({
    data: { id: randomUUID(), name: `Bench mail ${mode}` },
  });
  const rows = newMails(tenantId, count);
  const settings = mailSettings({ smtpUrl: receiver.url, concurrency });
  const worker = mailWorker({ prisma, settings, transport: smtpTransport(receiver.url) });
  if (mode === 'backlog')
    for (let i = 0; i < rows.length; i += 500)
      await prisma.mail.createMany({ data: rows.slice(i, i + 500) });
  const cpuOthers = () => cpuSeconds({ receiver: [receiver.child.pid!], postgres: 'postgres' });
  const othersBefore = cpuOthers();
  const cpuBefore = process.cpuUsage();
  const started = now();
  worker.start();
  if (mode === 'paced') {
    for (let i = 0; i < rows.length; i++) {
      const wait = started + (i * 1000) / rate - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await prisma.mail.create({ data: rows[i] });
      worker.kick();
    }
  }
  await waitSent(prisma, tenantId, count);
  const cpu = process.cpuUsage(cpuBefore);
  const others = cpuOthers();
  await worker.stop();

  const accepted = await receiver.accepted();
  const stored = await prisma.mail.findMany({
    where: { tenantId },
    select: { messageId: true, createdAt: true },
  });
  const latencies: number[] = [];
  let once = 0;
  let missing = 0;
  let repeated = 0;
  let last = started;
  for (const row of stored) {
    const times = accepted[row.messageId] ?? [];
    if (times.length === 0) missing++;
    else if (times.length === 1) once++;
    else repeated++;
    if (times.length) {
      latencies.push(times[0] - row.createdAt.getTime());
      last = Math.max(last, times[times.length - 1]);
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    receiver: receiver.kind,
    mode,
    mails: count,
    mailsPerSecond: (count * 1000) / (last - started),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    once,
    missing,
    repeated,
    cpu: {
      worker: ((cpu.user + cpu.system) / 1000) * (1 / count),
      receiver: ((others.receiver - othersBefore.receiver) * 1000) / count,
      postgres: ((others.postgres - othersBefore.postgres) * 1000) / count,
    },
  };
}

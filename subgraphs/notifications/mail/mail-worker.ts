import type { PrismaClient } from '../../../lib/db/prisma';
import type { BackgroundService } from '../../../lib/background-service';
import { systemClock, type Clock } from '../../../lib/clock';
import type { Claim } from '../../../lib/jobs/leased-queue';
import { QueueWorker } from '../../../lib/jobs/queue-worker';
import { serviceLogger } from '../../../lib/observability/logger';
import { retrySchedule } from '../../../lib/retry-schedule';
import type { MailSettings } from './mail-settings';
import type { MailTransport, SendOutcome } from './mail-transport';
import {
  findClaimedMails,
  mailQueue,
  markFailed,
  markRetry,
  markSent,
  type MailRow,
} from './mail-queue-store';

const log = serviceLogger('mail');

/** Retries wait doubling from the base, at most an hour, spread by a fifth either way. */
const RETRY_MAX_MS = 3_600_000;
const RETRY_JITTER = 0.2;

/**
 * Sends stored mail (docs/notifications.md, "Delivery") on the platform's one queue worker
 * (lib/jobs/queue-worker.ts): up to `concurrency` due mails at once, each outcome recorded under
 * its claim. Everything it knows is in the database, so any number of workers may share the
 * table and a restart resumes where the last one stopped.
 */
export function mailWorker(deps: {
  prisma: PrismaClient;
  settings: MailSettings;
  transport: MailTransport;
  /** The system clock unless given. */
  clock?: Clock;
}): BackgroundService {
  const { prisma, settings, transport } = deps;
  const clock = deps.clock ?? systemClock;
  const retries = retrySchedule(
    {
      baseMs: settings.retryBaseMs,
      maxMs: RETRY_MAX_MS,
      maxAttempts: settings.maxAttempts,
      jitter: RETRY_JITTER,
    },
    clock,
  );

  async function record(claim: Claim, mail: MailRow, outcome: SendOutcome): Promise<void> {
    const retryAt = outcome.kind === 'retry' ? retries.nextAttemptAt(claim.token) : null;
    if (outcome.kind === 'sent') {
      // Links with tokens (account mails) are not kept once they went out.
      await markSent(prisma, claim, clock.now(), mail.category === 'account');
    } else if (outcome.kind === 'refused') {
      await markFailed(prisma, claim, { ...outcome, bounced: { address: mail.toAddress } });
    } else if (!retryAt) {
      // The give-up: the attempts the settings allow are used up.
      const error = `gave up after ${claim.token} attempts: ${outcome.error}`;
      await markFailed(prisma, claim, { error, code: outcome.code });
    } else {
      await markRetry(prisma, claim, retryAt, outcome.error, outcome.code);
    }
    if (outcome.kind !== 'sent')
      log.warn({ mailId: mail.id, attempt: claim.token, outcome }, 'a mail was not sent');
  }

  const worker = new QueueWorker<{ id: string; claim: Claim; mail: MailRow }>({
    name: 'mail',
    concurrency: settings.concurrency,
    pollIntervalMs: settings.pollIntervalMs,
    gauge: mailQueue.gauge(prisma),
    // A send renews no lease: the next claim waits for the sends of this one.
    roundAwaitsRuns: true,
    claim: async (owner, limit) => {
      const claims = await mailQueue.claim(prisma, owner, settings.leaseMs, limit);
      if (claims.length === 0) return [];
      const mails = new Map((await findClaimedMails(prisma, claims)).map((m) => [m.id, m]));
      return claims.map((claim) => ({ id: claim.id, claim, mail: mails.get(claim.id)! }));
    },
    span: ({ mail }) => ({
      part: 'notifications',
      name: 'send mail',
      row: mail,
      attributes: { 'lanes.mail.template': mail.template },
    }),
    run: async ({ claim, mail }) => {
      const outcome = await transport.send({
        from: settings.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody ?? '',
        html: mail.htmlBody ?? '',
        messageId: mail.messageId,
      });
      await record(claim, mail, outcome);
    },
    failed: ({ id }, error) =>
      log.error({ err: error, mailId: id }, 'sending a mail failed; its lease will run out'),
  });
  return {
    get isStopped() {
      return worker.isStopped;
    },
    start: () => worker.start(),
    kick: () => worker.kick(),
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}

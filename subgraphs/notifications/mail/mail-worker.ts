import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../lib/db/prisma';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { inQueuedRun } from '../../../lib/jobs/leased-queue';
import type { Claim } from '../../../lib/jobs/leased-queue-store';
import { serviceLogger } from '../../../lib/observability/logger';
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

/** The wait before attempt `claims + 1`: doubling from the base, at most an hour, with jitter. */
function retryDelayMs(claims: number, baseMs: number): number {
  const doubled = Math.min(baseMs * 2 ** Math.max(0, claims - 1), 3_600_000);
  return Math.round(doubled * (0.8 + Math.random() * 0.4));
}

/**
 * Sends stored mail (docs/notifications.md, "Delivery"): each round claims up to `concurrency`
 * due mails and records each outcome under its claim. Everything it knows is in the database,
 * so any number of workers may share the table and a restart resumes where the last one stopped.
 */
export function mailWorker(deps: {
  prisma: PrismaClient;
  settings: MailSettings;
  transport: MailTransport;
}): BackgroundService {
  const { prisma, settings, transport } = deps;
  const owner = `mail-${randomUUID()}`;

  async function record(claim: Claim, mail: MailRow, outcome: SendOutcome): Promise<void> {
    if (outcome.kind === 'sent') {
      // Links with tokens (account mails) are not kept once they went out.
      await markSent(prisma, claim, new Date(), mail.category === 'account');
    } else if (outcome.kind === 'refused') {
      await markFailed(prisma, claim, { ...outcome, bounced: { address: mail.toAddress } });
    } else if (claim.token >= settings.maxAttempts) {
      const error = `gave up after ${claim.token} attempts: ${outcome.error}`;
      await markFailed(prisma, claim, { error, code: outcome.code });
    } else {
      const retryAt = new Date(Date.now() + retryDelayMs(claim.token, settings.retryBaseMs));
      await markRetry(prisma, claim, retryAt, outcome.error, outcome.code);
    }
    if (outcome.kind !== 'sent')
      log.warn({ mailId: mail.id, attempt: claim.token, outcome }, 'a mail was not sent');
  }

  function sendOne(claim: Claim, mail: MailRow): Promise<void> {
    return inQueuedRun(
      'notifications',
      'send mail',
      mail,
      { 'lanes.mail.template': mail.template },
      async () => {
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
    );
  }

  async function round(): Promise<boolean> {
    const claims = await mailQueue.claim(prisma, owner, settings.leaseMs, settings.concurrency);
    if (claims.length === 0) return false;
    const mails = new Map((await findClaimedMails(prisma, claims)).map((m) => [m.id, m]));
    await Promise.all(
      claims.map((claim) =>
        sendOne(claim, mails.get(claim.id)!).catch((error: unknown) =>
          log.error(
            { err: error, mailId: claim.id },
            'sending a mail failed; its lease will run out',
          ),
        ),
      ),
    );
    return claims.length === settings.concurrency;
  }

  const loop = backgroundService({ name: 'mail', round, intervalMs: settings.pollIntervalMs });
  const gauge = mailQueue.gauge(prisma);
  return {
    get isStopped() {
      return loop.isStopped;
    },
    start: () => {
      gauge.start();
      loop.start();
    },
    kick: () => loop.kick(),
    stop: async () => {
      await loop.stop();
      await gauge.stop();
      transport.close();
    },
  };
}

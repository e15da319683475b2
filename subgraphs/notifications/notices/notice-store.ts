import type { Notification } from '../../../lib/db/generated/client';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { Category } from '../preferences/preference-settings';
import { recordEvents } from '../../../lib/events/outbox';
import { enqueuedTraceparent } from '../../../lib/jobs/leased-queue';
import { notificationAdded } from '../common/events';

export interface NewNotification {
  id: string;
  tenantId: string;
  userId: string;
  category: Category;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  sourceEventId: string;
}

export interface NewMail {
  id: string;
  tenantId: string;
  userId: string | null;
  toAddress: string;
  category: Category;
  template: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
  sourceEventId: string;
}

/**
 * Stores an event's notices and mails in one transaction, with a `notification_added` event for
 * each notice this call added. The unique keys on the source event make a redelivered event add
 * nothing (no second notice, mail or event): rows are inserted with ON CONFLICT DO NOTHING and
 * only the rows actually inserted are announced. A mail to an address that bounced before is
 * stored as suppressed: it is recorded, and never sent.
 */
export function storeNotices(
  prisma: PrismaClient,
  notifications: NewNotification[],
  mails: NewMail[],
  requestId?: string,
): Promise<{ added: Notification[]; queuedMails: number }> {
  return prisma.$transaction(async (tx) => {
    const bounced = new Set(
      (
        await tx.bouncedAddress.findMany({
          where: { address: { in: mails.map((m) => m.toAddress) } },
          select: { address: true },
        })
      ).map((b) => b.address),
    );
    const added = notifications.length
      ? await tx.notification.createManyAndReturn({ data: notifications, skipDuplicates: true })
      : [];
    const traceparent = enqueuedTraceparent();
    const { count } = await tx.mail.createMany({
      data: mails.map((mail) => ({
        ...mail,
        traceparent,
        status: bounced.has(mail.toAddress) ? ('suppressed' as const) : ('queued' as const),
      })),
      skipDuplicates: true,
    });
    await recordEvents(
      tx,
      'notifications',
      added.map((row) =>
        notificationAdded(
          row.tenantId,
          { notificationId: row.id, userId: row.userId, category: row.category, kind: row.kind },
          requestId,
        ),
      ),
    );
    return { added, queuedMails: count - mails.filter((m) => bounced.has(m.toAddress)).length };
  });
}

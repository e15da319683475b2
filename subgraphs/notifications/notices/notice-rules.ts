import { randomUUID } from 'node:crypto';
import type { PlatformEvent } from '../../../lib/events/bus';
import { isPlainName } from '../../../lib/names';
import type { NotificationsServices } from '../common/deps';
import { findRecipients } from '../common/identity-client';
import { senderDomain } from '../mail/mail-settings';
import { renderMail } from '../mail/mail-templates';
import { isEnabled } from '../preferences/preference-settings';
import { findChoicesOf } from '../preferences/preference-store';
import { JOB_NOTICES } from './job-notices';
import { ACCOUNT_NOTICES } from './account-notices';
import { TICKET_NOTICES } from './ticket-notices';
import { linkTo, type Notice } from './notice';
import { storeNotices, type NewMail, type NewNotification } from './notice-store';

/** What each event type makes (account-notices.ts, job-notices.ts, ticket-notices.ts). */
const NOTICES = { ...ACCOUNT_NOTICES, ...JOB_NOTICES, ...TICKET_NOTICES };

/** Event types that make notices. */
export const NOTICE_EVENT_TYPES = Object.keys(NOTICES);

/** Where a recipient's mail goes, whether it may go there, and how it greets them. */
interface Destination {
  email: string;
  /** An account mail's address, or a user's own once they verified it (docs/notifications.md, "Recipients"). */
  mayMail: boolean;
  name?: string;
}

/**
 * Each notice's recipient: the address an account event names (its mail always goes and greets
 * nobody: the name there may be the inviter's choice), else the user as identity knows them,
 * whose mail goes only to an address they verified, greeting them by a name that passes the
 * platform's name rule (lib/names.ts; one stored before the rule is left out).
 */
async function destinations(
  deps: NotificationsServices,
  event: PlatformEvent,
  notices: Notice[],
): Promise<Map<string, Destination>> {
  const unknown = notices.filter((n) => !n.email).map((n) => n.userId);
  const found = await findRecipients(
    deps.peers,
    event.tenantId,
    [...new Set(unknown)],
    event.requestId,
  );
  const byUser = new Map<string, Destination>();
  for (const [id, user] of found)
    byUser.set(id, {
      email: user.email,
      mayMail: user.emailVerified,
      name: isPlainName(user.name) ? user.name : undefined,
    });
  for (const n of notices) if (n.email) byUser.set(n.userId, { email: n.email, mayMail: true });
  return byUser;
}

/**
 * Makes the notices and mails of one event (docs/notifications.md, "From events to notices"):
 * each recipient's choices decide the channels, account e-mails always go, any other mail only to
 * a verified address, and every mail is rendered and stored before any is sent. A user identity
 * does not know in the event's tenant gets nothing. Answers how many mails were queued, so the caller can wake the worker.
 */
export async function noticesFromEvent(
  deps: NotificationsServices,
  event: PlatformEvent,
): Promise<number> {
  const notices = NOTICES[event.type]?.(event, linkTo(deps.settings.publicUrl)) ?? [];
  if (notices.length === 0) return 0;
  const [recipients, choices] = await Promise.all([
    destinations(deps, event, notices),
    findChoicesOf(deps.prisma, event.tenantId, [...new Set(notices.map((n) => n.userId))]),
  ]);
  const notifications: NewNotification[] = [];
  const mails: NewMail[] = [];
  const domain = senderDomain(deps.settings.from);
  for (const notice of notices) {
    const recipient = recipients.get(notice.userId);
    if (!recipient) continue;
    const mine = choices.get(notice.userId) ?? [];
    const { category, kind, title, body, link } = notice;
    const common = {
      tenantId: event.tenantId,
      category,
      sourceEventId: notice.sourceId ?? event.id,
    };
    if (notice.channels.includes('in_app') && isEnabled(mine, category, 'in_app'))
      notifications.push({
        ...common,
        id: randomUUID(),
        userId: notice.userId,
        kind,
        title,
        body,
        link,
      });
    if (
      notice.channels.includes('email') &&
      recipient.mayMail &&
      isEnabled(mine, category, 'email')
    ) {
      const id = randomUUID();
      const values = { title, body, link, name: recipient.name };
      const rendered = renderMail(notice.template, values, deps.settings.product);
      mails.push({
        ...common,
        id,
        userId: notice.userId,
        toAddress: recipient.email.toLowerCase(),
        template: notice.template,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        messageId: `<${id}@${domain}>`,
      });
    }
  }
  const { queuedMails } = await storeNotices(deps.prisma, notifications, mails, event.requestId);
  return queuedMails;
}

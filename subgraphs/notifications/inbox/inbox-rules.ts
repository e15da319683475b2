import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { NotificationsDeps } from '../common/deps';
import { inboxOf } from './access';
import { checkNotificationId } from './inbox-input';
import {
  countUnread,
  findNotification,
  findNotificationPage,
  markAllRead,
  markRead,
  type NotificationRow,
} from './inbox-store';

/* The caller's own inbox only (access.ts): another user's or tenant's notice is NOT_FOUND. */

export async function listNotifications(
  deps: NotificationsDeps,
  actor: Actor,
  input: PageRequest & { unreadOnly?: boolean | null },
): Promise<Connection<NotificationRow>> {
  const page = creationPage(input, 'DESC');
  const rows = await findNotificationPage(deps.prisma, inboxOf(actor), !!input.unreadOnly, page);
  return creationConnection(rows, page);
}

export async function getNotification(
  deps: NotificationsDeps,
  actor: Actor,
  id: string,
): Promise<NotificationRow> {
  const row = await findNotification(deps.prisma, inboxOf(actor), checkNotificationId(id));
  if (!row) throw new NotFoundError('Notification', id);
  return row;
}

export function unreadCount(deps: NotificationsDeps, actor: Actor): Promise<number> {
  return countUnread(deps.prisma, inboxOf(actor));
}

export async function markNotificationRead(
  deps: NotificationsDeps,
  actor: Actor,
  id: string,
): Promise<NotificationRow> {
  const row = await markRead(
    deps.prisma,
    inboxOf(actor),
    checkNotificationId(id),
    deps.clock.now(),
  );
  if (!row) throw new NotFoundError('Notification', id);
  return row;
}

export async function markAllNotificationsRead(
  deps: NotificationsDeps,
  actor: Actor,
): Promise<{ marked: number; unreadCount: number }> {
  const owner = inboxOf(actor);
  const marked = await markAllRead(deps.prisma, owner, deps.clock.now());
  return { marked, unreadCount: await countUnread(deps.prisma, owner) };
}

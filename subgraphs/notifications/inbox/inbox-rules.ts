import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { NotificationsDeps } from '../common/deps';
import {
  countUnread,
  findNotification,
  findNotificationPage,
  markAllRead,
  markRead,
  type InboxOwner,
  type NotificationRow,
} from './inbox-store';

/*
 * Every user reads and marks only their own inbox, whatever their roles: an admin does not read
 * another user's notices (docs/api/notifications.md, "Inbox"), so there is no role check, only
 * the owner in every query. Another user's or tenant's notice is NOT_FOUND.
 */

function ownerOf(actor: Actor): InboxOwner {
  return { tenantId: actor.tenantId, userId: actor.id };
}

function notificationId(id: string): string {
  assertUuid(id);
  return id;
}

export async function listNotifications(
  deps: NotificationsDeps,
  actor: Actor,
  input: PageRequest & { unreadOnly?: boolean | null },
): Promise<Connection<NotificationRow>> {
  const page = creationPage(input, 'DESC');
  const rows = await findNotificationPage(deps.prisma, ownerOf(actor), !!input.unreadOnly, page);
  return creationConnection(rows, page);
}

export async function getNotification(
  deps: NotificationsDeps,
  actor: Actor,
  id: string,
): Promise<NotificationRow> {
  const row = await findNotification(deps.prisma, ownerOf(actor), notificationId(id));
  if (!row) throw new NotFoundError('Notification', id);
  return row;
}

export function unreadCount(deps: NotificationsDeps, actor: Actor): Promise<number> {
  return countUnread(deps.prisma, ownerOf(actor));
}

export async function markNotificationRead(
  deps: NotificationsDeps,
  actor: Actor,
  id: string,
): Promise<NotificationRow> {
  const row = await markRead(deps.prisma, ownerOf(actor), notificationId(id), new Date());
  if (!row) throw new NotFoundError('Notification', id);
  return row;
}

export async function markAllNotificationsRead(
  deps: NotificationsDeps,
  actor: Actor,
): Promise<{ marked: number; unreadCount: number }> {
  const owner = ownerOf(actor);
  const marked = await markAllRead(deps.prisma, owner, new Date());
  return { marked, unreadCount: await countUnread(deps.prisma, owner) };
}

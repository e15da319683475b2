import type { Notification } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';

export type NotificationRow = Notification;

/** Whose inbox: every read and write is scoped to the tenant and the user. */
export interface InboxOwner {
  tenantId: string;
  userId: string;
}

/** One newest-first page of a user's notices (limit + 1 rows), on the (tenant, user, created_at, id) index. */
export function findNotificationPage(
  db: Db,
  owner: InboxOwner,
  unreadOnly: boolean,
  page: CreationPage,
): Promise<NotificationRow[]> {
  return db.notification.findMany({
    where: { ...owner, ...(unreadOnly ? { readAt: null } : {}), ...createdAfter(page) },
    ...creationQuery(page),
  });
}

export function findNotification(
  db: Db,
  owner: InboxOwner,
  id: string,
): Promise<NotificationRow | null> {
  return db.notification.findFirst({ where: { id, ...owner } });
}

export function countUnread(db: Db, owner: InboxOwner): Promise<number> {
  return db.notification.count({ where: { ...owner, readAt: null } });
}

/**
 * Marks one notice read unless it already is (the first read time stays), and answers it; null
 * when the owner has no such notice.
 */
export async function markRead(
  db: Db,
  owner: InboxOwner,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  await db.notification.updateMany({ where: { id, ...owner, readAt: null }, data: { readAt: at } });
  return findNotification(db, owner, id);
}

/** Marks every unread notice of the owner read: one UPDATE, so a notice arriving meanwhile stays unread. */
export async function markAllRead(db: Db, owner: InboxOwner, at: Date): Promise<number> {
  const { count } = await db.notification.updateMany({
    where: { ...owner, readAt: null },
    data: { readAt: at },
  });
  return count;
}

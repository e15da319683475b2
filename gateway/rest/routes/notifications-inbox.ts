import { routeBuilder, type RestRoute } from '../route';

const NOTIFICATION = 'id category kind title body link status readAt createdAt';

const { query, mutation } = routeBuilder('notifications', '/notifications/v1');

/** REST paths of `subgraphs/notifications/inbox/`: docs/api/notifications.md, Paths. */
export const notificationsInboxRoutes: RestRoute[] = [
  query(
    '/notifications',
    "The caller's notices, newest first; unreadOnly, limit, cursor",
    'myNotifications',
    NOTIFICATION,
    '$unreadOnly: Boolean, $limit: Int, $cursor: String',
    { paginated: true, errors: [401] },
  ),
  query(
    '/notifications/unread-count',
    "How many of the caller's notices are unread",
    'myUnreadNotificationCount',
    '',
    '',
    { errors: [401] },
  ),
  query(
    '/notifications/:id',
    "One of the caller's notices",
    'notification',
    NOTIFICATION,
    '$id: ID!',
    { errors: [401, 404] },
  ),
  mutation(
    '/notifications/read-all',
    'Mark every unread notice of the caller read',
    'markAllNotificationsRead',
    'marked unreadCount',
    '',
    { errors: [401] },
  ),
  mutation(
    '/notifications/:id/read',
    "Mark one of the caller's notices read",
    'markNotificationRead',
    NOTIFICATION,
    '$id: ID!',
    { errors: [401, 404] },
  ),
];

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from './inbox-rules';

/** The caller's inbox; `notificationAdded` is served by the gateway (docs/subscriptions.md). */
export const inboxResolvers: Resolvers = {
  Query: {
    myNotifications: (_parent, args, context) =>
      listNotifications(context.deps, requireCaller(context), args),
    notification: (_parent, { id }, context) =>
      getNotification(context.deps, requireCaller(context), id),
    myUnreadNotificationCount: (_parent, _args, context) =>
      unreadCount(context.deps, requireCaller(context)),
  },
  Mutation: {
    markNotificationRead: (_parent, { id }, context) =>
      markNotificationRead(context.deps, requireCaller(context), id),
    markAllNotificationsRead: (_parent, _args, context) =>
      markAllNotificationsRead(context.deps, requireCaller(context)),
  },
  Notification: {
    status: (row) => (row.readAt ? 'read' : 'unread'),
  },
};

import { routeBuilder, type RestRoute } from '../route';
import { successorRoutes, type Successor } from '../successor-routes';
import { notificationsInboxRoutes } from './notifications-inbox';

/**
 * Notifications v2.0 (/notifications/v2), over the same rows as v1 with v1's three breaking changes
 * (docs/api/notifications.md, "Versions"): `Idempotency-Key` required on every POST; a notice's
 * read state as `readAt` alone (null while unread), without v1's `status`; the preferences as a
 * map of category to channels instead of a list of { category, channel, enabled }. Answers carry
 * `meta.api_version` "2.0".
 */
const NOTIFICATIONS_V2: Successor = {
  from: '/notifications/v1',
  to: '/notifications/v2',
  apiVersion: '2.0',
  operation: (operation) => operation.replace(/\s*\bstatus\b/g, ''),
};

const CHANNELS = 'inApp email';
const MAP = ['account', 'jobs', 'reports', 'ml', 'events', 'billing']
  .map((category) => `${category} { ${CHANNELS} }`)
  .join(' ');

const { query, mutation } = routeBuilder('notifications', NOTIFICATIONS_V2.to, {
  meta: { api_version: NOTIFICATIONS_V2.apiVersion },
});

/** REST paths of notifications v2.0: the inbox as v1's, the preferences as a map. */
export const notificationsV2Routes: RestRoute[] = [
  ...successorRoutes(NOTIFICATIONS_V2, notificationsInboxRoutes),
  query(
    '/preferences',
    "The caller's choices as a map: { <category>: { inApp, email } }",
    'myNotificationPreferenceMap',
    MAP,
    '',
    { errors: [401] },
  ),
  mutation(
    '/preferences',
    'Change some choices, given as a map { <category>: { inApp?, email? } }; answers the whole map',
    'updateNotificationPreferenceMap',
    MAP,
    '$input: NotificationPreferenceMapInput!',
    { method: 'PUT', errors: [401] },
  ),
];

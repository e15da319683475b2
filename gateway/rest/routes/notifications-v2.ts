import { routeBuilder, type RestRoute } from '../route';
import { notificationsInboxRoutes } from './notifications-inbox';

/**
 * Notifications v2.0 (/notifications/v2), over the same rows as v1 with v1's three breaking changes
 * (docs/api/notifications.md, "Versions"): `Idempotency-Key` required on every POST; a notice's
 * read state as `readAt` alone (null while unread), without v1's `status`; the preferences as a
 * map of category to channels instead of a list of { category, channel, enabled }. Answers carry
 * `meta.api_version` "2.0".
 */
const V1 = '/notifications/v1';
const V2 = '/notifications/v2';
const META = { api_version: '2.0' };

/** v1's inbox paths without `status`, named apart (OpenAPI operationIds). */
function v2Inbox(route: RestRoute): RestRoute {
  return {
    ...route,
    path: `${V2}${route.path.slice(V1.length)}`,
    operation: route.operation
      .replace(/^(query|mutation) (\w+)/, '$1 $2V2')
      .replace(/\s*\bstatus\b/g, ''),
    meta: { ...route.meta, ...META },
    ...(route.method === 'POST' ? { requireIdempotencyKey: true } : {}),
  };
}

const CHANNELS = 'inApp email';
const MAP = ['account', 'jobs', 'reports', 'ml', 'events', 'billing']
  .map((category) => `${category} { ${CHANNELS} }`)
  .join(' ');

const { query, mutation } = routeBuilder('notifications', V2, { meta: META });

/** REST paths of notifications v2.0: the inbox as v1's, the preferences as a map. */
export const notificationsV2Routes: RestRoute[] = [
  ...notificationsInboxRoutes.map(v2Inbox),
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

import { routeBuilder, type RestRoute } from '../route';

const PREFERENCE = 'category channel enabled changeable';

const { query, mutation } = routeBuilder('notifications', '/notifications/v1');

/** REST paths of `subgraphs/notifications/preferences/`: docs/api/notifications.md, Paths. */
export const notificationsPreferencesRoutes: RestRoute[] = [
  query(
    '/preferences',
    "The caller's choice for every category and channel",
    'myNotificationPreferences',
    PREFERENCE,
    '',
    { errors: [401] },
  ),
  mutation(
    '/preferences',
    'Change some choices: preferences [{ category, channel, enabled }]; account e-mails stay on',
    'updateNotificationPreferences',
    PREFERENCE,
    '$input: UpdateNotificationPreferencesInput!',
    { method: 'PUT', errors: [401] },
  ),
];

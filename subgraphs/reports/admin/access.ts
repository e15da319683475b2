import { assertRole, type Actor } from '../../../lib/context';

/** Usage, every export of the tenant and their removal: admins (docs/api/reports.md, "Roles"). */
export const assertAdmin = (actor: Actor): Actor => assertRole(actor, 'admin');

/** The platform's own moves (a due run, an expiry sweep asked for): role system. */
export const assertSystem = (actor: Actor): Actor => assertRole(actor, 'system');

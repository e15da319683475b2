import { assertRole, type Actor } from '../../../lib/context';

/** Reading templates and exporting: user, organizer, admin (docs/api/reports.md, "Roles"). */
export const assertReportReader = (actor: Actor): Actor =>
  assertRole(actor, 'user', 'organizer', 'admin');

/** Tenant templates are managed by organizers and admins. */
export const assertTemplateManager = (actor: Actor): Actor =>
  assertRole(actor, 'organizer', 'admin');

import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { TemplateRow } from './template-store';

/** Reading templates and exporting: user, organizer, admin (docs/api/reports.md, "Roles"). */
export const assertReportReader = (actor: Actor): Actor =>
  assertRole(actor, 'user', 'organizer', 'admin');

/** Tenant templates are managed by organizers and admins. */
export const assertTemplateManager = (actor: Actor): Actor =>
  assertRole(actor, 'organizer', 'admin');

/** A template the tenant owns, to change or delete: a built-in one is refused, a missing one 404. */
export function assertOwnTemplate(template: TemplateRow | null, id: string): TemplateRow {
  if (!template) throw new NotFoundError('Report template', id);
  if (!template.tenantId)
    throw new ForbiddenError(
      'Built-in templates cannot be changed or deleted; create a template of your own',
    );
  return template;
}

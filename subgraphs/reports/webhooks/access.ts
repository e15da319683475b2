import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { ReportsDeps } from '../common/deps';
import { findSource } from './source-store';

/** Webhook sources: organizers and admins (docs/api/reports.md, "Roles"). */
export const assertSourceManager = (actor: Actor): Actor => assertRole(actor, 'organizer', 'admin');

/** The tenant's source, or 404 (another tenant's included). */
export async function requireSource(deps: ReportsDeps, actor: Actor, id: string) {
  const row = isUuid(id) ? await findSource(deps.prisma, actor.tenantId, id.toLowerCase()) : null;
  if (!row) throw new NotFoundError('Webhook source', id);
  return row;
}

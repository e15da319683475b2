import type { Actor } from '../../../lib/context';
import type { ReportScope } from '../../../lib/reports/datasets';
import type { ExportRow } from './export-store';

/** Admins see the tenant's exports; everyone else only their own. */
const seesTenantExports = (actor: Actor): boolean => actor.roles.includes('admin');

export function canSeeExport(actor: Actor, row: ExportRow): boolean {
  return row.tenantId === actor.tenantId && (row.userId === actor.id || seesTenantExports(actor));
}

/** The rows a role exports (docs/api/reports.md, "Roles"): the tenant's for admins, their listings' for organizers, their own for users. */
export function scopeOf(actor: Actor): ReportScope {
  if (actor.roles.includes('admin')) return 'tenant';
  if (actor.roles.includes('organizer')) return 'listings';
  return 'own';
}

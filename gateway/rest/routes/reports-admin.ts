import type { RestRoute } from '../route';
import { EXPORT, ONE, READ, reportsRoute } from './reports-common';

const { query, mutation } = reportsRoute;

/** The tenant's usage and exports for admins, and the platform's own moves (subgraphs/reports/admin/). */
export const reportsAdminRoutes: RestRoute[] = [
  query(
    '/admin/usage',
    'Exports, rows and bytes per user and format; from, to (admin)',
    'reportUsage',
    'userId format exports completed failed rows bytes lastExportAt',
    '$from: DateTime, $to: DateTime',
    READ,
  ),
  query(
    '/admin/exports',
    'Every export of the tenant, newest first; userId, status, limit, cursor (admin)',
    'reportAdminExports',
    EXPORT,
    '$userId: ID, $status: ReportExportStatus, $limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  mutation(
    '/admin/exports/:id',
    'Delete an export and its file (admin)',
    'deleteReportExport',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ONE },
  ),
  mutation(
    '/admin/expire',
    'Expire completed exports past their 7 days and delete their files (system)',
    'expireReportExports',
    'expired sweptAt',
    '',
    READ,
  ),
  mutation(
    '/admin/schedules/run-due',
    'Run the schedules whose slot is due, each slot once (system, for an external scheduler)',
    'runDueReportSchedules',
    'due exportIds ranAt',
    '',
    READ,
  ),
];

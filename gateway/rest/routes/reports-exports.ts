import type { RestRoute } from '../route';
import { EXPORT, ONE, READ, reportsRoute } from './reports-common';

const { query, mutation } = reportsRoute;

/** Exports and their files (subgraphs/reports/exports/). */
export const reportsExportsRoutes: RestRoute[] = [
  mutation(
    '/exports',
    'Queue an export of a template: templateId, format (csv, json, pdf), filters; answers 202 with exportId',
    'createReportExport',
    EXPORT,
    '$input: CreateReportExportInput!',
    { status: 202, ...READ },
  ),
  query(
    '/exports',
    "The caller's exports, newest first; status, limit, cursor",
    'reportExports',
    EXPORT,
    '$status: ReportExportStatus, $limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  query(
    '/exports/:id',
    'One export: status, progress 0 to 100, rowCount, sizeBytes',
    'reportExport',
    EXPORT,
    '$id: ID!',
    ONE,
  ),
  query(
    '/exports/:id/download',
    "The export's file with its content type and file name; 410 EXPIRED after 7 days",
    'reportExportDownload',
    'key fileName contentType',
    '$id: ID!',
    { download: true, errors: [400, 401, 403, 404, 410], codes: ['INVALID_STATE'] },
  ),
  mutation(
    '/exports/:id/cancel',
    'Cancel a queued or running export',
    'cancelReportExport',
    EXPORT,
    '$id: ID!',
    { ...ONE, codes: ['INVALID_STATE'] },
  ),
];

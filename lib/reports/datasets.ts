import type { SubgraphName } from '../config';

/*
 * The contract between the reports service and the services whose rows it exports
 * (docs/reports.md, "Datasets"): each owning service declares its datasets in its own
 * `common/report-datasets.ts` and serves their pages to role `system` through one GraphQL field
 * (`<service>ReportPage`); the reports service imports those declarations to check templates.
 */

/** Whose rows: the caller's own (user), the caller's listings' (organizer), the tenant's (admin). */
export type ReportScope = 'own' | 'listings' | 'tenant';
export const REPORT_SCOPES: readonly ReportScope[] = ['own', 'listings', 'tenant'];

/** One dataset: its columns in their default order and the values its filters accept. */
export interface DatasetContract {
  /** The owning service, and its field that serves the pages. */
  service: SubgraphName;
  field: string;
  columns: readonly string[];
  /** Values `category` accepts; absent: the dataset has no category filter. */
  categories?: readonly string[];
  /** Values `status` accepts (the dataset's own status or kind column). */
  statuses: readonly string[];
}

/** from and to bound the rows' creation time (from inclusive, to exclusive); category and status as the dataset declares. */
export interface ReportFilters {
  from?: string | null;
  to?: string | null;
  category?: string | null;
  status?: string | null;
}

/** What the reports service asks a source for: one keyset page of one dataset, read as `userId` with `scope`. */
export interface ReportPageRequest extends ReportFilters {
  dataset: string;
  userId: string;
  scope: string;
  columns: string[];
  /** The previous page's `nextCursor`; absent on the first page. */
  after?: string | null;
  limit: number;
  /** Count every row of the export too (the first page asks, for progress). */
  withTotal?: boolean | null;
}

/** A page: the rows as JSON text of an array of arrays (columns in the order asked), made by the database. */
export interface ReportPage {
  rowsJson: string;
  rowCount: number;
  nextCursor: string | null;
  total: number | null;
}

/** The largest page a source serves: big enough to stream a million rows in a hundred calls. */
export const MAX_REPORT_PAGE = 10_000;

/** A page cursor: the last row's creation time and id, base64url JSON (opaque to the reports service). */
export function encodeReportCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeReportCursor(cursor: string): { createdAt: string; id: string } | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value;
    if (
      typeof createdAt !== 'string' ||
      Number.isNaN(Date.parse(createdAt)) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(id)
    )
      return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

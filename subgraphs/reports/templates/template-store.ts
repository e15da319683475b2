import { randomUUID } from 'node:crypto';
import type { ReportFormat, ReportTemplate } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import { nullWhenUnmatched, withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { ReportFilters } from '../../../lib/reports/datasets';
import type { CreationPage } from '../../../lib/pagination';

/** A template as the rules see it: a tenant's row, or a built-in one (tenantId and createdBy null). */
export type TemplateRow = Omit<ReportTemplate, 'tenantId' | 'createdBy' | 'filters'> & {
  tenantId: string | null;
  createdBy: string | null;
  filters: ReportFilters;
};

const toRow = (row: ReportTemplate): TemplateRow => ({
  ...row,
  filters: row.filters as ReportFilters,
});

export interface TemplateFields {
  name: string;
  description: string;
  dataset: string;
  columns: string[];
  filters: ReportFilters;
  defaultFormat: ReportFormat;
}

const NAME_TAKEN = 'A template of this tenant already has that name';

export async function insertTemplate(
  db: Db,
  tenantId: string,
  createdBy: string,
  fields: TemplateFields,
): Promise<TemplateRow> {
  const row = await nullWhenUnmatched(
    'Report template',
    () =>
      db.reportTemplate.create({
        data: {
          id: randomUUID(),
          tenantId,
          createdBy,
          ...fields,
          filters: fields.filters as object,
        },
      }),
    { conflict: NAME_TAKEN },
  );
  return toRow(row!);
}

export async function findTemplate(
  db: Db,
  tenantId: string,
  id: string,
): Promise<TemplateRow | null> {
  const row = await db.reportTemplate.findFirst({ where: { id, tenantId } });
  return row && toRow(row);
}

/** One creation-order page of the tenant's templates (limit + 1 rows). */
export async function findTemplatePage(
  db: Db,
  tenantId: string,
  dataset: string | undefined,
  page: CreationPage,
): Promise<TemplateRow[]> {
  const rows = await db.reportTemplate.findMany({
    where: { tenantId, ...(dataset ? { dataset } : {}), ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toRow);
}

/** The whole new state in one UPDATE guarded by tenant; null when the template is gone. */
export async function updateTemplate(
  db: Db,
  tenantId: string,
  id: string,
  fields: TemplateFields,
): Promise<TemplateRow | null> {
  const row = await nullWhenUnmatched(
    'Report template',
    () =>
      db.reportTemplate.update({
        where: { id, tenantId },
        data: { ...fields, filters: fields.filters as object },
      }),
    { conflict: NAME_TAKEN },
  );
  return row && toRow(row);
}

export async function deleteTemplate(db: Db, tenantId: string, id: string): Promise<void> {
  await withDatabaseErrors('Report template', () =>
    db.reportTemplate.delete({ where: { id, tenantId } }),
  );
}

import type { ReportFormat } from '../../../lib/db/generated/client';
import { DATASETS } from '../common/datasets';
import type { TemplateRow } from './template-store';

/** When the built-in templates count as created: before any tenant's, so they list first. */
const BUILT_IN_AT = new Date('2026-01-01T00:00:00.000Z');

/**
 * One built-in template per dataset, every column, csv: the same in every tenant, never stored.
 * Their ids are fixed UUIDs (…0001 for the first dataset), so links to them stay valid.
 */
export const BUILT_IN_TEMPLATES: TemplateRow[] = Object.entries(DATASETS).map(
  ([dataset, contract], index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    tenantId: null,
    name: `All ${dataset.replace(/_/g, ' ')}`,
    description: `Every column of the ${dataset} dataset (served by ${contract.service}).`,
    dataset,
    columns: [...contract.columns],
    filters: {},
    defaultFormat: 'csv' as ReportFormat,
    createdBy: null,
    createdAt: BUILT_IN_AT,
    updatedAt: BUILT_IN_AT,
  }),
);

export function builtInTemplate(id: string): TemplateRow | undefined {
  return BUILT_IN_TEMPLATES.find((template) => template.id === id.toLowerCase());
}

import type { ReportFormat } from '../../../lib/db/generated/client';
import { ValidationError } from '../../../lib/errors';
import type { ReportFilters } from '../../../lib/reports/datasets';
import { InputCheck } from '../../../lib/validation';
import { cleanFilters, filterProblems } from '../templates/template-input';
import type { TemplateRow } from '../templates/template-store';

export interface ExportInput {
  templateId?: string | null;
  format?: ReportFormat | null;
  filters?: ReportFilters | null;
}

/** The template's filters with the export's own laid over them, checked against the dataset. */
export function exportFilters(
  template: TemplateRow,
  filters: ReportFilters | null | undefined,
): ReportFilters {
  const merged = { ...template.filters, ...cleanFilters(filters) };
  const problems = filterProblems(template.dataset, merged);
  if (problems.length) throw new ValidationError(problems);
  return merged;
}

export function requireTemplateId(input: ExportInput): string {
  const check = new InputCheck();
  if (!input.templateId) check.problem('templateId', 'is required');
  check.done();
  return input.templateId!;
}

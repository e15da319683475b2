import type { ReportFormat } from '../../../lib/db/generated/client';
import type { FieldProblem } from '../../../lib/errors';
import type { ReportFilters } from '../../../lib/reports/datasets';
import { datasetProblems } from '../../../lib/reports/report-source';
import { InputCheck } from '../../../lib/validation';
import { datasetOf, DATASET_NAMES } from '../common/datasets';
import type { TemplateFields } from './template-store';

export interface TemplateInput {
  name?: string | null;
  description?: string | null;
  dataset?: string | null;
  columns?: string[] | null;
  filters?: ReportFilters | null;
  defaultFormat?: ReportFormat | null;
}

/** Filters as stored: only the ones given, dates as ISO text. */
export function cleanFilters(filters: ReportFilters | null | undefined): ReportFilters {
  const clean: ReportFilters = {};
  for (const key of ['from', 'to', 'category', 'status'] as const) {
    const value = filters?.[key];
    if (value !== undefined && value !== null)
      clean[key] = key === 'from' || key === 'to' ? new Date(value).toISOString() : value;
  }
  return clean;
}

/** Problems of filters on a dataset: the range, and the values the dataset accepts. */
export function filterProblems(
  dataset: string,
  filters: ReportFilters,
  prefix = '',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (filters.from && filters.to && new Date(filters.from) >= new Date(filters.to))
    problems.push({ field: `${prefix}filters.to`, problem: 'must be after filters.from' });
  const contract = datasetOf(dataset);
  if (contract)
    problems.push(
      ...datasetProblems(contract, { category: filters.category, status: filters.status }, prefix),
    );
  return problems;
}

/**
 * A template's fields after every check at once: the new values laid over `current` (an update)
 * or over the defaults (a creation), then the columns and filters against the dataset.
 */
export function checkTemplate(input: TemplateInput, current?: TemplateFields): TemplateFields {
  const check = new InputCheck();
  check.text('name', input.name, { required: !current, min: 1, max: 120 });
  check.text('description', input.description, { max: 1000 });
  if (!current && !input.dataset) check.problem('dataset', 'is required');
  if (input.dataset && !datasetOf(input.dataset))
    check.problem('dataset', `must be one of ${DATASET_NAMES.join(', ')}`);
  check.done();
  const dataset = input.dataset ?? current!.dataset;
  const contract = datasetOf(dataset)!;
  // A new dataset without new columns takes all of its own.
  const columns =
    input.columns ??
    (current && dataset === current.dataset ? current.columns : [...contract.columns]);
  const filters =
    input.filters !== undefined && input.filters !== null
      ? cleanFilters(input.filters)
      : current && dataset === current.dataset
        ? current.filters
        : {};
  const problems = [...datasetProblems(contract, { columns }), ...filterProblems(dataset, filters)];
  for (const problem of problems) check.problem(problem.field, problem.problem);
  check.done();
  return {
    name: input.name?.trim() ?? current!.name,
    description: input.description ?? current?.description ?? '',
    dataset,
    columns,
    filters,
    defaultFormat: input.defaultFormat ?? current?.defaultFormat ?? 'csv',
  };
}

import { assertRole, requireCaller, type Actor, type RequestContext } from '../context';
import type { Db } from '../db/prisma';
import { ValidationError, type FieldProblem } from '../errors';
import { InputCheck } from '../validation';
import {
  decodeReportCursor,
  MAX_REPORT_PAGE,
  REPORT_SCOPES,
  type DatasetContract,
  type ReportPage,
  type ReportPageRequest,
  type ReportScope,
} from './datasets';
import { readReportPage, type DatasetSql } from './report-page-store';

/** Problems of a column list and filters against a dataset: shared by the sources and the reports service's template checks. */
export function datasetProblems(
  contract: DatasetContract,
  input: { columns?: readonly string[] | null; category?: string | null; status?: string | null },
  prefix = '',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const columns = input.columns ?? [];
  if (input.columns && columns.length === 0)
    problems.push({ field: `${prefix}columns`, problem: 'must name at least one column' });
  columns.forEach((column, index) => {
    if (!contract.columns.includes(column))
      problems.push({
        field: `${prefix}columns.${index}`,
        problem: `is not a column of this dataset (${contract.columns.join(', ')})`,
      });
  });
  if (new Set(columns).size !== columns.length)
    problems.push({ field: `${prefix}columns`, problem: 'must not repeat a column' });
  if (input.category != null) {
    if (!contract.categories)
      problems.push({
        field: `${prefix}filters.category`,
        problem: 'this dataset has no category',
      });
    else if (!contract.categories.includes(input.category))
      problems.push({
        field: `${prefix}filters.category`,
        problem: `must be one of ${contract.categories.join(', ')}`,
      });
  }
  if (input.status != null && !contract.statuses.includes(input.status))
    problems.push({
      field: `${prefix}filters.status`,
      problem: `must be one of ${contract.statuses.join(', ')}`,
    });
  return problems;
}

/**
 * Serves one page of a dataset of this service to the reports service (role system only): the
 * tenant is the one the platform acts in, the rows those `userId` may see with `scope`.
 */
async function reportPage(
  db: Db,
  contracts: Record<string, DatasetContract>,
  sqls: Record<string, DatasetSql>,
  actor: Actor,
  input: ReportPageRequest,
): Promise<ReportPage> {
  assertRole(actor, 'system');
  const check = new InputCheck();
  const contract = Object.prototype.hasOwnProperty.call(contracts, input.dataset)
    ? contracts[input.dataset]
    : undefined;
  if (!contract) check.problem('dataset', `must be one of ${Object.keys(contracts).join(', ')}`);
  check.uuid('userId', input.userId, { required: true });
  check.oneOf('scope', input.scope, REPORT_SCOPES);
  check.number('limit', input.limit, {
    required: true,
    integer: true,
    min: 1,
    max: MAX_REPORT_PAGE,
  });
  const from = check.date('from', input.from);
  const to = check.date('to', input.to);
  const after = input.after ? decodeReportCursor(input.after) : undefined;
  if (input.after && !after) check.problem('after', 'is not a cursor of this dataset');
  check.done();
  const problems = datasetProblems(contract!, input);
  if (problems.length) throw new ValidationError(problems);
  return readReportPage(db, sqls[input.dataset], {
    tenantId: actor.tenantId,
    userId: input.userId.toLowerCase(),
    scope: input.scope as ReportScope,
    columns: input.columns,
    from,
    to,
    category: input.category ?? undefined,
    status: input.status ?? undefined,
    after,
    limit: input.limit,
    withTotal: input.withTotal ?? false,
  });
}

/** A subgraph's request context, as far as its report source reads it. */
type SourceContext = RequestContext & { deps: { prisma: Db } };

/**
 * The resolvers of a service's report source (role system; docs/reports.md, Datasets): its one
 * Query field (`<service>ReportPage`, named by its dataset contracts; the shared types are
 * ./report-source.graphql) serving the pages of `contracts` with `sqls`.
 */
export function reportSourceResolvers(
  contracts: Record<string, DatasetContract>,
  sqls: Record<string, DatasetSql>,
) {
  const fields = new Set(Object.values(contracts).map((contract) => contract.field));
  if (fields.size !== 1) throw new Error('A report source serves its datasets through one field');
  const [field] = fields;
  return {
    Query: {
      [field]: (_parent: unknown, args: { input: ReportPageRequest }, context: SourceContext) =>
        reportPage(context.deps.prisma, contracts, sqls, requireCaller(context), args.input),
    },
  };
}

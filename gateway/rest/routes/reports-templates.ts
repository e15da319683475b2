import type { RestRoute } from '../route';
import { FILTERS, ONE, READ, reportsRoute } from './reports-common';

const { query, mutation } = reportsRoute;

const TEMPLATE = `id name description dataset columns ${FILTERS} defaultFormat builtIn createdBy createdAt updatedAt`;

/** The datasets templates name, and the templates (subgraphs/reports/templates/, common/datasets.ts). */
export const reportsTemplatesRoutes: RestRoute[] = [
  query(
    '/datasets',
    'The datasets templates can name: columns, categories and statuses',
    'reportDatasets',
    'name service columns categories statuses',
    '',
    { errors: [401] },
  ),
  query(
    '/templates',
    "The built-in templates then the tenant's, oldest first (user, organizer, admin); dataset, limit, cursor",
    'reportTemplates',
    TEMPLATE,
    '$dataset: String, $limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  query(
    '/templates/:id',
    "One template, built in or the tenant's",
    'reportTemplate',
    TEMPLATE,
    '$id: ID!',
    ONE,
  ),
  mutation(
    '/templates',
    'Add a tenant template: name, dataset, columns, filters, defaultFormat (organizer, admin)',
    'createReportTemplate',
    TEMPLATE,
    '$input: CreateReportTemplateInput!',
    { status: 201, errors: [400, 401, 403, 409] },
  ),
  mutation(
    '/templates/:id',
    'Change a tenant template (organizer, admin)',
    'updateReportTemplate',
    TEMPLATE,
    '$id: ID!, $input: UpdateReportTemplateInput!',
    { method: 'PATCH', errors: [400, 401, 403, 404, 409] },
  ),
  mutation(
    '/templates/:id',
    'Delete a tenant template (organizer, admin)',
    'deleteReportTemplate',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ONE },
  ),
];

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { DATASETS } from '../common/datasets';
import {
  changeTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  removeTemplate,
} from './template-rules';

export const templateResolvers: Resolvers = {
  Query: {
    reportDatasets: (_parent, _args, context) => {
      requireCaller(context);
      return Object.entries(DATASETS).map(([name, contract]) => ({
        name,
        service: contract.service,
        columns: [...contract.columns],
        categories: contract.categories ? [...contract.categories] : null,
        statuses: [...contract.statuses],
      }));
    },
    // A token and a reader's role (docs/api/reports.md, "Roles"); the public catalogue is media's.
    reportTemplates: (_parent, args, context) =>
      listTemplates(context.deps, requireCaller(context), args),
    reportTemplate: (_parent, { id }, context) =>
      getTemplate(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createReportTemplate: (_parent, { input }, context) =>
      createTemplate(context.deps, requireCaller(context), input),
    updateReportTemplate: (_parent, { id, input }, context) =>
      changeTemplate(context.deps, requireCaller(context), id, input),
    deleteReportTemplate: (_parent, { id }, context) =>
      removeTemplate(context.deps, requireCaller(context), id),
  },
  ReportTemplate: {
    builtIn: (template) => template.tenantId === null,
  },
};

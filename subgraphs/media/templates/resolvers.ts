import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { getTemplate, listTemplates, renderTemplate } from './template-rules';

/** The catalogue is public: no caller needed (an anonymous request sees the global templates). */
export const templateResolvers: Resolvers = {
  Query: {
    templates: (_parent, args, context) => listTemplates(context.deps, context.tenantId, args),
    template: (_parent, { id }, context) => getTemplate(context.deps, context.tenantId, id),
  },
  Mutation: {
    renderTemplate: (_parent, { id, input }, context) =>
      renderTemplate(context.deps, requireCaller(context), id, input),
  },
};

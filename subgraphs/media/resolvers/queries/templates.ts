import { getTemplate, listTemplates } from '../../domain/templates';
import type { QueryResolvers } from '../../generated/graphql';

/** The catalogue is public: no caller needed (an anonymous request sees the global templates). */
export const templateQueries: QueryResolvers = {
  templates: (_parent, args, context) => listTemplates(context.prisma, context.tenantId, args),
  template: (_parent, { id }, context) => getTemplate(context.prisma, context.tenantId, id),
};

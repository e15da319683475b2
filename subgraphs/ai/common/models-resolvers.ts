import type { Resolvers } from '../generated/graphql';

/** `aiModels`: the registry as configured, without URLs or keys. */
export const modelResolvers: Resolvers = {
  Query: {
    aiModels: (_parent, _args, context) => context.deps.models.chat,
  },
  AiModel: {
    provider: (model) => model.kind,
  },
};

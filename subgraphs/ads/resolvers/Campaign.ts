import type { CampaignResolvers } from '../generated/graphql';

export const Campaign: CampaignResolvers = {
  // Other subgraphs may reference campaigns by id; the loader scopes every lookup to the caller's tenant.
  __resolveReference: (reference, context) => context.loaders.campaignById.load(reference.id),
};

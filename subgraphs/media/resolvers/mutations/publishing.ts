import { requireCaller } from '../../../../lib/context';
import { createJob } from '../../domain/create-job';
import { checkCreateSocialVariants, checkMintAsset } from '../../domain/inputs/publishing';
import { renderTemplate } from '../../domain/templates';
import type { MutationResolvers } from '../../generated/graphql';

/** Template render, social variants and asset minting: each checks its input and queues a job. */
export const publishingMutations: MutationResolvers = {
  renderTemplate: (_parent, { id, input }, context) => renderTemplate(context, requireCaller(context), id, input),
  createSocialVariants: (_parent, { input }, context) =>
    createJob(context, requireCaller(context), input.teamId, (check) => checkCreateSocialVariants(check, input)),
  mintAsset: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkMintAsset(check, input)),
};

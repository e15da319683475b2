import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createJob } from '../jobs/creation-rules';
import { checkCreateSocialVariants, checkMintAsset } from './publishing-input';

/** Social variants and asset minting: each checks its input and queues a job through the creation rule. */
export const publishingResolvers: Resolvers = {
  Mutation: {
    createSocialVariants: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkCreateSocialVariants(check, input),
      ),
    mintAsset: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkMintAsset(check, input),
      ),
  },
};

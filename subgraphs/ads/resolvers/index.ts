import { DateTimeScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Campaign } from './Campaign';
import { CampaignBroadcast } from './CampaignBroadcast';
import { CampaignReview } from './CampaignReview';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const resolvers: Resolvers = { DateTime: DateTimeScalar, Query, Mutation, Campaign, CampaignReview, CampaignBroadcast };

import type { Resolvers } from '../../generated/graphql';
import { Collaboration } from '../Collaboration';
import { Dispute } from '../Dispute';
import { DisputeEvidence } from '../DisputeEvidence';
import { LaneSeller } from '../LaneSeller';
import { SellerAnalytics } from '../SellerAnalytics';
import { TopListing } from '../TopListing';

/** Type resolvers of disputes, collaborations and analytics (each type in its own file beside this folder). */
export const disputeTypes: Resolvers = {
  Collaboration,
  Dispute,
  DisputeEvidence,
  SellerAnalytics,
  LaneSeller,
  TopListing,
};

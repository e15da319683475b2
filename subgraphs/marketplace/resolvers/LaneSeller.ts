import type { LaneSellerResolvers } from '../generated/graphql';

export const LaneSeller: LaneSellerResolvers = {
  seller: (entry) => ({ __typename: 'User', id: entry.sellerId }),
};

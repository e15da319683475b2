import type { LaneSellerResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const LaneSeller: LaneSellerResolvers = {
  seller: (entry) => userRef(entry.sellerId),
};

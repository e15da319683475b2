import type { SellerAnalyticsResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const SellerAnalytics: SellerAnalyticsResolvers = {
  seller: (analytics) => userRef(analytics.sellerId),
};

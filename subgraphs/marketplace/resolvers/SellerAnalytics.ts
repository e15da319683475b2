import type { SellerAnalyticsResolvers } from '../generated/graphql';

export const SellerAnalytics: SellerAnalyticsResolvers = {
  seller: (analytics) => ({ __typename: 'User', id: analytics.sellerId }),
};

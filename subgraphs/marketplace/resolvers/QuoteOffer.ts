import type { QuoteOfferResolvers } from '../generated/graphql';

export const QuoteOffer: QuoteOfferResolvers = {
  by: (offer) => ({ role: offer.byRole, userId: offer.byUserId, user: { __typename: 'User', id: offer.byUserId } }),
  at: (offer) => offer.createdAt,
};

import type { QuoteOfferResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const QuoteOffer: QuoteOfferResolvers = {
  by: (offer) => ({ role: offer.byRole, userId: offer.byUserId, user: userRef(offer.byUserId) }),
  at: (offer) => offer.createdAt,
};

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { buyTickets } from './order-rules';
import { creditPricing } from '../common/credit-pricing';

/** Buying tickets. */
export const orderResolvers: Resolvers = {
  Mutation: {
    buyTickets: (_parent, { eventId, input }, context) =>
      buyTickets(context.deps, requireCaller(context), eventId, input),
  },
  TicketOrder: {
    totalCredits: (order) => order.quantity * order.priceCredits,
    pricing: (order) => creditPricing(order.quantity * order.priceCredits),
  },
};

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { ticketSales } from './sales-rules';

/** An event's live ticket counts; the gateway's `ticketSales` subscription reads them here. */
export const salesResolvers: Resolvers = {
  Query: {
    eventTicketSales: (_parent, { eventId }, context) =>
      ticketSales(context.deps, requireCaller(context), eventId),
  },
};

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createTicketType, listTicketTypes, updateTicketType } from './ticket-type-rules';
import { creditPricing } from '../common/credit-pricing';

/** Ticket types of an event. */
export const ticketTypeResolvers: Resolvers = {
  Query: {
    eventTicketTypes: (_parent, { eventId }, context) =>
      listTicketTypes(context.deps, requireCaller(context), eventId),
  },
  Mutation: {
    createTicketType: (_parent, { eventId, input }, context) =>
      createTicketType(context.deps, requireCaller(context), eventId, input),
    updateTicketType: (_parent, { id, input }, context) =>
      updateTicketType(context.deps, requireCaller(context), id, input),
  },
  Event: {
    // Batched for every event of a list: one query per request.
    ticketTypes: (event, _args, context) =>
      context.deps.loaders.ticketTypesByEventId.load(event.id),
  },
  TicketType: {
    __resolveReference: (reference, context) =>
      context.deps.loaders.ticketTypeById.load(reference.id),
    available: (type) => type.quantity - type.sold,
    pricing: (type) => creditPricing(type.priceCredits),
  },
};

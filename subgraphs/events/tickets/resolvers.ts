import { requireCaller } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { Resolvers } from '../generated/graphql';
import { creditPricing } from '../common/credit-pricing';
import {
  eventTickets,
  findVisibleTicket,
  myTickets,
  readTicket,
  refundTicket,
  userTickets,
} from './ticket-rules';

/** Tickets: the holder's list, one ticket, refunds; User.tickets. */
export const ticketResolvers: Resolvers = {
  Query: {
    myTickets: (_parent, args, context) => myTickets(context.deps, requireCaller(context), args),
    ticket: async (_parent, { id }, context) =>
      (await readTicket(context.deps, requireCaller(context), id)).ticket,
    eventTickets: (_parent, { eventId, ...args }, context) =>
      eventTickets(context.deps, requireCaller(context), eventId, args),
  },
  Mutation: {
    refundTicket: (_parent, { id }, context) =>
      refundTicket(context.deps, requireCaller(context), id),
  },
  User: {
    tickets: (user, args, context) =>
      userTickets(context.deps, requireCaller(context), user.id, args),
  },
  Ticket: {
    // Batched through the loaders; a ticket the caller may not see resolves to null.
    __resolveReference: (reference, context) =>
      findVisibleTicket(context.deps, requireCaller(context), reference.id),
    event: async (ticket, _args, context) =>
      (await context.deps.loaders.eventById.load(ticket.eventId)) ??
      Promise.reject(new NotFoundError('Event', ticket.eventId)),
    ticketType: async (ticket, _args, context) =>
      (await context.deps.loaders.ticketTypeById.load(ticket.ticketTypeId)) ??
      Promise.reject(new NotFoundError('Ticket type', ticket.ticketTypeId)),
    holder: (ticket) => ({ id: ticket.holderId }),
    pricing: (ticket) => creditPricing(ticket.priceCredits),
  },
};

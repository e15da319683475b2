import type { Resolvers } from '../generated/graphql';

/** Ticket types of an event. */
export const ticketTypeResolvers: Resolvers = {};

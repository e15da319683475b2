import type { Resolvers } from '../generated/graphql';

/** Tickets: the holder's list, one ticket, its QR image, refunds; User.tickets. */
export const ticketResolvers: Resolvers = {};

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { ticketCode, ticketQr } from './qr-rules';

/** A ticket's code and its QR image (docs/api/events.md, "Tickets"). */
export const ticketQrResolvers: Resolvers = {
  Query: {
    ticketQr: (_parent, { id, format }, context) =>
      ticketQr(context.deps, requireCaller(context), { id, format }),
  },
  Ticket: {
    code: (ticket, _args, context) => ticketCode(context.deps, requireCaller(context), ticket),
  },
};

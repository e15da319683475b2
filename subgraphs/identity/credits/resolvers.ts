import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { holdCredits } from './batch-hold-rules';
import { confirmCredits } from './hold-rules';
import { creditReservation, reserveCredits, settleCredits } from './reservation-rules';

/** Credit reservations: holds the platform's services reserve, confirm and settle (docs/wallets.md). */
export const creditResolvers: Resolvers = {
  Query: {
    creditReservation: (_parent, { id }, context) =>
      creditReservation(context.deps, requireCaller(context), id),
  },
  Mutation: {
    reserveCredits: (_parent, { input }, context) =>
      reserveCredits(context.deps, requireCaller(context), input),
    confirmCredits: (_parent, { input }, context) =>
      confirmCredits(context.deps, requireCaller(context), input),
    holdCredits: (_parent, { inputs }, context) =>
      holdCredits(
        context.deps,
        requireCaller(context),
        inputs.map((input) => ({ ...input, takeBy: new Date(input.takeBy) })),
      ),
    settleCredits: (_parent, { input }, context) =>
      settleCredits(context.deps, requireCaller(context), input),
  },
};

import { requireCaller } from '../../../../lib/context';
import { cancelOrder, completeOrder, createOrder, deliverOrder, updateOrderStatus } from '../../deals/order-rules';
import { createQuote, moveQuote, negotiateQuote, updateQuote } from '../../deals/quote-rules';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of quotes and orders: one per lifecycle move. */
export const dealMutations: MutationResolvers = {
  createQuote: (_parent, { input }, context) => createQuote(context, requireCaller(context), input),
  updateQuote: (_parent, { id, input }, context) => updateQuote(context, requireCaller(context), id, input),
  withdrawQuote: (_parent, { id }, context) => moveQuote(context, requireCaller(context), id, 'withdraw'),
  acceptQuote: (_parent, { id }, context) => moveQuote(context, requireCaller(context), id, 'accept'),
  rejectQuote: (_parent, { id, input }, context) => moveQuote(context, requireCaller(context), id, 'reject', input?.reason),
  negotiateQuote: (_parent, { id, input }, context) => negotiateQuote(context, requireCaller(context), id, input),
  createOrder: (_parent, { input }, context) => createOrder(context, requireCaller(context), input),
  updateOrderStatus: (_parent, { id, input }, context) => updateOrderStatus(context, requireCaller(context), id, input.status),
  deliverOrder: (_parent, { id, input }, context) => deliverOrder(context, requireCaller(context), id, input),
  completeOrder: (_parent, { id, input }, context) => completeOrder(context, requireCaller(context), id, input?.rating),
  cancelOrder: (_parent, { id, input }, context) => cancelOrder(context, requireCaller(context), id, input?.reason),
};

import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { receiveWebhook } from './receive-rules';
import { createSource, getSource, listEvents, listSources, removeSource } from './source-rules';

export const webhookResolvers: Resolvers = {
  Query: {
    reportWebhookSources: (_parent, args, context) =>
      listSources(context.deps, requireCaller(context), args),
    reportWebhookSource: (_parent, { id }, context) =>
      getSource(context.deps, requireCaller(context), id),
    reportWebhookEvents: (_parent, { sourceId, ...args }, context) =>
      listEvents(context.deps, requireCaller(context), sourceId, args),
  },
  Mutation: {
    createReportWebhookSource: (_parent, { input }, context) =>
      createSource(context.deps, requireCaller(context), input),
    deleteReportWebhookSource: (_parent, { id }, context) =>
      removeSource(context.deps, requireCaller(context), id),
    // Public: the signature is the sender's credential.
    receiveReportWebhook: (_parent, { sourceId, signature, payload }, context) =>
      receiveWebhook(context.deps, sourceId, signature, payload),
  },
  ReportWebhookSource: {
    secret: (source) => source.revealedSecret ?? null,
    receivePath: (source) => `/reports/v1/webhooks/${source.id}`,
  },
  ReportWebhookEvent: {
    payload: (event) => event.payload as never,
  },
};

import type { WebhookEndpointResolvers } from '../generated/graphql';

export const WebhookEndpoint: WebhookEndpointResolvers = {
  // Present only on the row a create or rotate just made.
  secret: (endpoint) => endpoint.revealedSecret ?? null,
};

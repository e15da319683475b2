import {
  GraphQLError,
  buildSchema,
  printSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { RequestContext } from '../../lib/context';

/**
 * The gateway's API schema, copied, with the subscription fields this server implements.
 * A copy because Apollo Server wraps the resolvers of the schema it serves in place, which would
 * silently replace ours (docs/subscriptions.md); the copy is only used to validate documents, coerce arguments
 * and call these `subscribe` functions. A subscription field nobody here implements fails clearly.
 */
export function subscriptionSchema(
  apiSchema: GraphQLSchema,
  fields: Record<string, GraphQLFieldResolver<unknown, RequestContext>>,
): GraphQLSchema {
  // Without token locations: nothing reads them, and a located AST of the whole schema is megabytes.
  const schema = buildSchema(printSchema(apiSchema), { noLocation: true });
  const subscription = schema.getSubscriptionType();
  for (const [name, field] of Object.entries(subscription?.getFields() ?? {})) {
    field.subscribe =
      fields[name] ??
      (() => {
        throw new GraphQLError(`Subscription.${name} is not served by this gateway`, {
          extensions: { code: 'VALIDATION_FAILED', httpStatus: 400 },
        });
      });
  }
  return schema;
}

import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import {
  GraphQLError,
  print,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';
import type { EventBus } from '../../lib/events/bus';
import { EXPORT_UPDATED, type ExportUpdatedData } from '../../subgraphs/reports/common/events';
import { OrderedStream } from './stream';

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

// Selected beside the subscriber's fields to know when the export has ended; removed before sending.
const STATUS_KEY = '__exportStatus';
const ENDED = ['completed', 'failed', 'cancelled', 'expired'];

/** `reportExport(id:)` selecting what the subscriber selected on `exportProgress`, fragments included. */
function queryOf(info: GraphQLResolveInfo): string {
  const selection = info.fieldNodes[0].selectionSet;
  const fields = selection ? print(selection).slice(1, -1) : 'id';
  const fragments = Object.values(info.fragments)
    .map((f) => print(f))
    .join('\n');
  return `query ExportProgress($id: ID!) { reportExport(id: $id) { ${STATUS_KEY}: status ${fields} } }\n${fragments}`;
}

/**
 * `exportProgress(exportId)` (docs/api/reports.md, "Subscriptions"): the export now, then again
 * on every reports.export.updated event of it, until it has ended. Each message is the export as
 * `reportExport` answers it through the gateway with the subscriber's context, so the reports
 * service's visibility rules (own exports; an admin's tenant) apply exactly as over HTTP. The
 * event only says when to look: the worker writes the row before it publishes.
 */
export function exportProgressFields(
  apollo: ApolloServer<RequestContext>,
  events: EventBus,
): Record<string, SubscribeField> {
  const exportProgress: SubscribeField = async (
    _root,
    args: { exportId: string },
    context,
    info,
  ) => {
    const caller = requireCaller(context);
    const key = String(info.path.key);
    const query = queryOf(info);
    let unsubscribe = (): void => undefined;
    const stream = new OrderedStream<ExecutionResult>(() => unsubscribe());

    const look = async (): Promise<{ result: ExecutionResult; status: string | null }> => {
      const response = await apollo.executeOperation(
        { query, variables: { id: args.exportId } },
        { contextValue: { ...context, requestId: randomUUID() } },
      );
      if (response.body.kind !== 'single')
        throw new Error('Unexpected incremental response to an export query');
      const { data, errors } = response.body.singleResult;
      const row = (data?.reportExport ?? null) as Record<string, unknown> | null;
      if (!row)
        return {
          result: {
            errors: (errors ?? []).map(
              (e) => new GraphQLError(e.message, { extensions: e.extensions }),
            ),
          },
          status: null,
        };
      const { [STATUS_KEY]: status, ...fields } = row;
      return { result: { data: { [key]: fields } }, status: String(status) };
    };
    const next = () => {
      const seen = look().then(({ result, status }) => {
        if (status === null || ENDED.includes(status)) stream.end();
        return result;
      });
      stream.push(seen.catch(() => undefined));
    };

    unsubscribe = events.subscribe(EXPORT_UPDATED, (event) => {
      const data = event.data as ExportUpdatedData;
      if (event.tenantId === caller.tenantId && data.exportId === args.exportId) next();
    });
    // The current state first; an export the caller cannot see fails the subscription (NOT_FOUND).
    const first = await look().catch((error: Error) => ({
      result: { errors: [new GraphQLError(error.message)] },
      status: null,
    }));
    if (first.status === null) {
      await stream.return();
      const error = first.result.errors?.[0];
      throw error?.extensions?.code && error.extensions.code !== 'NOT_FOUND'
        ? error
        : new NotFoundError('Export', args.exportId).toGraphQLError();
    }
    stream.push(Promise.resolve(first.result));
    if (ENDED.includes(first.status)) stream.end();
    return stream;
  };
  return { exportProgress };
}

import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import {
  GraphQLError,
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import type { RequestLimits } from '../limits/options';
import { answerStreamFields } from './answer-stream';
import {
  authenticateConnection,
  FORBIDDEN_CLOSE_CODE,
  releaseConnection,
  type ConnectionContext,
  type ConnectionState,
} from './connection';
import type { EndedSessions } from '../sessions/ended-sessions';
import { JobEventFanOut } from './fanout';
import type { SubscriptionTarget } from './job-sink';
import { jobUpdatedField, notificationAddedField } from './job-fields';
import { formatResult, OperationPreparer } from './operation';
import { progressField } from './progress';
import { MEDIA_JOBS, NOTIFICATIONS, PROGRESS_KINDS } from './progress-kinds';
import { JobResolver } from './resolve';
import { subscriptionSchema } from './schema';
import type { PersistedDocuments } from '../persisted/policy';
import { liveSubscriptions } from '../../lib/observability/metrics';

export interface SubscriptionServer {
  /** Called with each API schema the gateway loads. */
  useSchema(apiSchema: GraphQLSchema): void;
  /** Closes every socket (1001) and stops taking events; call before closing the HTTP server. */
  dispose(): Promise<void>;
}

const STARTING = new GraphQLError('The gateway is still loading its schema', {
  extensions: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
});
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
const TOO_MANY = new GraphQLError(
  `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection`,
  { extensions: { code: 'RATE_LIMITED', httpStatus: 429 } },
);
// Sockets that ignore the closing handshake are cut after this long.
const CLOSE_GRACE_MS = 1_000;
// Subscription documents are small; ws would otherwise accept 100 MiB messages.
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * graphql-ws (`graphql-transport-ws`) on the gateway's own HTTP server and path. @apollo/gateway
 * cannot execute subscriptions, so this server validates them against a copy of the API schema,
 * takes job events (media jobs, trainings, exports) from the event bus and resolves what each
 * subscriber selected by running a query through the gateway (see docs/subscriptions.md).
 */
export function attachSubscriptions(options: {
  server: Server;
  apollo: ApolloServer<RequestContext>;
  events: EventBus;
  limits: RequestLimits;
  persisted?: PersistedDocuments;
  /** Sessions that ended: their tokens are refused, their open connections closed with 4403. */
  sessions?: EndedSessions;
}): SubscriptionServer {
  const resolver = new JobResolver(options.apollo);
  const fanouts = new Map(
    PROGRESS_KINDS.map((kind) => [kind, new JobEventFanOut(options.events, resolver, kind)]),
  );
  const notices = new JobEventFanOut(options.events, resolver, NOTIFICATIONS);
  const fields = {
    ...jobUpdatedField(fanouts.get(MEDIA_JOBS)!),
    ...notificationAddedField(notices),
    ...answerStreamFields(options.apollo, options.events),
  };
  for (const [kind, fanout] of fanouts)
    Object.assign(fields, progressField(kind, fanout, resolver));
  let operations: OperationPreparer | undefined;

  // Read by /metrics at scrape time: graphql-ws keeps each connection's subscriptions by id.
  const connections = new Set<{ subscriptions: Record<string, unknown> }>();
  // Open connections by the session of their token: an ended session's are closed at once.
  const bySession = new Map<string, Set<ConnectionContext>>();
  const stopClosing = options.sessions?.onEnded((sessionId) => {
    for (const ctx of bySession.get(sessionId) ?? [])
      ctx.extra.socket.close(FORBIDDEN_CLOSE_CODE, 'Session ended');
  });
  const stopMetric = liveSubscriptions.add(() => [
    { labels: { kind: 'connections' }, value: connections.size },
    {
      labels: { kind: 'subscriptions' },
      value: [...connections].reduce((sum, ctx) => sum + Object.keys(ctx.subscriptions).length, 0),
    },
  ]);
  // No per-message compression: deflating each frame per socket would cost more CPU than the
  // small job messages save, and could not reuse one frame across subscribers (delivery.ts).
  const wss = new WebSocketServer({
    server: options.server,
    path: '/graphql',
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const graphqlWs = useServer<Record<string, unknown>, ConnectionState>(
    {
      onConnect: (ctx) => {
        const accepted = authenticateConnection(ctx, options.sessions);
        if (accepted) connections.add(ctx);
        const sessionId = accepted ? ctx.extra.sessionId : undefined;
        if (sessionId) bySession.set(sessionId, (bySession.get(sessionId) ?? new Set()).add(ctx));
        return accepted;
      },
      onClose: (ctx) => {
        connections.delete(ctx);
        const sessionId = ctx.extra.sessionId;
        const open = sessionId ? bySession.get(sessionId) : undefined;
        if (open?.delete(ctx) && open.size === 0) bySession.delete(sessionId!);
        return releaseConnection(ctx);
      },
      onSubscribe: (ctx, id, payload) => {
        // graphql-ws has already reserved this id in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION)
          return [TOO_MANY];
        // Job subscriptions (of every kind) write their messages to the socket themselves
        // (job-sink.ts): the root value tells them where.
        return (
          operations?.prepare(payload, ctx.extra.auth!, {
            socket: ctx.extra.socket,
            id,
          } satisfies SubscriptionTarget) ?? [STARTING]
        );
      },
      // The streams yield finished results (answer-stream.ts) or nothing at all (job-sink.ts
      // writes its own messages), so no per-event execution follows.
      subscribe: (args: ExecutionArgs) =>
        createSourceEventStream(args) as Promise<AsyncIterable<ExecutionResult> | ExecutionResult>,
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result),
    },
    wss,
  );

  return {
    useSchema(apiSchema) {
      operations = new OperationPreparer(
        subscriptionSchema(apiSchema, fields),
        options.limits,
        options.persisted,
      );
    },
    async dispose() {
      stopMetric();
      stopClosing?.();
      for (const fanout of [...fanouts.values(), notices]) fanout.close();
      const cut = setTimeout(
        () => wss.clients.forEach((socket) => socket.terminate()),
        CLOSE_GRACE_MS,
      );
      try {
        await graphqlWs.dispose();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}

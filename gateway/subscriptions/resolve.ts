import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { RequestContext } from '../../lib/context';
import type { JobEvent } from './progress-kinds';
import { STATUS_KEY, type JobSelection } from './selection';
import { serviceLogger } from '../../lib/observability/logger';

const log = serviceLogger('subscriptions');

/** The job as one selection sees it, with the event's own values laid over it. */
export interface ResolvedJob {
  job: Record<string, unknown>;
  /** The job's status (the event's when it carries one), to know when it has ended. */
  status: string;
  errors: readonly GraphQLFormattedError[];
}

/**
 * Resolves a job's selected fields by running its kind's query field (`job(id:)`,
 * `mlTrainingJob(id:)`, `reportExport(id:)`) through the gateway itself with the subscriber's
 * context, so federated fields (the owner from identity) and the owning subgraph's visibility
 * rules apply exactly as over HTTP. A job the caller cannot see resolves to `undefined`.
 */
export class JobResolver {
  constructor(private readonly apollo: ApolloServer<RequestContext>) {}

  /** The job at the moment of `event`: its values override the row's, which may be further along. */
  async resolve(
    selection: JobSelection,
    context: RequestContext,
    jobId: string,
    event: JobEvent,
  ): Promise<ResolvedJob | undefined> {
    const { job, errors } = await this.run(selection, context, jobId);
    if (!job) {
      if (errors.some((e) => e.extensions?.code !== 'NOT_FOUND'))
        log.error({ jobId, errors }, 'a job could not be resolved');
      return undefined;
    }
    const { [STATUS_KEY]: status, ...fields } = job;
    for (const [key, name] of selection.eventFields) {
      if (key in fields) fields[key] = event.values[name];
    }
    return { job: fields, status: String(event.values.status ?? status), errors };
  }

  /**
   * The job as it is now, or `undefined` when the caller cannot see it. Another error (an
   * invalid id, a subgraph down) is thrown as the subscription's error.
   */
  async snapshot(
    selection: JobSelection,
    context: RequestContext,
    jobId: string,
  ): Promise<ResolvedJob | undefined> {
    const { job, errors } = await this.run(selection, context, jobId);
    if (!job) {
      const problem = errors.find((e) => e.extensions?.code !== 'NOT_FOUND');
      if (problem) throw new GraphQLError(problem.message, { extensions: problem.extensions });
      return undefined;
    }
    const { [STATUS_KEY]: status, ...fields } = job;
    return { job: fields, status: String(status), errors };
  }

  private async run(selection: JobSelection, context: RequestContext, jobId: string) {
    const response = await this.apollo.executeOperation(
      {
        query: selection.query,
        variables: { ...selection.variables, [selection.idVariable]: jobId },
      },
      // A request id per resolution, as for any gateway request; the trace stays the connection's.
      // Fresh reads: this read is asked because the job changed (an event) or a subscriber must
      // start from where the job stands now. Joining an identical read of the caller already in
      // flight (gateway/inflight-queries.ts) answered the state from before the change: the
      // worker writes progress 99, publishes, completes the row and publishes again within a few
      // milliseconds, so the final event's read joined the 99 one's, the subscriber's last
      // message said running/99, and no further event ever came to end it (issue 28, point 7).
      // A snapshot joining a client's older read missed an end published just before it
      // subscribed in the same way. Every progress kind resolves here, so all of them are fixed.
      { contextValue: { ...context, requestId: randomUUID(), freshReads: true } },
    );
    if (response.body.kind !== 'single')
      throw new Error('Unexpected incremental response to a job query');
    const { data, errors = [] } = response.body.singleResult;
    const job = (data?.[selection.queryField] ?? null) as Record<string, unknown> | null;
    return { job, errors };
  }
}

/** The result one subscriber receives, under its own response key (its alias, if any). */
export function subscriberResult(resolved: ResolvedJob, responseKey: string): ExecutionResult {
  const errors = resolved.errors.map(
    (e) =>
      new GraphQLError(e.message, {
        path: e.path ? [responseKey, ...e.path.slice(1)] : undefined,
        extensions: e.extensions,
      }),
  );
  return { data: { [responseKey]: resolved.job }, ...(errors.length ? { errors } : {}) };
}

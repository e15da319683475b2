/*
 * The media service's event contract (docs/api/media.md, "Events"): one declaration, imported by
 * the service that publishes it (jobs/job-events.ts), the worker, the gateway's subscriptions
 * (gateway/subscriptions/) and the tests.
 */

/** A job changed: created, moved, progressed. A live notification, not an outbox event. */
export const JOB_UPDATED = 'media.job.updated';

/** The data of a media.job.updated event: enough to route it (tenant, owner) and to filter it. */
export interface JobUpdatedData {
  jobId: string;
  status: 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';
  progress: number;
  type: string;
  ownerId: string;
}

/**
 * What a consumer reads from an event off the bus: the contract's fields, checked and with
 * defaults, since an event may come from another version of the service. Only the job id and a
 * status are needed to route it; the status is kept as sent.
 */
export type ReceivedJobUpdate = Omit<JobUpdatedData, 'status' | 'ownerId'> & {
  status: string;
  ownerId?: string;
};

/** The event's data as a consumer may rely on it, or undefined without a job id and a status. */
export function readJobUpdate(data: unknown): ReceivedJobUpdate | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.jobId !== 'string' || typeof d.status !== 'string') return undefined;
  return {
    jobId: d.jobId,
    status: d.status,
    progress: typeof d.progress === 'number' ? d.progress : 0,
    type: typeof d.type === 'string' ? d.type : '',
    ownerId: typeof d.ownerId === 'string' ? d.ownerId : undefined,
  };
}

import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import { JOB_UPDATED, MEDIA_JOB_FINISHED } from '../../../lib/events/catalog';

/*
 * The media service's event contract (docs/api/media.md, "Events"): one declaration, imported by
 * the service that publishes it (jobs/job-events.ts), the worker, the gateway's subscriptions
 * (gateway/subscriptions/) and the tests.
 */

/** A job changed: created, moved, progressed. A live notification, not an outbox event. */
export { JOB_UPDATED };

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

/**
 * A job ended for good, so its owner is told (the notifications service): written through the
 * outbox in the transaction of the move that ended it, once per move that won its guard. Only
 * the worker's completion and the failures (the provider's, the time limit's, a lapsed credit
 * hold) are recorded; a cancel is the owner's own act and needs no notice. An internal event,
 * not a webhook type.
 */
export { MEDIA_JOB_FINISHED };

export interface MediaJobFinishedData {
  jobId: string;
  /** The job's owner. */
  userId: string;
  teamId: string | null;
  /** The job type (`image-generation`, ...). */
  type: string;
  /** As stored: a timed-out run is `failed` with ERR_JOB_TIMEOUT. */
  status: 'completed' | 'failed';
  errorCode: string | null;
  finishedAt: string;
}

export function mediaJobFinished(
  tenantId: string,
  data: MediaJobFinishedData,
): PlatformEvent<MediaJobFinishedData> {
  return { ...newEvent(MEDIA_JOB_FINISHED, tenantId, data), subject: data.jobId };
}

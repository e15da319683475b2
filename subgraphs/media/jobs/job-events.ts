import { newEvent, type EventBus } from '../../../lib/events/bus';
import { JOB_UPDATED, type JobUpdatedData } from '../common/events';
import type { JobRow } from './job-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('media');

/**
 * Tells subscribers that a job changed (created, moved, progressed). This is a live notification,
 * not a domain event: it goes straight to the bus (no outbox), because the job row is the truth
 * and a subscriber re-reads it; a lost progress tick is superseded by the next. A failing bus must
 * not undo the change that already happened, so errors are logged, not thrown.
 */
export async function publishJobUpdated(
  events: EventBus,
  job: JobRow,
  requestId?: string,
): Promise<void> {
  const data: JobUpdatedData = {
    jobId: job.id,
    status: job.status,
    progress: job.progress,
    type: job.type,
    ownerId: job.ownerId,
  };
  try {
    await events.publish({
      ...newEvent(JOB_UPDATED, job.tenantId, data, requestId),
      source: 'urn:platform:media-svc',
      subject: job.id,
    });
  } catch (error) {
    log.error({ err: error, jobId: job.id }, `publishing ${JOB_UPDATED} failed`);
  }
}

import { ENDPOINT_DISABLED, type EndpointDisabledData } from '../../integrations/common/events';
import { MEDIA_JOB_FINISHED, type MediaJobFinishedData } from '../../media/common/events';
import { TRAINING_FINISHED, type TrainingFinishedData } from '../../ml/common/events';
import { EXPORT_FINISHED, type ExportFinishedData } from '../../reports/common/events';
import type { Notice, NoticesOf } from './notice';

/*
 * Notices of work that ended on its own (docs/api/notifications.md, "Kinds"): the owner of a
 * media job, an export or a training, and the creator of a webhook endpoint that failed too often.
 * Each goes to the inbox and by e-mail, as the owner's choices for its category allow. None
 * links anywhere: no page served in production shows a job, an export, a training or an endpoint
 * (the developer page /jobs is not served there, README "Developer pages"), and an API path opened
 * in a browser answers 401. The body names the id to read through the API. A title is a mail's
 * subject, so it names no template or model: those names are someone's choice, and a subject
 * never carries one (docs/notifications.md, "Templates"); the body does.
 */

const BOTH = ['in_app', 'email'] as const;

function notice(fields: Omit<Notice, 'channels' | 'template'>): Notice {
  return { ...fields, channels: BOTH, template: 'notice' };
}

export const JOB_NOTICES: Record<string, NoticesOf> = {
  [MEDIA_JOB_FINISHED]: (event) => {
    const d = event.data as MediaJobFinishedData;
    const done = d.status === 'completed';
    return [
      notice({
        userId: d.userId,
        category: 'jobs',
        kind: done ? 'media_job_completed' : 'media_job_failed',
        title: done ? `Your ${d.type} job is ready` : `Your ${d.type} job failed`,
        body: done
          ? `Job ${d.jobId} completed; its output is ready to download.`
          : `Job ${d.jobId} failed (${d.errorCode ?? 'unknown error'}); its credits were given back.`,
        link: null,
      }),
    ];
  },
  [EXPORT_FINISHED]: (event) => {
    const d = event.data as ExportFinishedData;
    const done = d.status === 'completed';
    return [
      notice({
        userId: d.userId,
        category: 'reports',
        kind: done ? 'export_completed' : 'export_failed',
        title: done ? 'Your export is ready' : 'Your export failed',
        body: done
          ? `The export of ${d.templateName}, ${d.fileName ?? 'its file'} (${d.format}, ${d.rowCount} rows), is ready to download.`
          : `The export of ${d.templateName} failed: ${d.error ?? 'unknown error'}.`,
        link: null,
      }),
    ];
  },
  [TRAINING_FINISHED]: (event) => {
    const d = event.data as TrainingFinishedData;
    const done = d.status === 'succeeded';
    const metrics = Object.entries(d.metrics ?? {})
      .map(([name, value]) => `${name} ${Number(value.toFixed(4))}`)
      .join(', ');
    return [
      notice({
        userId: d.userId,
        category: 'ml',
        kind: done ? 'training_succeeded' : 'training_failed',
        title: done ? 'Your training finished' : 'Your training failed',
        body: done
          ? `Training ${d.jobId} of ${d.modelName} succeeded${metrics ? `: ${metrics}` : ''}.`
          : `Training ${d.jobId} of ${d.modelName} failed (${d.errorCode ?? 'unknown error'}).`,
        link: null,
      }),
    ];
  },
  [ENDPOINT_DISABLED]: (event) => {
    const d = event.data as EndpointDisabledData;
    return [
      notice({
        userId: d.createdBy,
        category: 'billing',
        kind: 'webhook_endpoint_disabled',
        title: 'A webhook endpoint was disabled',
        body: `${d.url} failed ${d.consecutiveFailures} times in a row and receives nothing until it is enabled again.`,
        link: null,
      }),
    ];
  },
};

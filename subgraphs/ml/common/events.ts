import type { PlatformEvent } from '../../../lib/events/bus';
import { newEvent } from '../../../lib/events/bus';
import { DRIFT_DETECTED, TRAINING_FINISHED, TRAINING_PROGRESS } from '../../../lib/events/catalog';

/**
 * A training job's progress, published straight to the bus (not the outbox) like media's job
 * progress: the job's row is the truth and a lost progress message is superseded by the next.
 * The gateway's `trainingProgress` subscription listens to it.
 */
export { TRAINING_PROGRESS };

export interface TrainingProgressData {
  jobId: string;
  status: string;
  /** 0 to 1. */
  progress: number;
  errorCode: string | null;
}

export function trainingProgress(
  tenantId: string,
  data: TrainingProgressData,
): PlatformEvent<TrainingProgressData> {
  return {
    ...newEvent(TRAINING_PROGRESS, tenantId, data),
    source: 'urn:platform:ml-svc',
    subject: data.jobId,
  };
}

/** A drift monitor's run found drift above its threshold: written through the outbox with the report. */
export { DRIFT_DETECTED };

export interface DriftDetectedData {
  monitorId: string;
  endpointId: string;
  reportId: string;
  method: string;
  threshold: number;
  /** The features whose statistic crossed the threshold. */
  features: string[];
}

export function driftDetected(
  tenantId: string,
  data: DriftDetectedData,
): PlatformEvent<DriftDetectedData> {
  return {
    ...newEvent(DRIFT_DETECTED, tenantId, data),
    source: 'urn:platform:ml-svc',
    subject: data.monitorId,
  };
}

/**
 * A training job ended for good (succeeded or failed), so whoever started it is told (the
 * notifications service): written through the outbox in the transaction of the runner's write
 * that ended it, fenced by its claim, so once per job; a write that lost its claim records none,
 * and a cancel, the user's own act, records none. An internal event, not a webhook type.
 */
export { TRAINING_FINISHED };

export interface TrainingFinishedData {
  jobId: string;
  modelId: string;
  modelName: string;
  /** Who started the job (its `createdBy`). */
  userId: string;
  status: 'succeeded' | 'failed';
  /** An ML code (docs/api/ml.md, "Errors") for a failed job; null for a succeeded one. */
  errorCode: string | null;
  /** The validation metrics of a succeeded job (a metric without a value left out); null for a failed one. */
  metrics: Record<string, number> | null;
  finishedAt: string;
}

export function trainingFinished(
  tenantId: string,
  data: TrainingFinishedData,
): PlatformEvent<TrainingFinishedData> {
  return { ...newEvent(TRAINING_FINISHED, tenantId, data), subject: data.jobId };
}

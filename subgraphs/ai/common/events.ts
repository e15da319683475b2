import { catalogEvent } from '../../../lib/events/catalog';
import type { PlatformEvent } from '../../../lib/events/bus';

/** The webhook-catalogue event each finished orchestration publishes (source urn:platform:llm-orch-svc). */
const INFERENCE_COMPLETE = 'ai.inference_complete';

/** Its data (docs/events.md): exported for every consumer and test. */
export interface InferenceCompleteData {
  inferenceId: string;
  userId: string;
  mode: 'single' | 'zar';
  /** Every model called, in order (skipped ones excluded). */
  models: string[];
  /** completed or failed. */
  status: string;
  costUsd: number;
  creditsCharged: number;
  latencyMs: number;
}

export function inferenceComplete(
  tenantId: string,
  data: InferenceCompleteData,
  requestId?: string,
): PlatformEvent<InferenceCompleteData> {
  return catalogEvent(INFERENCE_COMPLETE, tenantId, data, { requestId, subject: data.inferenceId });
}

/**
 * Pieces of a single-mode answer as the model produces them, for the gateway's streaming
 * subscription: published straight to the bus (not the outbox), like job progress, since the
 * stored inference is the truth and a lost piece is superseded by it.
 */
export const ANSWER_DELTA = 'ai.answer.delta';

export interface AnswerDeltaData {
  /** The stream the subscriber opened (the gateway makes it per subscription). */
  streamId: string;
  /** 0, 1, 2, ... so a subscriber can order what it receives. */
  sequence: number;
  text: string;
}

import { ANSWER_DELTA, catalogEvent, INFERENCE_COMPLETE } from '../../../lib/events/catalog';
import type { PlatformEvent } from '../../../lib/events/bus';

/**
 * The data of INFERENCE_COMPLETE, the webhook-catalogue event each finished orchestration
 * publishes (source urn:platform:llm-orch-svc; docs/events.md): exported for every consumer and test.
 */
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
export { ANSWER_DELTA };

export interface AnswerDeltaData {
  /** The stream the subscriber opened (the gateway makes it per subscription). */
  streamId: string;
  /** 0, 1, 2, ... so a subscriber can order what it receives. */
  sequence: number;
  text: string;
}

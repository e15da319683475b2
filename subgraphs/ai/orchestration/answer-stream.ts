import { newEvent } from '../../../lib/events/bus';
import type { AiDeps } from '../common/deps';
import { ANSWER_DELTA, type AnswerDeltaData } from '../common/events';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ai');

/**
 * A sink for the pieces of an answer as the model streams them: each becomes an `ai.answer.delta`
 * event on the bus, numbered, for the gateway's subscription of that stream. Publishing never
 * holds the model up; a piece the bus drops is healed by the stored answer the stream ends with.
 */
export function streamTo(deps: AiDeps, tenantId: string, streamId: string): (text: string) => void {
  let sequence = 0;
  return (text) => {
    const data: AnswerDeltaData = { streamId, sequence: sequence++, text };
    deps.events.publish(newEvent(ANSWER_DELTA, tenantId, data, deps.requestId)).catch((error) => {
      log.error(
        { err: error, streamId, sequence: data.sequence },
        'an answer piece was not published',
      );
    });
  };
}

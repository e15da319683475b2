import type { Actor } from '../../../lib/context';
import { AppError, ServiceUnavailableError, ValidationError } from '../../../lib/errors';
import { ProviderCallError, synthesizeSpeech, transcribe } from '../../../lib/ai/openai-client';
import { InputCheck } from '../../../lib/validation';
import type { InferenceRow } from '../inferences/inference-store';
import { paidOrchestration, type VoiceSteps } from '../orchestration/paid-orchestration';
import type { AiDeps } from '../common/deps';
import type { StudioSettings } from '../common/studio-settings';
import { readRecording } from './audio-source';
import { checkVoice, type VoiceOrchestrateInput, type VoiceRequest } from './voice-input';
import { wavSeconds } from '../../../lib/ai/wav';

/** A studio failure as the caller sees it: 504 when it did not answer in time, else 502. */
function studioError(step: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new AppError('TIMEOUT', `The studio service did not ${step} in time`, 504);
  const detail = error instanceof ProviderCallError ? `: ${error.message}` : '';
  return new AppError('PROVIDER_ERROR', `The studio service could not ${step}${detail}`, 502);
}

function stepsOf(
  deps: AiDeps,
  actor: Actor,
  studio: StudioSettings,
  voice: VoiceRequest,
): VoiceSteps {
  const authorization = deps.authorization;
  return {
    studioMs: studio.transcription.timeoutMs + (voice.speak ? studio.speech.timeoutMs : 0),
    async transcribe() {
      const audio = await readRecording(
        deps.storage,
        actor.tenantId,
        voice.audioUrl,
        studio.transcription.timeoutMs,
      );
      const heard = await transcribe(studio.transcription, {
        audio,
        filename: `recording.${voice.format}`,
        languageHint: voice.languageHint ?? undefined,
        signal: AbortSignal.timeout(studio.transcription.timeoutMs),
        authorization,
      }).catch((error) => Promise.reject(studioError('transcribe the recording', error)));
      if (!heard.text.trim())
        throw ValidationError.field(
          'audioUrl',
          'the recording holds no speech the studio could transcribe',
        );
      // The prompt is known only now: moderated like a typed one (the hold is then released).
      await deps.moderation.check([{ field: 'audioUrl', text: heard.text }]);
      return {
        prompt: heard.text.slice(0, 32_000),
        transcript: {
          text: heard.text,
          language: heard.language ?? voice.languageHint,
          durationSeconds: heard.durationSeconds,
        },
      };
    },
    speak: voice.speak
      ? async (answer, inferenceId) => {
          const audio = await synthesizeSpeech(studio.speech, {
            text: answer.slice(0, 4_096),
            voice: studio.voice,
            format: 'wav',
            signal: AbortSignal.timeout(studio.speech.timeoutMs),
            authorization,
          }).catch((error) => Promise.reject(studioError('speak the answer', error)));
          const stored = await deps.storage.put(
            `ai/${actor.tenantId}/${inferenceId}.wav`,
            audio,
            'audio/wav',
          );
          // The key, not a link: the inference is read again later, when a link made now has expired.
          return { key: stored.key, format: 'wav', durationSeconds: wavSeconds(audio) };
        }
      : null,
  };
}

/**
 * Voice orchestration (docs/api/ai.md): the studio transcribes the recording with the caller's own
 * Authorization, the transcript is orchestrated like a prompt, and the answer is spoken when
 * asked. Without a studio, 503 naming STUDIO_URL, before anything is reserved.
 */
export async function voiceOrchestrate(
  deps: AiDeps,
  actor: Actor,
  input: VoiceOrchestrateInput,
): Promise<InferenceRow> {
  const check = new InputCheck();
  const voice = checkVoice(check, input, deps.budgetHeader, actor.tenantId);
  check.done();
  if (!deps.studio)
    throw new ServiceUnavailableError(
      'Voice orchestration needs the studio service: set STUDIO_URL',
    );
  return paidOrchestration(
    deps,
    actor,
    voice.orchestration,
    stepsOf(deps, actor, deps.studio, voice),
  );
}

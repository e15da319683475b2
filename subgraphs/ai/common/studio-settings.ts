import type { ModelConfig } from '../../../lib/ai/model-registry';

/**
 * The studio service that transcribes and speaks (docs/ai.md, "Voice"): an OpenAI-compatible
 * server (`/v1/audio/transcriptions`, `/v1/audio/speech`). The caller's own Authorization is sent
 * to it, so the studio bills and authorises the caller, not the platform.
 */
export interface StudioSettings {
  transcription: ModelConfig;
  speech: ModelConfig;
  voice: string;
}

/** `STUDIO_URL` (up to and including `/v1`), `STUDIO_TRANSCRIPTION_MODEL`, `STUDIO_SPEECH_MODEL`, `STUDIO_VOICE`, `STUDIO_TIMEOUT_MS`; null without STUDIO_URL. */
export function studioFromEnv(env: NodeJS.ProcessEnv = process.env): StudioSettings | null {
  const baseUrl = env.STUDIO_URL?.replace(/\/+$/, '');
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('STUDIO_URL must be an http(s) URL');
  const timeoutMs = Number(env.STUDIO_TIMEOUT_MS ?? 60_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error('STUDIO_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  const model = (id: string, capability: 'transcription' | 'speech'): ModelConfig => ({
    id,
    kind: 'openai',
    baseUrl,
    inputPricePerMillion: 0,
    outputPricePerMillion: 0,
    timeoutMs,
    capabilities: [capability],
  });
  return {
    transcription: model(env.STUDIO_TRANSCRIPTION_MODEL ?? 'whisper-1', 'transcription'),
    speech: model(env.STUDIO_SPEECH_MODEL ?? 'tts-1', 'speech'),
    voice: env.STUDIO_VOICE ?? 'alloy',
  };
}

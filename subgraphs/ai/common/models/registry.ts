import { LOCAL_MODELS, modelsFromEnv, type ModelConfig } from '../../../../lib/ai/model-registry';

/** The configured models as the ai service uses them (docs/ai.md, "Models"). */
export interface ModelRegistry {
  /** Chat models in configured order: single mode falls back in this order. */
  chat: ModelConfig[];
  /** The models zar runs in parallel (at least three, or zar is unavailable). */
  zar: ModelConfig[];
  /** The model that picks zar's answer; without one, zar takes the consensus. */
  judge: ModelConfig | null;
}

export const ZAR_MINIMUM = 3;

function pick(models: ModelConfig[], ids: string[], variable: string): ModelConfig[] {
  return ids.map((id) => {
    const model = models.find((m) => m.id === id);
    if (!model)
      throw new Error(`${variable} names ${id}, which AI_MODELS does not configure for chat`);
    return model;
  });
}

/**
 * `AI_MODELS` (or `AI_MODELS_FILE`; the local models when neither is set), `AI_ZAR_MODELS` (a
 * comma-separated list of ids; default every chat model) and `AI_JUDGE_MODEL` (an id; default none).
 */
export function registryFromEnv(env: NodeJS.ProcessEnv = process.env): ModelRegistry {
  // A registry of media models only (images, speech) leaves chat to the local models.
  const configured = modelsFromEnv(env).filter((m) => m.capabilities.includes('chat'));
  const chat = configured.length ? configured : LOCAL_MODELS;
  const zarIds = env.AI_ZAR_MODELS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const zar = zarIds?.length ? pick(chat, zarIds, 'AI_ZAR_MODELS') : chat;
  const judge = env.AI_JUDGE_MODEL ? pick(chat, [env.AI_JUDGE_MODEL], 'AI_JUDGE_MODEL')[0] : null;
  return { chat, zar, judge };
}

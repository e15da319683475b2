import { readFileSync } from 'node:fs';

/** What a configured model can do; `chat` models serve the ai service, the others media jobs. */
type ModelCapability = 'chat' | 'images' | 'speech' | 'transcription';

/**
 * One configured model (docs/ai.md, "Models"). Models are configuration, not code: an
 * OpenAI-compatible server (OpenAI, vLLM, Ollama, LocalAI, LiteLLM) or the in-process local one.
 */
export interface ModelConfig {
  /** The platform's name for it: what `model` in a request and `results[].model` say. */
  id: string;
  kind: 'openai' | 'local';
  /** Base URL of the OpenAI-compatible API, up to and including `/v1`. */
  baseUrl?: string;
  /** Bearer key sent to the server, if it wants one. */
  apiKey?: string;
  /** The server's own model name (default: `id`). */
  model?: string;
  /** USD per million prompt (input) and completion (output) tokens. */
  inputPricePerMillion: number;
  outputPricePerMillion: number;
  /** How long one call may take. */
  timeoutMs: number;
  capabilities: ModelCapability[];
  /** Local models only: which extractive strategy answers. */
  strategy?: 'bm25' | 'entity' | 'keywords';
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The models `npm start` uses with nothing configured: three distinct local strategies, so zar works offline. */
export const LOCAL_MODELS: ModelConfig[] = (['bm25', 'entity', 'keywords'] as const).map(
  (strategy) => ({
    id: `local-${strategy}`,
    kind: 'local',
    strategy,
    inputPricePerMillion: 0,
    outputPricePerMillion: 0,
    timeoutMs: 5_000,
    capabilities: ['chat'],
  }),
);

function problem(index: number, text: string): Error {
  return new Error(`AI_MODELS entry ${index}: ${text}`);
}

function price(value: unknown, index: number, name: string): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw problem(index, `${name} must be a number of USD, 0 or more`);
  return value;
}

/** One entry of the JSON list, checked: a mistake stops the start with the entry and the field named. */
function parseEntry(raw: unknown, index: number): ModelConfig {
  if (!raw || typeof raw !== 'object') throw problem(index, 'must be an object');
  const entry = raw as Record<string, unknown>;
  if (typeof entry.id !== 'string' || !/^[A-Za-z0-9._:-]{1,100}$/.test(entry.id))
    throw problem(index, 'id must be 1 to 100 of A-Z a-z 0-9 . _ : -');
  const kind = entry.kind ?? 'openai';
  if (kind !== 'openai' && kind !== 'local') throw problem(index, 'kind must be openai or local');
  if (
    kind === 'openai' &&
    (typeof entry.baseUrl !== 'string' || !/^https?:\/\//.test(entry.baseUrl))
  )
    throw problem(index, 'baseUrl must be an http(s) URL');
  const capabilities = (entry.capabilities ?? ['chat']) as ModelCapability[];
  if (
    !Array.isArray(capabilities) ||
    capabilities.some((c) => !['chat', 'images', 'speech', 'transcription'].includes(c))
  ) {
    throw problem(index, 'capabilities must list chat, images, speech or transcription');
  }
  const timeoutMs = entry.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (
    typeof timeoutMs !== 'number' ||
    !Number.isInteger(timeoutMs) ||
    timeoutMs < 100 ||
    timeoutMs > 600_000
  )
    throw problem(index, 'timeoutMs must be 100 to 600000');
  const strategy = entry.strategy ?? 'bm25';
  if (kind === 'local' && !['bm25', 'entity', 'keywords'].includes(strategy as string))
    throw problem(index, 'strategy must be bm25, entity or keywords');
  return {
    id: entry.id,
    kind,
    baseUrl: kind === 'openai' ? (entry.baseUrl as string).replace(/\/+$/, '') : undefined,
    apiKey: typeof entry.apiKey === 'string' ? entry.apiKey : undefined,
    model: typeof entry.model === 'string' ? entry.model : undefined,
    inputPricePerMillion: price(entry.inputPricePerMillion, index, 'inputPricePerMillion'),
    outputPricePerMillion: price(entry.outputPricePerMillion, index, 'outputPricePerMillion'),
    timeoutMs,
    capabilities,
    strategy: kind === 'local' ? (strategy as ModelConfig['strategy']) : undefined,
  };
}

/**
 * The configured models, in their order (the order single mode falls back in): `AI_MODELS` (a
 * JSON list) or the file `AI_MODELS_FILE` names; with neither, the local models. Ids are unique.
 */
export function modelsFromEnv(env: NodeJS.ProcessEnv = process.env): ModelConfig[] {
  const text =
    env.AI_MODELS ?? (env.AI_MODELS_FILE ? readFileSync(env.AI_MODELS_FILE, 'utf8') : undefined);
  if (text === undefined || text.trim() === '') return LOCAL_MODELS;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new Error('AI_MODELS must be a JSON list of models');
  }
  if (!Array.isArray(list) || list.length === 0)
    throw new Error('AI_MODELS must be a non-empty JSON list of models');
  const models = list.map(parseEntry);
  const seen = new Set<string>();
  for (const model of models) {
    if (seen.has(model.id)) throw new Error(`AI_MODELS has the id ${model.id} twice`);
    seen.add(model.id);
  }
  return models;
}

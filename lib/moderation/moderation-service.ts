import { request } from 'undici';

/*
 * An OpenAI-compatible moderation endpoint (`POST /v1/moderations`: `{ input, model }` answered
 * with one `results[i]` per input, each `flagged` with its `categories`), asked after the
 * platform's own rules when MODERATION_URL is set (docs/media.md, "Content policy").
 */

export interface ModerationSettings {
  /** The endpoint itself, for example https://api.openai.com/v1/moderations. */
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** The service's settings (MODERATION_URL, _API_KEY, _MODEL, _TIMEOUT_MS), or null without a URL. */
export function moderationSettingsFromEnv(env = process.env): ModerationSettings | null {
  const url = env.MODERATION_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\/\S+$/.test(url)) throw new Error('MODERATION_URL must be an http(s) URL');
  return {
    url,
    apiKey: env.MODERATION_API_KEY?.trim() || null,
    model: env.MODERATION_MODEL?.trim() || 'omni-moderation-latest',
    timeoutMs: wholeNumber(env.MODERATION_TIMEOUT_MS, 5_000),
  };
}

function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error('MODERATION_TIMEOUT_MS must be a whole number of milliseconds');
  return value;
}

/** The service did not give a usable answer in time (down, slow, an error status, another shape). */
export class ModerationUnavailable extends Error {}

/** The verdict on one input: the names of the categories it was flagged for, or null when it was not. */
export type Verdict = string[] | null;

interface Answer {
  results?: { flagged?: unknown; categories?: Record<string, unknown> }[];
}

/** One call for every input of a request, in their order. */
export async function moderate(settings: ModerationSettings, inputs: string[]): Promise<Verdict[]> {
  let answer: Answer;
  try {
    const res = await request(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, input: inputs }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new ModerationUnavailable(`it answered HTTP ${res.statusCode}`);
    }
    answer = (await res.body.json()) as Answer;
  } catch (error) {
    if (error instanceof ModerationUnavailable) throw error;
    const name = (error as Error).name;
    throw new ModerationUnavailable(
      name === 'TimeoutError' || name === 'AbortError'
        ? `it did not answer within ${settings.timeoutMs} ms`
        : 'it could not be reached',
    );
  }
  const results = answer?.results;
  if (!Array.isArray(results) || results.length !== inputs.length)
    throw new ModerationUnavailable('its answer has no result per input');
  return results.map((result) => {
    if (typeof result?.flagged !== 'boolean')
      throw new ModerationUnavailable('its answer has a result without `flagged`');
    if (!result.flagged) return null;
    return Object.entries(result.categories ?? {})
      .filter(([, on]) => on === true)
      .map(([name]) => name);
  });
}

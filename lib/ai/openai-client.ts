import { request, FormData } from 'undici';
import type { ModelConfig } from './model-registry';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCall {
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
  signal: AbortSignal;
  /** Streams the answer: called with each piece of text as the server sends it. */
  onDelta?: (text: string) => void;
}

export interface ChatAnswer {
  output: string;
  promptTokens: number;
  completionTokens: number;
}

/** A server's refusal or a broken answer, with what the server said (shortened). */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

function headers(model: ModelConfig, json = true): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
  };
}

async function refusal(
  status: number,
  body: { text(): Promise<string> },
): Promise<ProviderCallError> {
  const text = (await body.text().catch(() => '')).slice(0, 300);
  return new ProviderCallError(`the server answered ${status}${text ? `: ${text}` : ''}`, status);
}

interface Usage {
  prompt_tokens?: number;
  completion_tokens?: number;
}

/**
 * `POST /chat/completions` of an OpenAI-compatible server. Streaming uses server-sent events
 * (`stream: true`, with `stream_options.include_usage` so the last event carries the token
 * counts); servers that send no usage get the counts the caller estimates (`undefined` here).
 */
export async function chatCompletion(
  model: ModelConfig,
  call: ChatCall,
): Promise<ChatAnswer & { usageReported: boolean }> {
  const stream = call.onDelta !== undefined;
  const res = await request(`${model.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: headers(model),
    body: JSON.stringify({
      model: model.model ?? model.id,
      messages: call.messages,
      max_tokens: call.maxTokens,
      ...(call.temperature !== undefined ? { temperature: call.temperature } : {}),
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    }),
    signal: call.signal,
  });
  if (res.statusCode >= 300) throw await refusal(res.statusCode, res.body);
  if (!stream) {
    const body = (await res.body.json().catch(() => null)) as {
      choices?: { message?: { content?: string } }[];
      usage?: Usage;
    } | null;
    const output = body?.choices?.[0]?.message?.content;
    if (typeof output !== 'string')
      throw new ProviderCallError('the answer has no choices[0].message.content');
    return {
      output,
      promptTokens: body?.usage?.prompt_tokens ?? 0,
      completionTokens: body?.usage?.completion_tokens ?? 0,
      usageReported: !!body?.usage,
    };
  }
  let output = '';
  let usage: Usage | undefined;
  let pending = '';
  for await (const chunk of res.body) {
    pending += chunk.toString();
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') continue;
      let event: { choices?: { delta?: { content?: string } }[]; usage?: Usage };
      try {
        event = JSON.parse(data);
      } catch {
        throw new ProviderCallError('the stream sent an event that is not JSON');
      }
      const delta = event.choices?.[0]?.delta?.content;
      if (delta) {
        output += delta;
        call.onDelta!(delta);
      }
      if (event.usage) usage = event.usage;
    }
  }
  return {
    output,
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
    usageReported: !!usage,
  };
}

/** `POST /images/generations`: PNG bytes of one image (the server is asked for base64). */
export async function generateImage(
  model: ModelConfig,
  input: { prompt: string; width: number; height: number; signal: AbortSignal },
): Promise<Buffer> {
  const res = await request(`${model.baseUrl}/images/generations`, {
    method: 'POST',
    headers: headers(model),
    body: JSON.stringify({
      model: model.model ?? model.id,
      prompt: input.prompt,
      n: 1,
      size: `${input.width}x${input.height}`,
      response_format: 'b64_json',
    }),
    signal: input.signal,
  });
  if (res.statusCode >= 300) throw await refusal(res.statusCode, res.body);
  const body = (await res.body.json().catch(() => null)) as {
    data?: { b64_json?: string }[];
  } | null;
  const b64 = body?.data?.[0]?.b64_json;
  if (typeof b64 !== 'string') throw new ProviderCallError('the answer has no data[0].b64_json');
  return Buffer.from(b64, 'base64');
}

/** `POST /audio/speech`: the audio bytes of `text` read aloud. */
export async function synthesizeSpeech(
  model: ModelConfig,
  input: {
    text: string;
    voice: string;
    format: 'mp3' | 'wav';
    speed?: number;
    signal: AbortSignal;
    authorization?: string;
  },
): Promise<Buffer> {
  const res = await request(`${model.baseUrl}/audio/speech`, {
    method: 'POST',
    headers: {
      ...headers(model),
      ...(input.authorization ? { authorization: input.authorization } : {}),
    },
    body: JSON.stringify({
      model: model.model ?? model.id,
      input: input.text,
      voice: input.voice,
      response_format: input.format,
      ...(input.speed ? { speed: input.speed } : {}),
    }),
    signal: input.signal,
  });
  if (res.statusCode >= 300) throw await refusal(res.statusCode, res.body);
  return Buffer.from(await res.body.arrayBuffer());
}

export interface TranscriptSegment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  text: string;
  language: string | null;
  durationSeconds: number | null;
  /** Timed pieces of the text (`verbose_json` segments); empty when the server sends none. */
  segments: TranscriptSegment[];
}

function segmentsOf(value: unknown): TranscriptSegment[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (s): s is { start: number; end: number; text: string } =>
        !!s &&
        typeof s.start === 'number' &&
        typeof s.end === 'number' &&
        typeof s.text === 'string',
    )
    .filter((s) => s.end >= s.start && s.start >= 0)
    .map((s) => ({ start: s.start, end: s.end, text: s.text.trim() }));
}

/** `POST /audio/transcriptions` (multipart, `verbose_json` for the language, duration and timed segments). */
export async function transcribe(
  model: ModelConfig,
  input: {
    audio: Buffer;
    filename: string;
    languageHint?: string;
    signal: AbortSignal;
    authorization?: string;
  },
): Promise<Transcript> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(input.audio)]), input.filename);
  form.set('model', model.model ?? model.id);
  form.set('response_format', 'verbose_json');
  if (input.languageHint) form.set('language', input.languageHint);
  const res = await request(`${model.baseUrl}/audio/transcriptions`, {
    method: 'POST',
    headers: {
      ...headers(model, false),
      ...(input.authorization ? { authorization: input.authorization } : {}),
    },
    body: form,
    signal: input.signal,
  });
  if (res.statusCode >= 300) throw await refusal(res.statusCode, res.body);
  const body = (await res.body.json().catch(() => null)) as {
    text?: string;
    language?: string;
    duration?: number;
    segments?: unknown;
  } | null;
  if (typeof body?.text !== 'string') throw new ProviderCallError('the transcription has no text');
  return {
    text: body.text,
    language: body.language ?? null,
    durationSeconds: typeof body.duration === 'number' ? body.duration : null,
    segments: segmentsOf(body.segments),
  };
}

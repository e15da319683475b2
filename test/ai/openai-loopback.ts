import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the loopback server answers one model name (tests change it between calls). */
export interface ModelBehaviour {
  /** The answer's text. */
  answer?: string;
  /** Milliseconds before answering (a slow model, or one past its timeout). */
  delayMs?: number;
  /** Answer this HTTP status with an error body instead. */
  status?: number;
  /** Token counts the server reports (default: words of the messages, words of the answer). */
  promptTokens?: number;
  completionTokens?: number;
  /** Report no usage at all. */
  noUsage?: boolean;
  /** Stream pieces this size (default 4 characters), with `pieceDelayMs` between them. */
  pieceChars?: number;
  pieceDelayMs?: number;
  /** Moderation: an input containing `word` is flagged in `categories` (others are not flagged). */
  flags?: { word: string; categories: string[] }[];
}

export interface ReceivedCall {
  path: string;
  model: string;
  body: Record<string, unknown>;
  authorization?: string;
  /** When the request arrived (performance.now()). */
  at: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * An OpenAI-compatible server on loopback for the tests: real HTTP, chat completions with and
 * without server-sent-event streaming, image generation, speech, transcription and moderation, with the
 * behaviour of each model name set by the test.
 */
export class OpenAiLoopback {
  readonly calls: ReceivedCall[] = [];
  private readonly behaviours = new Map<string, ModelBehaviour>();
  private server: Server | undefined;
  url = '';

  behave(model: string, behaviour: ModelBehaviour): void {
    this.behaviours.set(model, behaviour);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
    });
    const path = (req.url ?? '').replace(/^\/v1/, '');
    const json = req.headers['content-type']?.includes('application/json')
      ? (JSON.parse(raw.toString() || '{}') as Record<string, unknown>)
      : {};
    const model = String(
      json.model ?? raw.toString().match(/name="model"\r\n\r\n([^\r]+)/)?.[1] ?? '',
    );
    this.calls.push({
      path,
      model,
      body: json,
      authorization: req.headers.authorization,
      at: performance.now(),
    });
    const behaviour = this.behaviours.get(model) ?? {};
    if (behaviour.delayMs) await wait(behaviour.delayMs);
    if (behaviour.status) {
      res
        .writeHead(behaviour.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `loopback refuses ${model}` } }));
      return;
    }
    if (path === '/chat/completions') return this.chat(res, json, behaviour);
    if (path === '/images/generations') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [{ b64_json: TINY_PNG }] }));
      return;
    }
    if (path === '/moderations') {
      const inputs = Array.isArray(json.input) ? (json.input as string[]) : [String(json.input)];
      const results = inputs.map((input) => {
        const hits = (behaviour.flags ?? []).filter((f) => input.includes(f.word));
        const categories = Object.fromEntries(
          hits.flatMap((f) => f.categories).map((name) => [name, true]),
        );
        return { flagged: hits.length > 0, categories };
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'modr-loopback', model, results }));
      return;
    }
    if (path === '/audio/speech') {
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav(1));
      return;
    }
    if (path === '/audio/transcriptions') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          text: behaviour.answer ?? 'When was the Eiffel Tower built?',
          language: 'en',
          duration: 2.5,
        }),
      );
      return;
    }
    res.writeHead(404).end();
  }

  private async chat(
    res: ServerResponse,
    body: Record<string, unknown>,
    behaviour: ModelBehaviour,
  ): Promise<void> {
    const messages = (body.messages as { content: string }[]) ?? [];
    const answer = behaviour.answer ?? 'The loopback model answers.';
    const usage = {
      prompt_tokens: behaviour.promptTokens ?? words(messages.map((m) => m.content).join(' ')),
      completion_tokens: behaviour.completionTokens ?? words(answer),
    };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: answer } }],
          ...(behaviour.noUsage ? {} : { usage }),
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const size = behaviour.pieceChars ?? 4;
    for (let i = 0; i < answer.length; i += size) {
      res.write(
        `data: ${JSON.stringify({ choices: [{ delta: { content: answer.slice(i, i + size) } }] })}\n\n`,
      );
      if (behaviour.pieceDelayMs) await wait(behaviour.pieceDelayMs);
    }
    if (!behaviour.noUsage) res.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
    res.end('data: [DONE]\n\n');
  }
}

// A 1x1 transparent PNG.
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A PCM WAV of silence: 16 kHz, 16-bit mono. */
export function silentWav(seconds: number): Buffer {
  const data = 16_000 * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

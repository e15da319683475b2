import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../../lib/storage/local-disk';
import { OpenAiLoopback } from '../../../test/ai/openai-loopback';
import { providersFromEnv, type ProviderJob } from '../providers';
import { decodePng, decodeWav } from './worker-files';

const dir = mkdtempSync(join(tmpdir(), 'lanes-openai-provider-'));
const storage = new LocalDiskStorage(dir);
const server = new OpenAiLoopback();
let env: Record<string, string>;
const tenantId = '22222222-2222-4222-8222-222222222222';

beforeAll(async () => {
  const url = await server.start();
  const models = [
    { id: 'painter', kind: 'openai', baseUrl: url, apiKey: 'sk-images', capabilities: ['images'] },
    { id: 'reader', kind: 'openai', baseUrl: url, capabilities: ['speech'] },
  ];
  env = { MEDIA_PROVIDERS: 'openai,local', AI_MODELS: JSON.stringify(models) };
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const job = (type: string, params: Record<string, unknown>): ProviderJob => ({
  id: '00000000-0000-4000-8000-00000000000a',
  tenantId,
  type,
  params,
  provider: null,
  attempt: 1,
});
const options = () => ({ onProgress: () => undefined, signal: new AbortController().signal });

describe('media jobs on an OpenAI-compatible server (AI_MODELS, MEDIA_PROVIDERS=openai)', () => {
  it('draws one image per variant through /images/generations and stores what the server drew', async () => {
    const result = await providersFromEnv(storage, env).generate(
      job('image-generation', { prompt: 'a lighthouse', width: 512, height: 512, variants: 2 }),
      options(),
    );
    expect(result.provider).toBe('openai');
    expect(result.outputs.map((o) => [o.key, o.width, o.height])).toEqual([
      [`media/${tenantId}/00000000-0000-4000-8000-00000000000a/1.png`, 1, 1],
      [`media/${tenantId}/00000000-0000-4000-8000-00000000000a/2.png`, 1, 1],
    ]);
    expect(decodePng((await storage.get(result.outputs[0].key))!.data)).toMatchObject({
      width: 1,
      height: 1,
    });
    const calls = server.calls.filter((c) => c.path === '/images/generations');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      authorization: 'Bearer sk-images',
      body: {
        model: 'painter',
        prompt: 'a lighthouse',
        size: '512x512',
        response_format: 'b64_json',
      },
    });
  });

  it('reads text-to-speech jobs aloud through /audio/speech into a stored wav', async () => {
    const result = await providersFromEnv(storage, env).generate(
      job('text-to-speech', { text: 'Hello there', voiceId: 'auto', speed: 1.25 }),
      options(),
    );
    expect(result.provider).toBe('openai');
    expect(result.outputs[0]).toMatchObject({ contentType: 'audio/wav', durationSeconds: 1 });
    expect(decodeWav((await storage.get(result.outputs[0].key))!.data).seconds).toBe(1);
    expect(server.calls.filter((c) => c.path === '/audio/speech').at(-1)!.body).toEqual({
      model: 'reader',
      input: 'Hello there',
      voice: 'alloy',
      response_format: 'wav',
      speed: 1.25,
    });
  });

  it('serves a provider name of MEDIA_PROVIDER_MAP on the AI_MODELS model its route names', async () => {
    const named = {
      ...env,
      MEDIA_PROVIDERS: 'local',
      MEDIA_PROVIDER_MAP: JSON.stringify({
        'dall-e': 'openai:painter',
        voice: { adapter: 'openai', model: 'reader', types: ['text-to-speech'] },
      }),
    };
    const drawn = await providersFromEnv(storage, named).generate(
      {
        ...job('image-generation', {
          prompt: 'a dall-e fox',
          width: 256,
          height: 256,
          variants: 1,
        }),
        provider: 'dall-e',
      },
      options(),
    );
    expect(drawn).toMatchObject({
      provider: 'dall-e',
      attempts: [{ provider: 'dall-e', adapter: 'openai' }],
    });
    expect(server.calls.filter((c) => c.path === '/images/generations').at(-1)).toMatchObject({
      body: { model: 'painter', prompt: 'a dall-e fox', size: '256x256' },
    });
    const read = await providersFromEnv(storage, named).generate(
      { ...job('text-to-speech', { text: 'Hi', voiceId: 'auto' }), provider: 'voice' },
      options(),
    );
    expect(read).toMatchObject({ provider: 'voice', outputs: [{ contentType: 'audio/wav' }] });
    // A route whose model lacks the capability, or is not in AI_MODELS, stops the start.
    expect(() =>
      providersFromEnv(storage, { ...env, MEDIA_PROVIDER_MAP: '{"dall-e":"openai:reader"}' }),
    ).toThrow(
      'MEDIA_PROVIDER_MAP entry dall-e: AI_MODELS has no openai model reader with the capability for image-generation',
    );
    expect(() =>
      providersFromEnv(storage, { ...env, MEDIA_PROVIDER_MAP: '{"dall-e":"openai:nobody"}' }),
    ).toThrow('MEDIA_PROVIDER_MAP names the AI_MODELS id nobody, which AI_MODELS does not have');
  });

  it('leaves the job types it has no model for to the next provider, and falls back when the server fails', async () => {
    const music = await providersFromEnv(storage, env).generate(
      job('music-generation', { prompt: 'calm', duration: 15 }),
      options(),
    );
    expect(music.provider).toBe('local');
    server.behave('painter', { status: 500 });
    const failed = await providersFromEnv(storage, env).generate(
      job('image-generation', { prompt: 'x', width: 64, height: 64, variants: 1 }),
      options(),
    );
    expect(failed.attempts).toEqual([
      { provider: 'openai', error: expect.stringContaining('answered 500') },
      { provider: 'local' },
    ]);
  });

  it('refuses to start without a model that can serve media', () => {
    expect(() => providersFromEnv(storage, { MEDIA_PROVIDERS: 'openai' })).toThrow(
      /images or speech capability/,
    );
  });
});

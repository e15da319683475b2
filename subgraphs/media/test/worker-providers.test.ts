import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pdfText } from '../../../test/pdf-text';
import { generateWith, providerFixture } from './provider-fixture';
import { encodePng } from '../providers/encoders/png';
import { encodeWav } from '../providers/encoders/wav';
import {
  HttpProvider,
  LocalProvider,
  ProviderChain,
  providersFromEnv,
  type MediaProvider,
} from '../providers';
import { decodePng, decodeWav } from './worker-files';

const { storage, tenantId, job } = providerFixture(
  'providers',
  '11111111-1111-4111-8111-111111111111',
);
const run = generateWith;
const stored = async (key: string) => (await storage.get(key))!;

describe('PNG encoder', () => {
  it('writes signature, IHDR, IDAT and IEND with valid CRCs and width x height rows', () => {
    const pixels = new Uint8Array(7 * 5 * 3).map((_, i) => i % 256);
    const png = decodePng(encodePng({ width: 7, height: 5, channels: 3, pixels }));
    expect(png).toMatchObject({
      width: 7,
      height: 5,
      colourType: 2,
      chunks: ['IHDR', 'IDAT', 'IEND'],
    });
    expect(png.rows).toHaveLength(5);
    expect(png.rows.every((row) => row[0] === 0 && row.length === 7 * 3 + 1)).toBe(true);
    expect([...png.rows[1].subarray(1, 4)]).toEqual([21, 22, 23]);
  });

  it('refuses a pixel buffer that does not match the size', () => {
    expect(() =>
      encodePng({ width: 2, height: 2, channels: 3, pixels: new Uint8Array(5) }),
    ).toThrow(/does not match/);
  });
});

describe('WAV encoder', () => {
  it('writes a RIFF/WAVE PCM header whose data gives the duration', () => {
    const wav = decodeWav(encodeWav(new Float32Array(16_000 * 2.5)));
    expect(wav).toEqual({
      sampleRate: 16_000,
      channels: 1,
      bits: 16,
      samples: 40_000,
      seconds: 2.5,
    });
  });
});

describe('local provider', () => {
  const local = new LocalProvider(storage);

  it('makes one PNG per variant of the requested size under media/<tenant>/<job>/<n>.png', async () => {
    const j = job('image-generation', {
      prompt: 'a lighthouse at dusk',
      width: 320,
      height: 256,
      variants: 2,
    });
    const progress: number[] = [];
    const outputs = await run(local, j, progress);
    expect(outputs.map((o) => o.key)).toEqual([
      `media/${tenantId}/${j.id}/1.png`,
      `media/${tenantId}/${j.id}/2.png`,
    ]);
    expect(progress).toEqual([50, 100]);
    for (const output of outputs) {
      // The key only: links expire, so they are signed when a job is read, never stored.
      expect(output).toMatchObject({ width: 320, height: 256, contentType: 'image/png' });
      expect(output).not.toHaveProperty('url');
      const file = await stored(output.key);
      expect(file.contentType).toBe('image/png');
      expect(decodePng(file.data)).toMatchObject({ width: 320, height: 256 });
    }
    // Deterministic per prompt and variant: the two variants differ, a rerun is identical.
    const [a, b] = await Promise.all(outputs.map((o) => stored(o.key)));
    expect(a.data.equals(b.data)).toBe(false);
    const again = await run(local, { ...j, id: '00000000-0000-4000-8000-999999999999' });
    expect((await stored(again[0].key)).data.equals(a.data)).toBe(true);
  });

  it('makes speech and music WAVs of the expected length', async () => {
    const [speech] = await run(
      local,
      job('text-to-speech', { text: 'one two three four five six seven eight nine ten', speed: 1 }),
    );
    const wav = decodeWav((await stored(speech.key)).data);
    expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1, bits: 16 });
    expect(speech).toMatchObject({
      contentType: 'audio/wav',
      width: null,
      height: null,
      durationSeconds: Math.round(wav.seconds * 1000) / 1000,
    });
    const [music] = await run(
      local,
      job('music-generation', { prompt: 'calm piano', duration: 15, tempo: 'fast' }),
    );
    expect(decodeWav((await stored(music.key)).data)).toMatchObject({
      seconds: 15,
      sampleRate: 22_050,
    });
  });

  it('makes a transparent cutout and an upscale of a stored source PNG', async () => {
    const source = await run(
      local,
      job('image-generation', { prompt: 'source', width: 300, height: 200 }),
    );
    const [cutout] = await run(
      local,
      job('background-removal', { imageUrl: `/files/${source[0].key}`, outputFormat: 'png' }),
    );
    const decoded = decodePng((await stored(cutout.key)).data);
    expect(decoded).toMatchObject({ width: 300, height: 200, colourType: 6 });
    expect(decoded.rows[0][4]).toBe(0); // the corner's alpha: background removed
    const [upscaled] = await run(
      local,
      job('image-upscale', { imageUrl: `/files/${source[0].key}`, scale: 2 }),
    );
    expect(upscaled).toMatchObject({ width: 600, height: 400 });
    expect(decodePng((await stored(upscaled.key)).data)).toMatchObject({ width: 600, height: 400 });
  });

  it('makes avatars, PDF renders and minting records, and refuses subtitles without a transcription model', async () => {
    const [model, preview] = await run(
      local,
      job('avatar-generation', {
        sourceType: 'description',
        sourceData: 'a pirate',
        style: 'cartoon',
      }),
    );
    const glb = (await stored(model.key)).data;
    expect(model.contentType).toBe('model/gltf-binary');
    expect(glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    expect(JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12))).asset.version).toBe(
      '2.0',
    );
    expect(preview).toMatchObject({ width: 512, height: 512 });
    const [pdf] = await run(
      local,
      job('template-render', {
        templateId: 't',
        data: { title: 'Gala (2026)', date: '2026-05-01' },
        outputFormat: 'pdf',
      }),
    );
    const data = (await stored(pdf.key)).data;
    const text = data.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    // A text layer (pdfkit, fonts embedded): the title and the date in words, whole.
    const [page] = await pdfText(data);
    expect(page.replace(/\s+/g, ' ')).toContain('Gala (2026)');
    expect(page).toContain('Friday 1 May 2026');
    // Subtitles need a transcription model (local-jobs.test.ts has them made): without one, nothing is fetched or made.
    await expect(
      run(local, job('subtitles', { videoUrl: 'https://v.example/a.mp4', position: 'top' })),
    ).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: expect.stringContaining('AI_MODELS'),
    });
    const [mint] = await run(
      local,
      job('asset-minting', { assetUrl: '/files/media/x/1.png', metadata: { name: 'N' } }),
    );
    expect(JSON.parse((await stored(mint.key)).data.toString())).toMatchObject({
      name: 'N',
      blockchain: 'polygon',
      simulated: true,
    });
  });

  it('stops between files when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      local.generate(job('image-generation', { prompt: 'x', width: 256, height: 256 }), {
        onProgress: () => undefined,
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled');
  });
});

describe('provider chain and the HTTP adapter', () => {
  let server: Server;
  let url = '';
  let answer: (req: IncomingMessage, body: string) => { status: number; body: unknown };
  const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: JSON.parse(body || '{}') });
        const a = answer(req, body);
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const png = encodePng({ width: 4, height: 3, channels: 3, pixels: new Uint8Array(36) });

  it('stores the files an external service returns', async () => {
    answer = () => ({
      status: 200,
      body: {
        outputs: [{ contentType: 'image/png', data: png.toString('base64'), width: 4, height: 3 }],
      },
    });
    // The service serves the provider name dall-e (MEDIA_PROVIDER_MAP), and is told which name was asked for.
    const chain = providersFromEnv(storage, {
      MEDIA_PROVIDERS: 'http,local',
      MEDIA_HTTP_PROVIDER_URL: url,
      MEDIA_HTTP_PROVIDER_TOKEN: 'secret',
      MEDIA_PROVIDER_MAP: '{"dall-e":"http"}',
    });
    const j = job('image-generation', { prompt: 'remote', width: 256, height: 256 }, 'dall-e');
    const result = await chain.generate(j, {
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    expect(result.provider).toBe('dall-e');
    expect(result.attempts).toEqual([{ provider: 'dall-e', adapter: 'http' }]);
    expect(result.outputs[0]).toMatchObject({
      key: `media/${tenantId}/${j.id}/1.png`,
      width: 4,
      height: 3,
    });
    expect((await stored(result.outputs[0].key)).data.equals(png)).toBe(true);
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer secret');
    expect(request.headers['idempotency-key']).toBe(`${j.id}:1`);
    expect(request.body).toMatchObject({
      jobId: j.id,
      tenantId,
      type: 'image-generation',
      provider: 'dall-e',
      params: { prompt: 'remote' },
    });
  });

  it('falls back to the local provider when the service fails', async () => {
    answer = () => ({ status: 503, body: { error: 'overloaded' } });
    const warnings: string[] = [];
    const chain = new ProviderChain(
      [new HttpProvider(storage, { url }), new LocalProvider(storage)],
      (m) => warnings.push(m),
    );
    const result = await chain.generate(
      job('image-generation', { prompt: 'fallback', width: 256, height: 300 }),
      { onProgress: () => undefined, signal: new AbortController().signal },
    );
    expect(result.provider).toBe('local');
    expect(result.attempts).toEqual([
      { provider: 'http', error: 'http answered HTTP 503' },
      { provider: 'local' },
    ]);
    expect(decodePng((await stored(result.outputs[0].key)).data)).toMatchObject({
      width: 256,
      height: 300,
    });
    expect(warnings[0]).toContain('provider http failed');
  });

  it('fails with ERR_PROVIDER_ERROR (502) when every provider fails, without leaking their messages', async () => {
    answer = () => ({ status: 200, body: { nothing: true } });
    const broken: MediaProvider = {
      name: 'broken',
      supports: () => true,
      generate: async () => {
        throw new Error('internal host db-7 down');
      },
    };
    const chain = new ProviderChain([new HttpProvider(storage, { url }), broken], () => undefined);
    const failure = chain.generate(job('image-generation', { prompt: 'x' }), {
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    await expect(failure).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      httpStatus: 502,
      message: 'Generation failed at every provider (http, broken)',
    });
  });

  it('refuses a configuration it cannot run', () => {
    expect(() => providersFromEnv(storage, { MEDIA_PROVIDERS: 'http' })).toThrow(
      /MEDIA_HTTP_PROVIDER_URL/,
    );
    expect(() => providersFromEnv(storage, { MEDIA_PROVIDERS: 'local,magic' })).toThrow(
      /unknown provider "magic"/,
    );
    expect(providersFromEnv(storage, {}).providers.map((p) => p.name)).toEqual(['local']);
  });
});

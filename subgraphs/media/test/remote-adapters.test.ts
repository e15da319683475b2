import { providerCatalogue } from '../providers/catalogue';
import { pictureSize } from '../providers/file-info';
import { providersFromEnv } from '../providers';
import { mediaProviderSettings } from '../providers/settings';
import { waitFor } from '../../../test/wait';
import { providerFixture } from './provider-fixture';
import { fakeFal, fakeReplicate, fileHost, mp4, png, type Loopback } from './remote-fakes';

// The Replicate and fal adapters against loopback services speaking their protocols, the
// provider-name routes (MEDIA_PROVIDER_MAP) and their checks. Jobs end to end: remote-jobs.test.ts.

const { storage, tenantId, job } = providerFixture(
  'remote',
  '22222222-2222-4222-8222-222222222222',
);
const VERSION = 'a'.repeat(64);

const wide = png(64, 32);
const tall = png(16, 48, [10, 120, 200]);
const clip = mp4(5, 1280, 720);
const files = fileHost({
  'a.png': { type: 'image/png', data: wide },
  'b.bin': { type: 'application/octet-stream', data: tall },
  'clip.mp4': { type: 'video/mp4', data: clip },
});
let replicate: ReturnType<typeof fakeReplicate>;
let fal: ReturnType<typeof fakeFal>;
const servers: Loopback[] = [];

beforeAll(async () => {
  await files.start();
  replicate = fakeReplicate('r8_secret', {
    'acme/painter': {
      steps: ['starting', 'processing', 'succeeded'],
      output: [`${files.url}/a.png`, `${files.url}/b.bin`],
    },
    [`acme/old-painter:${VERSION}`]: { steps: ['succeeded'], output: `${files.url}/a.png` },
    'acme/broken': { steps: ['processing', 'failed'], error: 'CUDA out of memory' },
    'acme/picky': { create: 422, steps: [] },
    'acme/slow': { steps: ['processing'] },
    'acme/restarting': {
      unavailablePolls: 2,
      steps: ['processing', 'succeeded'],
      output: { image: `${files.url}/a.png` },
    },
    'acme/down': { unavailablePolls: 3, steps: ['succeeded'], output: `${files.url}/a.png` },
  });
  fal = fakeFal('fal_secret', {
    'fal-ai/flux/schnell': {
      steps: ['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED'],
      result: {
        status: 200,
        body: {
          images: [{ url: `${files.url}/b.bin`, content_type: 'image/png', width: 16, height: 48 }],
          seed: 7,
        },
      },
    },
    'fal-ai/flux/dev': {
      steps: ['COMPLETED'],
      result: { status: 422, body: { detail: [{ msg: 'image_size too large' }] } },
    },
    'fal-ai/slow/video': { steps: ['IN_PROGRESS'], result: { status: 200, body: {} } },
    'fal-ai/kling-video/v2/text-to-video': {
      steps: ['IN_QUEUE', 'COMPLETED'],
      result: {
        status: 200,
        body: {
          video: {
            url: `${files.url}/clip.mp4`,
            content_type: 'video/mp4',
            file_size: clip.length,
          },
        },
      },
    },
  });
  for (const s of [replicate, fal]) servers.push(await s.start());
});
afterAll(async () => {
  await Promise.all([files, ...servers].map((s) => s.close()));
});

const env = (map: Record<string, unknown>, extra: Record<string, string> = {}) => ({
  REPLICATE_API_TOKEN: 'r8_secret',
  MEDIA_REPLICATE_URL: `${replicate.url}/v1`,
  MEDIA_REPLICATE_POLL_MS: '10',
  FAL_KEY: 'fal_secret',
  MEDIA_FAL_URL: fal.url,
  MEDIA_FAL_POLL_MS: '10',
  MEDIA_PROVIDER_MAP: JSON.stringify(map),
  ...extra,
});
const options = (progress: number[] = [], signal = new AbortController().signal) => ({
  onProgress: (v: number) => void progress.push(v),
  signal,
});
const image = {
  prompt: 'a lighthouse',
  width: 512,
  height: 512,
  variants: 2,
  stylePreset: 'oil-painting',
};

describe('Replicate predictions', () => {
  it('creates a prediction on the model, polls it to succeeded and stores its files as what they are', async () => {
    const chain = providersFromEnv(
      storage,
      env({
        'stable-diffusion': { adapter: 'replicate', model: 'acme/painter', input: { guidance: 7 } },
      }),
    );
    const progress: number[] = [];
    const j = job('image-generation', image, 'stable-diffusion');
    const result = await chain.generate(j, options(progress));
    expect(result).toMatchObject({
      provider: 'stable-diffusion',
      attempts: [{ provider: 'stable-diffusion', adapter: 'replicate' }],
    });
    const [create] = replicate.seen('POST', /\/v1\/models\/acme\/painter\/predictions$/).slice(-1);
    expect(create.body).toEqual({
      input: {
        prompt: 'a lighthouse, oil painting style',
        width: 512,
        height: 512,
        num_outputs: 2,
        guidance: 7,
      },
    });
    const id = replicate
      .seen('GET', /\/v1\/predictions\//)
      .at(-1)!
      .path.split('/')
      .at(-1);
    expect(replicate.predictions.get(id!)).toMatchObject({ status: 'succeeded', polls: 3 });
    // Both files, sized and typed from their bytes (the second was served as octet-stream).
    expect(result.outputs).toEqual([
      expect.objectContaining({
        key: `media/${tenantId}/${j.id}/1.png`,
        contentType: 'image/png',
        width: 64,
        height: 32,
      }),
      expect.objectContaining({
        key: `media/${tenantId}/${j.id}/2.png`,
        contentType: 'image/png',
        width: 16,
        height: 48,
      }),
    ]);
    const stored = await storage.get(result.outputs[1].key);
    expect(stored!.data.equals(tall)).toBe(true);
    expect(pictureSize(stored!.data)).toEqual({ width: 16, height: 48 });
    // The token goes to the API only, never to the file host.
    expect(files.calls.every((c) => c.headers.authorization === undefined)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('runs a pinned version through POST /predictions', async () => {
    const chain = providersFromEnv(
      storage,
      env({
        flux: {
          adapter: 'replicate',
          model: `acme/old-painter:${VERSION}`,
          types: ['image-generation'],
        },
      }),
    );
    const result = await chain.generate(
      job('image-generation', { prompt: 'x', width: 64, height: 32 }, 'flux'),
      options(),
    );
    expect(result.outputs).toHaveLength(1);
    expect(replicate.seen('POST', /^\/v1\/predictions$/).at(-1)!.body).toEqual({
      version: VERSION,
      input: { prompt: 'x', width: 64, height: 32 },
    });
  });

  it('rides out two unavailable polls, and fails the attempt on the third in a row', async () => {
    const chain = providersFromEnv(
      storage,
      env({ imagen: ['replicate:acme/restarting'], 'dall-e': ['replicate:acme/down'] }),
    );
    const ok = await chain.generate(
      job('image-generation', { prompt: 'x', width: 64, height: 32 }, 'imagen'),
      options(),
    );
    expect(ok.outputs).toEqual([expect.objectContaining({ width: 64, height: 32 })]);
    const down = await chain
      .generate(
        job('image-generation', { prompt: 'x', width: 64, height: 32 }, 'dall-e'),
        options(),
      )
      .catch((e: Error) => e);
    expect(down).toMatchObject({ code: 'ERR_PROVIDER_ERROR' });
    const prediction = [...replicate.predictions.values()].find((r) => r.model === 'acme/down')!;
    expect(prediction).toMatchObject({ unavailable: 3, polls: 0 });
  });

  it('falls back from a failed prediction, then from a refused one, to the next route of the name', async () => {
    const chain = providersFromEnv(
      storage,
      env({
        'stable-diffusion': [
          'replicate:acme/broken',
          'replicate:acme/picky',
          'fal:fal-ai/flux/schnell',
        ],
      }),
    );
    const result = await chain.generate(
      job('image-generation', image, 'stable-diffusion'),
      options(),
    );
    expect(result.attempts).toEqual([
      {
        provider: 'stable-diffusion',
        adapter: 'replicate',
        error: expect.stringMatching(/^replicate prediction \w+ failed: CUDA out of memory$/),
      },
      {
        provider: 'stable-diffusion',
        adapter: 'replicate',
        error: 'replicate create answered HTTP 422: input: prompt is required',
      },
      { provider: 'stable-diffusion', adapter: 'fal' },
    ]);
    expect(result.outputs).toEqual([
      expect.objectContaining({ contentType: 'image/png', width: 16, height: 48 }),
    ]);
  });

  it("fails with ERR_PROVIDER_ERROR when every route fails, without the services' messages", async () => {
    const chain = providersFromEnv(
      storage,
      env({ 'stable-diffusion': ['replicate:acme/broken', 'fal:fal-ai/flux/dev'] }),
    );
    const failure = chain.generate(job('image-generation', image, 'stable-diffusion'), options());
    await expect(failure).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: 'Generation failed at every provider (stable-diffusion, stable-diffusion)',
    });
  });

  it('cancels the prediction when the job stops, and rethrows the stop', async () => {
    const chain = providersFromEnv(
      storage,
      env({ 'stable-diffusion': ['replicate:acme/slow', 'fal:fal-ai/flux/schnell'] }),
    );
    const controller = new AbortController();
    const before = fal.calls.length;
    const running = chain.generate(
      job('image-generation', image, 'stable-diffusion'),
      options([], controller.signal),
    );
    await waitFor(() =>
      replicate
        .seen('GET', /\/v1\/predictions\//)
        .some((c) => replicate.predictions.get(c.path.split('/').at(-1)!)?.model === 'acme/slow'),
    );
    controller.abort(new Error('job cancelled'));
    await expect(running).rejects.toThrow('job cancelled');
    const slow = [...replicate.predictions.values()].find((p) => p.model === 'acme/slow')!;
    expect(slow.status).toBe('canceled');
    expect(replicate.seen('POST', new RegExp(`/v1/predictions/${slow.id}/cancel$`))).toHaveLength(
      1,
    );
    // A stop is no provider failure: the chain does not go on to fal.
    expect(fal.calls.length).toBe(before);
  });
});

describe('fal queue', () => {
  it("submits to the endpoint, polls the app's request status and reads the result", async () => {
    const chain = providersFromEnv(
      storage,
      env({
        'dall-e': {
          adapter: 'fal',
          model: 'fal-ai/flux/schnell',
          input: { enable_safety_checker: true },
        },
      }),
    );
    const result = await chain.generate(job('image-generation', image, 'dall-e'), options());
    expect(result).toMatchObject({
      provider: 'dall-e',
      attempts: [{ provider: 'dall-e', adapter: 'fal' }],
      outputs: [{ contentType: 'image/png', width: 16, height: 48 }],
    });
    const submit = fal.seen('POST', /^\/fal-ai\/flux\/schnell$/).at(-1)!;
    expect(submit.headers.authorization).toBe('Key fal_secret');
    expect(submit.body).toEqual({
      prompt: 'a lighthouse, oil painting style',
      image_size: { width: 512, height: 512 },
      num_images: 2,
      enable_safety_checker: true,
    });
    const id = [...fal.requests.values()].at(-1)!.id;
    expect(fal.seen('GET', new RegExp(`^/fal-ai/flux/requests/${id}/status$`))).toHaveLength(3);
    expect(fal.seen('GET', new RegExp(`^/fal-ai/flux/requests/${id}$`))).toHaveLength(1);
  });

  it('stores a video result as an MP4 with its duration and picture size', async () => {
    const chain = providersFromEnv(
      storage,
      env({ pika: 'fal:fal-ai/kling-video/v2/text-to-video' }),
    );
    const result = await chain.generate(
      job('video-generation', { prompt: 'a paper boat', duration: 5, aspectRatio: '16:9' }, 'pika'),
      options(),
    );
    expect(result.outputs).toEqual([
      expect.objectContaining({
        contentType: 'video/mp4',
        width: 1280,
        height: 720,
        durationSeconds: 5,
      }),
    ]);
    expect(result.outputs[0].key).toMatch(/\/1\.mp4$/);
    expect((await storage.get(result.outputs[0].key))!.data.equals(clip)).toBe(true);
    // Polled under the app (owner/name), not the endpoint's sub-path.
    const id = [...fal.requests.values()].find(
      (r) => r.endpoint === 'fal-ai/kling-video/v2/text-to-video',
    )!.id;
    expect(fal.seen('GET', new RegExp(`^/fal-ai/kling-video/requests/${id}/status$`))).toHaveLength(
      2,
    );
  });

  it('cancels the request when the job stops', async () => {
    const chain = providersFromEnv(storage, env({ sora: 'fal:fal-ai/slow/video' }));
    const controller = new AbortController();
    const running = chain.generate(
      job(
        'video-generation',
        { prompt: 'waves', duration: 5, aspectRatio: '16:9', fps: 24 },
        'sora',
      ),
      options([], controller.signal),
    );
    await waitFor(() => fal.seen('GET', /^\/fal-ai\/slow\/requests\/[\w-]+\/status$/).length > 0);
    controller.abort(new Error('over the time limit'));
    await expect(running).rejects.toThrow('over the time limit');
    const request = [...fal.requests.values()].find((r) => r.endpoint === 'fal-ai/slow/video')!;
    expect(request).toMatchObject({
      cancelled: true,
      input: { prompt: 'waves', duration: '5', aspect_ratio: '16:9' },
    });
    expect(
      fal.seen('PUT', new RegExp(`^/fal-ai/slow/requests/${request.id}/cancel$`)),
    ).toHaveLength(1);
  });
});

describe('provider names', () => {
  it('runs a job naming a provider on its routes only, and one naming none on MEDIA_PROVIDERS only', async () => {
    const chain = providersFromEnv(
      storage,
      env({ 'stable-diffusion': 'fal:fal-ai/flux/schnell' }, { MEDIA_PROVIDERS: 'local' }),
    );
    expect(
      chain
        .plan(job('image-generation', image, 'stable-diffusion'))
        .map((p) => [p.name, p.adapter]),
    ).toEqual([['stable-diffusion', 'fal']]);
    expect(chain.plan(job('image-generation', image, null)).map((p) => p.name)).toEqual(['local']);
    // A name configured for images is no route for video: nothing is substituted.
    await expect(
      chain.generate(
        job('video-generation', { prompt: 'x', duration: 5 }, 'stable-diffusion'),
        options(),
      ),
    ).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: 'stable-diffusion is not configured for video-generation',
    });
  });

  it('tries a name listed in MEDIA_PROVIDERS in its place for jobs naming none, falling back to the next entry', async () => {
    const chain = providersFromEnv(
      storage,
      env({ 'dall-e': 'replicate:acme/broken' }, { MEDIA_PROVIDERS: 'dall-e,local' }),
    );
    const result = await chain.generate(
      job('image-generation', { prompt: 'x', width: 256, height: 256 }, null),
      options(),
    );
    expect(result.provider).toBe('local');
    expect(result.attempts).toEqual([
      {
        provider: 'dall-e',
        adapter: 'replicate',
        error: expect.stringContaining('CUDA out of memory'),
      },
      { provider: 'local' },
    ]);
  });

  it('tells a creation which names are configured for the type', () => {
    const catalogue = providerCatalogue(
      mediaProviderSettings(
        env({ 'stable-diffusion': 'fal:fal-ai/flux/schnell', runway: 'replicate:acme/painter' }),
      ),
      { transcription: false },
    );
    expect(
      catalogue.missing({ type: 'image-generation', provider: 'stable-diffusion', params: {} }),
    ).toBeUndefined();
    expect(
      catalogue.missing({ type: 'image-generation', provider: 'midjourney', params: {} }),
    ).toBe(
      'midjourney is not configured on this platform for image-generation (configured: stable-diffusion); leave provider out to let the platform choose',
    );
    expect(catalogue.missing({ type: 'video-generation', provider: 'sora', params: {} })).toMatch(
      /^sora is not configured .* \(configured: runway\)/,
    );
    expect(
      catalogue.missing({ type: 'video-generation', provider: null, params: {} }),
    ).toBeUndefined();
    // The local provider makes subtitles only with a transcription model.
    expect(catalogue.missing({ type: 'subtitles', provider: null, params: {} })).toMatch(
      /^Subtitles need a transcription provider: configure AI_MODELS/,
    );
    const transcribing = providerCatalogue(mediaProviderSettings(env({})), { transcription: true });
    expect(transcribing.missing({ type: 'subtitles', provider: null, params: {} })).toBeUndefined();
  });

  it.each([
    [
      { MEDIA_PROVIDER_MAP: '{"dall-e":"replicate:acme/x"}' },
      'MEDIA_PROVIDER_MAP entry dall-e uses replicate, so REPLICATE_API_TOKEN must be set',
    ],
    [
      { FAL_KEY: 'k', MEDIA_PROVIDER_MAP: '{"dall-e":"fal"}' },
      'MEDIA_PROVIDER_MAP entry dall-e: fal needs a model',
    ],
    [
      { MEDIA_PROVIDER_MAP: '{"dall-e":"local"}' },
      'MEDIA_PROVIDER_MAP entry dall-e: adapter must be one of http, openai, replicate, fal (the local provider serves only jobs that name no provider)',
    ],
    [
      { REPLICATE_API_TOKEN: 't', MEDIA_PROVIDER_MAP: '{"dall-e":"replicate:not a model"}' },
      'MEDIA_PROVIDER_MAP entry dall-e: a Replicate model is owner/name or owner/name:<64 hex version>',
    ],
    [
      { REPLICATE_API_TOKEN: 't', MEDIA_PROVIDER_MAP: '{"mine":"replicate:a/b"}' },
      'MEDIA_PROVIDER_MAP entry mine: types must list the job types it serves (only documented provider names have a default)',
    ],
    [
      {
        REPLICATE_API_TOKEN: 't',
        MEDIA_PROVIDER_MAP: '{"mine":{"adapter":"replicate","model":"a/b","types":["subtitles"]}}',
      },
      'MEDIA_PROVIDER_MAP entry mine: replicate cannot make subtitles',
    ],
    [{ MEDIA_PROVIDER_MAP: '[1]' }, 'MEDIA_PROVIDER_MAP must be a JSON object of provider names'],
    [{ MEDIA_PROVIDERS: 'local,dall-e' }, 'MEDIA_PROVIDERS: unknown provider "dall-e"'],
    [
      { REPLICATE_API_TOKEN: 't', MEDIA_REPLICATE_URL: 'ftp://x' },
      'MEDIA_REPLICATE_URL must be an http(s) URL',
    ],
  ])('refuses a bad setting, naming it: %j', (bad, message) => {
    expect(() => mediaProviderSettings(bad)).toThrow(message);
  });
});

import { ok } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { create, fieldsOf, namedProviders, problems, userOn } from './helpers';

let user: Session;
const { p, t } = platformFixture({ media: namedProviders('midjourney') });
beforeAll(async () => {
  user = await userOn(p, t, 'pro', 5000);
});

const oneOf = (values: string) => `must be one of ${values}`;
/** A whole 1 x 1 PNG: a source must decode (docs/media.md, "Validation"). */
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('generateImage', () => {
  it('needs a prompt and reports every other problem with it', async () => {
    expect(await problems(p, user, 'generateImage', {})).toEqual([
      { field: 'prompt', problem: 'is required' },
    ]);
    const input = {
      prompt: '  ',
      width: 100,
      height: 4096,
      quality: 'best',
      variants: 5,
      provider: 'dalle',
      stylePreset: 'oil',
      teamId: 'team-1',
    };
    expect(await problems(p, user, 'generateImage', input)).toEqual([
      { field: 'height', problem: 'must be at most 2048' },
      { field: 'prompt', problem: 'must not be empty' },
      { field: 'provider', problem: oneOf('dall-e, stable-diffusion, midjourney, imagen') },
      { field: 'quality', problem: oneOf('standard, high, ultra') },
      {
        field: 'stylePreset',
        problem: oneOf(
          'realistic, artistic, anime, 3d-render, cinematic, watercolor, pixel-art, sketch',
        ),
      },
      { field: 'teamId', problem: 'must be the id of a team (a UUID)' },
      { field: 'variants', problem: 'must be at most 4' },
      { field: 'width', problem: 'must be at least 256' },
    ]);
  });

  it('bounds the prompt at 1000 characters and variants from 1', async () => {
    expect(
      await problems(p, user, 'generateImage', { prompt: 'x'.repeat(1001), variants: 0 }),
    ).toEqual([
      { field: 'prompt', problem: 'must be at most 1000 characters' },
      { field: 'variants', problem: 'must be at least 1' },
    ]);
    expect(
      (await create(p, user, 'generateImage', { prompt: 'x'.repeat(1000), variants: 4 })).data
        .status,
    ).toBe('queued');
  });

  it('applies the defaults and keeps what was asked for', async () => {
    const plain = (await create(p, user, 'generateImage', { prompt: 'A lighthouse' })).data;
    expect(plain).toMatchObject({
      type: 'image-generation',
      status: 'queued',
      progress: 0,
      attempt: 1,
      provider: null,
      creditsReserved: 10,
    });
    expect(plain.params).toEqual({
      prompt: 'A lighthouse',
      width: 1024,
      height: 1024,
      quality: 'standard',
      variants: 1,
    });
    const full = (
      await create(p, user, 'generateImage', {
        prompt: 'A lighthouse',
        width: 512,
        height: 768,
        quality: 'high',
        variants: 2,
        provider: 'midjourney',
        stylePreset: '3d-render',
      })
    ).data;
    expect(full.provider).toBe('midjourney');
    expect(full.params).toEqual({
      prompt: 'A lighthouse',
      width: 512,
      height: 768,
      quality: 'high',
      variants: 2,
      stylePreset: '3d-render',
    });
    // The picture format: png when absent (docs/media-worker.md), else png, jpg or webp.
    expect(
      (await create(p, user, 'generateImage', { prompt: 'A lighthouse', outputFormat: 'webp' }))
        .data.params.outputFormat,
    ).toBe('webp');
    const inputs: Record<string, Record<string, unknown>> = {
      generateImage: { prompt: 'x' },
      transformImage: { imageUrl: 'https://x.test/a.png', transformation: 'filter' },
      upscaleImage: { imageUrl: 'https://x.test/a.png' },
    };
    for (const [operation, input] of Object.entries(inputs)) {
      expect(await problems(p, user, operation, { ...input, outputFormat: 'gif' })).toEqual([
        { field: 'outputFormat', problem: 'must be one of png, jpg, webp' },
      ]);
    }
  });

  it('refuses values of the wrong type before the rules', async () => {
    const res = await p.graphql(
      'mutation($input: GenerateImageInput!) { generateImage(input: $input) { id } }',
      { input: { prompt: 'x', width: 'wide' } },
      { token: user.token },
    );
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('transformImage', () => {
  it('needs the image and the transformation', async () => {
    expect(await fieldsOf(p, user, 'transformImage', {})).toEqual(['imageUrl', 'transformation']);
    expect(
      await problems(p, user, 'transformImage', {
        imageUrl: 'ftp://x/y.png',
        transformation: 'sharpen',
        strength: 1.5,
      }),
    ).toEqual([
      { field: 'imageUrl', problem: 'must be an http(s) URL or a /files/ path' },
      { field: 'strength', problem: 'must be at most 1' },
      { field: 'transformation', problem: oneOf('style-transfer, filter, enhance, colorize') },
    ]);
    expect(
      await problems(p, user, 'transformImage', {
        imageUrl: 'https://x.test/a.png',
        transformation: 'enhance',
        strength: -0.1,
      }),
    ).toEqual([{ field: 'strength', problem: 'must be at least 0' }]);
  });

  it('takes a base64 data URI and checks it', async () => {
    expect(
      await problems(p, user, 'transformImage', {
        imageUrl: 'data:image/bmp;base64,AAAA',
        transformation: 'filter',
      }),
    ).toEqual([
      {
        field: 'imageUrl',
        problem: 'must be a URL or a base64 data URI of a png, jpeg, webp or gif image',
      },
    ]);
    const job = await ok(
      p,
      user.token,
      'mutation($input: TransformImageInput!) { transformImage(input: $input) { params creditsReserved } }',
      { input: { imageUrl: PIXEL_PNG, transformation: 'colorize' } },
    );
    expect(job).toEqual({
      params: {
        imageUrl: PIXEL_PNG,
        transformation: 'colorize',
        strength: 0.7,
      },
      creditsReserved: 20,
    });
  });

  it('needs a style reference for style-transfer and only there', async () => {
    expect(
      await problems(p, user, 'transformImage', {
        imageUrl: 'https://x.test/a.png',
        transformation: 'style-transfer',
      }),
    ).toEqual([{ field: 'styleReference', problem: 'is required for style-transfer' }]);
    expect(
      await problems(p, user, 'transformImage', {
        imageUrl: 'https://x.test/a.png',
        transformation: 'filter',
        styleReference: 'https://x.test/s.png',
      }),
    ).toEqual([{ field: 'styleReference', problem: 'is only used with style-transfer' }]);
    const job = (
      await create(p, user, 'transformImage', {
        imageUrl: 'https://x.test/a.png',
        transformation: 'style-transfer',
        styleReference: 'https://x.test/s.png',
        strength: 0.3,
      })
    ).data;
    expect(job.params).toEqual({
      imageUrl: 'https://x.test/a.png',
      transformation: 'style-transfer',
      styleReference: 'https://x.test/s.png',
      strength: 0.3,
    });
  });
});

describe('removeBackground and upscaleImage', () => {
  it('remove-background needs a URL (no data URI) and takes png or webp, png by default', async () => {
    expect(await problems(p, user, 'removeBackground', {})).toEqual([
      { field: 'imageUrl', problem: 'is required' },
    ]);
    expect(
      await problems(p, user, 'removeBackground', {
        imageUrl: 'data:image/png;base64,AAAA',
        outputFormat: 'gif',
      }),
    ).toEqual([
      { field: 'imageUrl', problem: 'must be an http(s) URL or a /files/ path' },
      { field: 'outputFormat', problem: oneOf('png, webp') },
    ]);
    expect(
      (await create(p, user, 'removeBackground', { imageUrl: 'https://x.test/a.png' })).data.params,
    ).toEqual({ imageUrl: 'https://x.test/a.png', outputFormat: 'png' });
  });

  it('upscale takes scale 2 or 4 (default 4) and enhances details by default', async () => {
    expect(await problems(p, user, 'upscaleImage', { imageUrl: 'not a url', scale: 3 })).toEqual([
      { field: 'imageUrl', problem: 'must be an http(s) URL or a /files/ path' },
      { field: 'scale', problem: oneOf('2, 4') },
    ]);
    expect(await fieldsOf(p, user, 'upscaleImage', { imageUrl: '' })).toEqual(['imageUrl']);
    expect(
      (await create(p, user, 'upscaleImage', { imageUrl: 'https://x.test/a.png' })).data.params,
    ).toEqual({ imageUrl: 'https://x.test/a.png', scale: 4, enhanceDetails: true });
    expect(
      (
        await create(p, user, 'upscaleImage', {
          imageUrl: 'https://x.test/a.png',
          scale: 2,
          enhanceDetails: false,
        })
      ).data.params,
    ).toEqual({
      imageUrl: 'https://x.test/a.png',
      scale: 2,
      enhanceDetails: false,
    });
  });
});

import sharp from 'sharp';
import { providerFixture } from './provider-fixture';
import { pixelAt, readImage } from './media-decoders';

// The local provider's pictures, decoded: real format from the bytes, size, and pixels that show
// the operation ran on the source (docs/media-worker.md, "The local provider").
const { storage, tenantId, job, run, file } = providerFixture(
  'local-images',
  '22222222-2222-4222-8222-222222222222',
);

/** A studio shot: a plain light-grey backdrop with a red disc in the middle, stored on the platform. */
async function studioShot(width = 240, height = 160): Promise<string> {
  const disc = Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#d02020"/></svg>`,
  );
  const png = await sharp({ create: { width, height, channels: 3, background: '#eeeeee' } })
    .composite([{ input: disc }])
    .png()
    .toBuffer();
  const key = `media/${tenantId}/sources/studio-${width}x${height}.png`;
  await storage.put(key, png, 'image/png');
  return storage.url(key);
}

async function solid(colour: string, width = 64, height = 48): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('local provider: images with sharp', () => {
  it('generates the requested size in png, jpg and webp', async () => {
    for (const [format, decoded, type] of [
      ['png', 'png', 'image/png'],
      ['jpg', 'jpeg', 'image/jpeg'],
      ['webp', 'webp', 'image/webp'],
    ] as const) {
      const j = job('image-generation', {
        prompt: 'a lighthouse at dusk',
        width: 320,
        height: 256,
        variants: 1,
        outputFormat: format,
      });
      const [output] = await run(j);
      expect(output).toMatchObject({
        key: `media/${tenantId}/${j.id}/1.${format}`,
        contentType: type,
        width: 320,
        height: 256,
      });
      const image = await readImage(await file(output));
      expect([image.format, image.width, image.height]).toEqual([decoded, 320, 256]);
      expect((await storage.get(output.key))!.contentType).toBe(type);
      expect(output.method).toMatch(/^scene: subjects lighthouse; time dusk/);
    }
  });

  it('varies the composition by variant and style preset, the same scene understood', async () => {
    const outputs = await run(
      job('image-generation', {
        prompt: 'a gold tree by the sea at noon',
        width: 256,
        height: 256,
        variants: 2,
        stylePreset: 'artistic',
      }),
    );
    const [a, b] = await Promise.all(outputs.map((o) => file(o)));
    expect(a.equals(b)).toBe(false);
    expect(outputs.map((o) => o.method)).toEqual([outputs[0].method, outputs[0].method]);
    expect(outputs[0].method).toMatch(
      /^scene: subjects tree\(gold\) as icon tree-\w+; time noon; .*ground water/,
    );
  });

  it('transforms the source itself: a sepia filter and a colour transfer from the style reference', async () => {
    const [sepia] = await run(
      job('image-transformation', {
        imageUrl: await solid('#0000ff'),
        transformation: 'filter',
        strength: 1,
        outputFormat: 'jpg',
      }),
    );
    const image = await readImage(await file(sepia));
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 64, 48]);
    const [r, g, b] = pixelAt(image, 32, 24);
    // Pure blue through the sepia matrix: warm and dark (0.189, 0.168, 0.131 of 255).
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(b).toBeLessThan(60);
    expect(sepia.method).toMatch(/sepia colour matrix/);

    const source = await studioShot();
    const [styled] = await run(
      job('image-transformation', {
        imageUrl: source,
        transformation: 'style-transfer',
        styleReference: await solid('#20c040'),
        strength: 1,
      }),
    );
    const out = await readImage(await file(styled));
    expect([out.format, out.width, out.height]).toEqual(['png', 240, 160]);
    const corner = pixelAt(out, 2, 2);
    // The light grey backdrop takes the reference's green mean.
    expect(corner[1]).toBeGreaterThan(corner[0] + 40);
    expect(styled.method).toMatch(/Reinhard/);
  });

  it("colorizes: the source's greyscale in the seed's colour, lighter where the source is lighter", async () => {
    const source = await studioShot();
    const [colorized] = await run(
      job('image-transformation', {
        imageUrl: source,
        transformation: 'colorize',
        strength: 1,
        outputFormat: 'png',
      }),
    );
    const out = await readImage(await file(colorized));
    expect([out.format, out.width, out.height]).toEqual(['png', 240, 160]);
    const backdrop = pixelAt(out, 2, 2);
    const disc = pixelAt(out, 120, 80);
    // Three bands of one tint: not grey, and the light backdrop stays lighter than the red disc.
    expect(Math.max(...backdrop) - Math.min(...backdrop)).toBeGreaterThan(10);
    expect(backdrop.reduce((a, b) => a + b, 0)).toBeGreaterThan(disc.reduce((a, b) => a + b, 0));
    expect(colorized.method).toMatch(/^duotone of the greyscale in rgb\(/);
  });

  it('upscales with Lanczos to source size x scale, in the requested format', async () => {
    const [big] = await run(
      job('image-upscale', {
        imageUrl: await studioShot(120, 80),
        scale: 2,
        enhanceDetails: false,
        outputFormat: 'webp',
      }),
    );
    expect(big).toMatchObject({ width: 240, height: 160, contentType: 'image/webp' });
    const image = await readImage(await file(big));
    expect([image.format, image.width, image.height]).toEqual(['webp', 240, 160]);
    expect(big.method).toBe('Lanczos-3 resize x2');
  });

  it('removes a plain backdrop by a border colour key, named as such, to png or webp with alpha', async () => {
    const source = await studioShot();
    for (const format of ['png', 'webp'] as const) {
      const [cutout] = await run(
        job('background-removal', { imageUrl: source, outputFormat: format }),
      );
      const image = await readImage(await file(cutout));
      expect([image.format, image.width, image.height, image.channels]).toEqual([
        format,
        240,
        160,
        4,
      ]);
      expect(pixelAt(image, 0, 0)[3]).toBe(0);
      expect(pixelAt(image, 30, 120)[3]).toBe(0);
      expect(pixelAt(image, 120, 80)).toEqual([208, 32, 32, 255]);
      expect(cutout.method).toMatch(
        /^border colour key #eeeeee .*flood fill from the edges: \d+(\.\d)? % of pixels made transparent$/,
      );
    }
  });

  it('crops social variants from the source and renders templates as jpg', async () => {
    const outputs = await run(
      job('social-variants', { sourceUrl: await studioShot(), platforms: ['x', 'linkedin'] }),
    );
    const sizes = await Promise.all(
      outputs.map(async (o) => readImage(await file(o)).then((i) => [i.format, i.width, i.height])),
    );
    expect(sizes).toEqual([
      ['png', 1600, 900],
      ['png', 1200, 627],
    ]);
    // includeText on a crop: the request names no words, and `method` says none were added.
    const [worded] = await run(
      job('social-variants', {
        sourceUrl: await studioShot(),
        platforms: ['x'],
        includeText: true,
      }),
    );
    expect(worded.method).toBe(
      'cover crop by attention (libvips); includeText: the request names no text, none added',
    );
    // A source that is no image: a plain scene at the platform's size, its name as the text.
    const [fallback] = await run(
      job('social-variants', {
        sourceUrl: 'data:text/plain;base64,aGVsbG8=',
        platforms: ['facebook'],
        includeText: true,
      }),
    );
    expect(fallback).toMatchObject({ width: 1200, height: 630 });
    expect(fallback.method).toBe(
      'the source is not an image the local provider reads: a plain scene with the text "facebook" at the platform\'s size',
    );
    const [render] = await run(
      job('template-render', { templateId: 't', data: { title: 'Gala' }, outputFormat: 'jpg' }),
    );
    const image = await readImage(await file(render));
    expect([image.format, image.width, image.height, render.contentType]).toEqual([
      'jpeg',
      1200,
      1600,
      'image/jpeg',
    ]);
    // A colour that cannot be read keeps the template's, and `method` says so.
    const [odd] = await run(
      job('template-render', {
        templateId: 't',
        data: { title: 'Gala', colors: ['#000080', 'plaid'] },
      }),
    );
    expect(odd.method).toMatch(/colour "plaid" not understood: secondary kept #f1faee/);
    expect(pixelAt(await readImage(await file(odd)), 10, 1590).slice(0, 3)).toEqual([0, 0, 128]);
  });

  it('fails with a message naming the field when the source is not an image', async () => {
    const key = `media/${tenantId}/sources/notes.txt`;
    await storage.put(key, Buffer.from('not a picture'), 'text/plain');
    await expect(
      run(job('image-upscale', { imageUrl: await storage.url(key), scale: 2 })),
    ).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: expect.stringMatching(/^imageUrl is not an image/),
    });
    await expect(
      run(
        job('image-upscale', {
          imageUrl: `/files/media/33333333-3333-4333-8333-333333333333/x.png`,
          scale: 2,
        }),
      ),
    ).rejects.toThrow('imageUrl names no file of this platform that the job may read');
  });
});

import sharp from 'sharp';
import { linearToSrgb } from '../providers/glb-render';
import { providerFixture } from './provider-fixture';
import { pixelAt, readImage } from './media-decoders';

// Avatars from their source (docs/media-worker.md, "The local provider"): a photo's face and
// colours, or a description's colour words, make the GLB; the preview is a render of that GLB.
jest.setTimeout(120_000);

const { storage, tenantId, job, run, file } = providerFixture(
  'local-avatars',
  '66666666-6666-4666-8666-666666666666',
);

const SKIN = [215, 160, 130];
const HAIR = [45, 32, 28];
const BACKGROUND = [170, 200, 230];
const JACKET = [31, 42, 74];
const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** A portrait drawn in four colours: hair behind an oval face, a jacket below, over a plain background. */
function syntheticPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${hex(BACKGROUND)}"/>
    <ellipse cx="128" cy="88" rx="62" ry="44" fill="${hex(HAIR)}"/>
    <ellipse cx="128" cy="300" rx="100" ry="70" fill="${hex(JACKET)}"/>
    <ellipse cx="128" cy="140" rx="50" ry="65" fill="${hex(SKIN)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The sRGB base colours of a GLB's materials, by name. */
function materials(glb: Buffer): Record<string, number[]> {
  const gltf = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12)));
  return Object.fromEntries(
    gltf.materials.map(
      (m: { name: string; pbrMetallicRoughness: { baseColorFactor: number[] } }) => [
        m.name,
        m.pbrMetallicRoughness.baseColorFactor.slice(0, 3).map(linearToSrgb),
      ],
    ),
  );
}

const expectClose = (actual: number[], expected: number[], within: number) =>
  actual.forEach((value, k) => expect(Math.abs(value - expected[k])).toBeLessThanOrEqual(within));

describe('local provider: avatars', () => {
  it('builds the model from the photo: face found by skin tone, its colours in the GLB and the preview', async () => {
    const key = `media/${tenantId}/uploads/portrait.png`;
    await storage.put(key, await syntheticPortrait(), 'image/png');
    const [model, preview] = await run(
      job('avatar-generation', { sourceType: 'photo', sourceData: `/files/${key}` }),
    );
    expect(model.method).toMatch(/^face from skin-tone pixels \(YCbCr\)/);
    const colours = materials(await file(model));
    expectClose(colours.skin, SKIN, 6);
    expectClose(colours.hair, HAIR, 6);
    expect(model.method).toMatch(
      /skin, hair, background and clothing colours sampled from the photo/,
    );
    expectClose(colours.clothing, JACKET, 6);
    const picture = await readImage(await file(preview));
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 512, 512]);
    expect(preview.method).toMatch(/^render of the GLB/);
    expectClose(pixelAt(picture, 256, 256), SKIN, 8);
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ])
      expectClose(pixelAt(picture, x, y), BACKGROUND, 3);
    // The hair shows above the face.
    const top = Array.from({ length: 256 }, (_, y) => pixelAt(picture, 256, y));
    expect(top.some((px) => px.every((v, k) => Math.abs(v - HAIR[k]) <= 12))).toBe(true);
  });

  it("takes a description's colour words, and says so", async () => {
    const [model, preview] = await run(
      job('avatar-generation', {
        sourceType: 'description',
        sourceData: 'A friendly host with red hair, tan skin and a navy jacket',
        style: 'cartoon',
      }),
    );
    expect(model.method).toMatch(
      /colours from the description's words \(hair red, skin tan, clothing navy\)/,
    );
    const colours = materials(await file(model));
    // "red" is the media service's one colour word (#d42a2a); "tan" a skin tone of its own.
    expectClose(colours.hair, [0xd4, 0x2a, 0x2a], 2);
    expectClose(colours.clothing, [0x00, 0x00, 0x80], 2);
    expectClose(colours.skin, [200, 150, 105], 2);
    const picture = await readImage(await file(preview));
    expectClose(pixelAt(picture, 256, 256), [200, 150, 105], 8);
  });
});

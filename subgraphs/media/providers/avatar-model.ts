import sharp from 'sharp';
import type { PhotoReading } from './avatar-photo';
import { encodeGlb, type GlbModel } from './encoders/glb';
import { renderGlb, srgbToLinear } from './glb-render';
import type { LocalFile } from './local-files';
import { isColourWord } from '../common/colour-words';
import { parseColour, type Rgb } from './scene/colours';

/** What an avatar is built from: its colours (sRGB 0..255), the face's height over its width, and how they were found. */
export interface AvatarLook {
  skin: Rgb;
  hair: Rgb;
  background: Rgb;
  clothing: Rgb;
  faceAspect: number;
  method: string;
}

const DEFAULTS = {
  skin: [224, 172, 140],
  hair: [70, 50, 40],
  background: [235, 235, 240],
  clothing: [60, 90, 140],
} as const satisfies Record<string, Rgb>;
type Part = keyof typeof DEFAULTS;

/** Hair tones that are no plain colour word (those come from common/colour-words.ts). */
const HAIR_TONES: Record<string, Rgb> = {
  blonde: [230, 200, 120],
  blond: [230, 200, 120],
  ginger: [190, 90, 40],
  auburn: [150, 60, 30],
};
const SKIN_TONES: Record<string, Rgb> = {
  fair: [245, 210, 185],
  pale: [245, 215, 195],
  light: [234, 192, 160],
  medium: [205, 150, 110],
  tan: [200, 150, 105],
  olive: [190, 150, 100],
  brown: [141, 85, 36],
  dark: [95, 60, 35],
  black: [80, 50, 30],
  deep: [85, 55, 35],
};
const PART_WORDS: Record<string, Part> = {
  hair: 'hair',
  haired: 'hair',
  skin: 'skin',
  skinned: 'skin',
  background: 'background',
  backdrop: 'background',
  shirt: 'clothing',
  jacket: 'clothing',
  dress: 'clothing',
  top: 'clothing',
  sweater: 'clothing',
  hoodie: 'clothing',
  suit: 'clothing',
  coat: 'clothing',
};

/** The look of a description: a colour word before a part word ("red hair", "dark-skinned", "a blue jacket"). */
export function describedLook(text: string): AvatarLook {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const found: Partial<Record<Part, Rgb>> = {};
  const named: string[] = [];
  words.forEach((word, i) => {
    const part = PART_WORDS[word];
    const colour = i > 0 ? words[i - 1] : '';
    const tones = part === 'skin' ? SKIN_TONES : part === 'hair' ? HAIR_TONES : {};
    const rgb = Object.hasOwn(tones, colour)
      ? tones[colour]
      : isColourWord(colour)
        ? parseColour(colour)
        : undefined;
    if (part && rgb && !found[part]) {
      found[part] = rgb;
      named.push(`${part} ${colour}`);
    }
  });
  const parts = Object.keys(DEFAULTS) as Part[];
  const missing = parts.filter((part) => !found[part]);
  const method = named.length
    ? `colours from the description's words (${named.join(', ')})${missing.length ? `; defaults for ${missing.join(', ')}` : ''}`
    : 'no colour named in the description: default colours';
  return {
    ...Object.fromEntries(parts.map((part) => [part, found[part] ?? DEFAULTS[part]])),
    faceAspect: 1.25,
    method,
  } as AvatarLook;
}

/** The look of a photo: its face box's proportions and its colours (the clothing, rarely in a portrait, a default). */
export function photoLook(reading: PhotoReading): AvatarLook {
  return {
    skin: reading.skin,
    hair: reading.hair,
    background: reading.background,
    clothing: reading.clothing ?? DEFAULTS.clothing,
    faceAspect: reading.faceAspect,
    method: `${reading.method}; skin, hair, background${reading.clothing ? ' and clothing' : ''} colours sampled from the photo${reading.clothing ? '' : ' (no clothing in view: a default)'}`,
  };
}

const linear = (c: Rgb) => c.map(srgbToLinear) as [number, number, number];

/**
 * A bust of ellipsoids: body, neck, a head with the face's proportions (cartoon and anime styles
 * get a larger head), a hair cap over and behind it, eyes and a mouth. Answers the model and
 * the square the preview frames: the head's centre in the middle, the whole bust's top in view.
 */
function bust(name: string, look: AvatarLook, style: string) {
  const head = style === 'cartoon' || style === 'anime' ? 0.36 : 0.26;
  const rx = head * 0.85;
  const ry = rx * Math.max(1.05, Math.min(1.5, look.faceAspect));
  const rz = rx * 1.05;
  const hy = 1.3 + ry * 0.9;
  const lips = look.skin.map((c, k) => c * (k === 0 ? 0.75 : 0.45)) as Rgb;
  const model: GlbModel = {
    name,
    materials: [
      { name: 'skin', color: linear(look.skin) },
      { name: 'hair', color: linear(look.hair) },
      { name: 'clothing', color: linear(look.clothing) },
      { name: 'eyes', color: linear([30, 30, 35]) },
      { name: 'lips', color: linear(lips) },
    ],
    parts: [
      { center: [0, 0.75, 0], radii: [0.32, 0.55, 0.22], material: 2 },
      { center: [0, 1.3, 0], radii: [0.09, 0.15, 0.09], material: 0 },
      { center: [0, hy, 0], radii: [rx, ry, rz], material: 0 },
      {
        center: [0, hy + ry * 0.35, -rz * 0.15],
        radii: [rx * 1.1, ry * 0.75, rz * 1.05],
        material: 1,
      },
      ...[-1, 1].map((side) => ({
        center: [side * 0.35 * rx, hy + 0.15 * ry, 0.92 * rz] as [number, number, number],
        radii: [0.12 * rx, 0.1 * rx, 0.06 * rx] as [number, number, number],
        material: 3,
      })),
      {
        center: [0, hy - 0.45 * ry, 0.88 * rz],
        radii: [0.25 * rx, 0.06 * ry, 0.05 * rx],
        material: 4,
      },
    ],
  };
  return { model, view: { x: 0, y: hy, half: Math.max(ry * 1.6, rx * 1.8) } };
}

/** The avatar's GLB and a 512 x 512 PNG render of that very GLB (glb-render.ts), over its background. */
export async function avatarFiles(
  name: string,
  look: AvatarLook,
  style: string,
): Promise<[LocalFile, LocalFile]> {
  const { model, view } = bust(name, look, style);
  const glb = encodeGlb(model);
  // Drawn at twice the size and halved, which smooths the edges.
  const pixels = renderGlb(glb, 1024, view, look.background);
  const png = await sharp(pixels, { raw: { width: 1024, height: 1024, channels: 3 } })
    .resize(512, 512)
    .png()
    .toBuffer();
  const method = `${look.method}; ${style} bust of ellipsoids`;
  return [
    { data: glb, contentType: 'model/gltf-binary', extension: 'glb', method },
    {
      data: png,
      contentType: 'image/png',
      extension: 'png',
      width: 512,
      height: 512,
      method: 'render of the GLB: orthographic front view, z-buffer, Lambert shading',
    },
  ];
}

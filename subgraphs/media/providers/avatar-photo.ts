import sharp from 'sharp';

/*
 * What an avatar takes from a photo, without a learned model: the face region, and the colours
 * of skin, hair and background (docs/media-worker.md, "The local provider").
 */

type Rgb = [number, number, number];

/** A box in fractions of the photo's width and height. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PhotoReading {
  face: Box;
  skin: Rgb;
  hair: Rgb;
  background: Rgb;
  /** The colour below the chin, when the photo shows one (else null). */
  clothing: Rgb | null;
  /** The face box's height over its width, in pixels. */
  faceAspect: number;
  /** How the face was found: skin-tone pixels or the libvips attention crop. */
  method: string;
}

/** The photo is read at this size at most: enough for a face box and median colours. */
const SIDE = 160;

/**
 * Skin in YCbCr (Chai and Ngan's chroma ranges), which hold across skin tones and lighting; very
 * dark pixels (luma under 50), whose chroma is noise and which are mostly hair and shadow, are not.
 */
function isSkin(r: number, g: number, b: number): boolean {
  if (0.299 * r + 0.587 * g + 0.114 * b < 50) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/** The per-channel median of the pixels at `indices`, or null when there are none. */
function median(rgb: Buffer, indices: number[]): Rgb | null {
  if (indices.length === 0) return null;
  return [0, 1, 2].map((k) => {
    const values = indices.map((i) => rgb[i * 3 + k]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  }) as Rgb;
}

/** The largest 4-connected region of `mask`: its pixels' indices. */
function largestRegion(mask: Uint8Array, width: number, height: number): number[] {
  const seen = new Uint8Array(mask.length);
  let best: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const region: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const at = stack.pop()!;
      region.push(at);
      const x = at % width;
      const next = [at - width, at + width, x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1];
      for (const n of next)
        if (n >= 0 && n < width * height && mask[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
    }
    if (region.length > best.length) best = region;
  }
  return best;
}

/** The box of the libvips attention crop (the most interesting half of the photo), as a fallback. */
async function attentionBox(photo: Buffer, width: number, height: number): Promise<Box> {
  const side = Math.max(1, Math.round(Math.min(width, height) / 2));
  const { info } = await sharp(photo)
    .rotate()
    .resize(width, height)
    .extract({ left: 0, top: 0, width, height })
    .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.cropOffsetLeft ?? 0);
  const top = -(info.cropOffsetTop ?? 0);
  return { x: left / width, y: top / height, w: side / width, h: side / height };
}

/** Reads a face and its colours from a photo (any format sharp reads). */
export async function readPhoto(photo: Buffer): Promise<PhotoReading> {
  const { data: rgb, info } = await sharp(photo)
    .rotate()
    .resize(SIDE, SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++)
    mask[i] = isSkin(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]) ? 1 : 0;
  const region = largestRegion(mask, width, height);
  const found = region.length >= mask.length * 0.01;
  let face: Box;
  let skin: Rgb | null = null;
  if (found) {
    const xs = region.map((i) => i % width);
    const ys = region.map((i) => Math.floor(i / width));
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    face = { x: x0 / width, y: y0 / height, w: (x1 - x0 + 1) / width, h: (y1 - y0 + 1) / height };
    skin = median(rgb, region)!;
  } else {
    face = await attentionBox(photo, width, height);
  }
  const inBox = (box: Box) => {
    const list: number[] = [];
    for (
      let y = Math.max(0, Math.floor(box.y * height));
      y < Math.min(height, Math.ceil((box.y + box.h) * height));
      y++
    )
      for (
        let x = Math.max(0, Math.floor(box.x * width));
        x < Math.min(width, Math.ceil((box.x + box.w) * width));
        x++
      )
        list.push(y * width + x);
    return list;
  };
  skin ??= median(
    rgb,
    inBox({ x: face.x + face.w / 4, y: face.y + face.h / 4, w: face.w / 2, h: face.h / 2 }),
  )!;
  // The top rows and side columns, away from the face and the shoulders, are the background.
  const edge = Math.max(2, Math.round(Math.min(width, height) * 0.06));
  const border = inBox({ x: 0, y: 0, w: 1, h: 1 }).filter((i) => {
    const x = i % width;
    return i < edge * width || x < edge || x >= width - edge;
  });
  const background = median(rgb, border) ?? [255, 255, 255];
  // Hair: what is neither skin nor background just above (and over the top of) the face box.
  const band = inBox({ x: face.x, y: face.y - face.h * 0.35, w: face.w, h: face.h * 0.45 });
  const far = (i: number, c: Rgb) =>
    Math.abs(rgb[i * 3] - c[0]) +
      Math.abs(rgb[i * 3 + 1] - c[1]) +
      Math.abs(rgb[i * 3 + 2] - c[2]) >
    60;
  const hair =
    median(
      rgb,
      band.filter((i) => !mask[i] && far(i, background) && far(i, skin)),
    ) ?? (skin.map((c) => Math.round(c * 0.35)) as Rgb);
  // Clothing: what is neither skin nor background below the chin, under the face and shoulders;
  // a head-and-shoulders crop often has none, and then the caller keeps its default.
  const chest = inBox({
    x: face.x - face.w * 0.5,
    y: face.y + face.h * 1.3,
    w: face.w * 2,
    h: 1,
  }).filter((i) => !mask[i] && far(i, background) && far(i, skin));
  const clothing = chest.length >= 40 ? median(rgb, chest) : null;
  const method = found
    ? `face from skin-tone pixels (YCbCr) and their largest region (${region.length} of ${mask.length} pixels)`
    : 'face from the libvips attention crop (no skin-tone region found)';
  const faceAspect = (face.h * height) / Math.max(1e-6, face.w * width);
  return { face, skin, hair, background, clothing, faceAspect, method };
}

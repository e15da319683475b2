import sharp, { type Sharp } from 'sharp';
import type { RasterImage } from './encoders/png';
import { ProviderError } from './chain';
import type { LocalFile } from './local-files';
import { Seed } from './seed';

export type ImageFormat = 'png' | 'jpg' | 'webp';

/** The largest side the local provider writes: upscaling a large source stops here. */
export const MAX_SIDE = 4096;

const TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const imageFormat = (value: unknown, fallback: ImageFormat = 'png'): ImageFormat =>
  value === 'png' || value === 'jpg' || value === 'webp'
    ? value
    : value === 'jpeg'
      ? 'jpg'
      : fallback;

/** Encodes a sharp pipeline as the format (quality 90 for the lossy ones; lossless alpha in webp). */
async function encode(image: Sharp, format: ImageFormat, method?: string): Promise<LocalFile> {
  const piped =
    format === 'png'
      ? image.png()
      : format === 'jpg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true })
        : image.webp({ quality: 90, alphaQuality: 100 });
  const { data, info } = await piped.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: TYPES[format],
    extension: format,
    width: info.width,
    height: info.height,
    ...(method ? { method } : {}),
  };
}

/** A drawn picture (local-files.ts: `picture`, `poster`) in the requested format. */
export function encodeRaster(
  raster: RasterImage,
  format: ImageFormat,
  method?: string,
): Promise<LocalFile> {
  const { width, height, channels, pixels } = raster;
  return encode(
    sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
      raw: { width, height, channels },
    }),
    format,
    method,
  );
}

/** Opens a source image, refusing what is not one (the message names the field). */
async function open(
  data: Buffer,
  field: string,
): Promise<{ image: Sharp; width: number; height: number }> {
  try {
    const image = sharp(data, { limitInputPixels: 100_000_000 }).rotate();
    const { width, height } = await image.metadata();
    if (!width || !height) throw new Error('no size');
    return { image, width, height };
  } catch {
    throw new ProviderError(
      `${field} is not an image this provider can read (png, jpeg, webp, gif, avif, tiff)`,
    );
  }
}

/** Per-channel mean and deviation of an image's RGB. */
async function colourStats(
  data: Buffer,
  field: string,
): Promise<{ mean: number[]; deviation: number[] }> {
  const { image } = await open(data, field);
  const stats = await image.removeAlpha().toColourspace('srgb').stats();
  return {
    mean: stats.channels.slice(0, 3).map((c: { mean: number }) => c.mean),
    deviation: stats.channels.slice(0, 3).map((c: { stdev: number }) => Math.max(1, c.stdev)),
  };
}

const SEPIA = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/** Rec. 709 luminance weights of linear-ish sRGB bands: what a greyscale keeps of each colour. */
const LUMINANCE = [0.2126, 0.7152, 0.0722];

/**
 * What each transformation does here, with sharp (libvips), blended with the source by
 * `strength`. None is a learned model, and each output's `method` says which operation ran:
 * style-transfer moves the source's colour statistics to the reference's (Reinhard), filter is
 * a sepia colour matrix, enhance a contrast stretch with unsharp mask and saturation, colorize
 * a duotone of the greyscale in a colour of the seed.
 */
export async function transformImage(
  input: {
    source: Buffer;
    transformation: string;
    strength: number;
    styleReference?: Buffer;
    seed: string;
  },
  format: ImageFormat,
): Promise<LocalFile> {
  const { image } = await open(input.source, 'imageUrl');
  const s = Math.max(0, Math.min(1, input.strength));
  const rgb = image.removeAlpha().toColourspace('srgb');
  if (input.transformation === 'style-transfer') {
    if (!input.styleReference)
      throw new ProviderError('styleReference is required for style-transfer');
    const [from, to] = await Promise.all([
      colourStats(input.source, 'imageUrl'),
      colourStats(input.styleReference, 'styleReference'),
    ]);
    // out = (in - mean_src) * dev_ref / dev_src + mean_ref, mixed with the source by strength.
    const a = from.mean.map((_, c) => 1 + (to.deviation[c] / from.deviation[c] - 1) * s);
    const b = from.mean.map((m, c) => (to.mean[c] - m * (to.deviation[c] / from.deviation[c])) * s);
    return encode(
      rgb.linear(a, b),
      format,
      `colour statistics transfer (Reinhard) from styleReference at strength ${s}`,
    );
  }
  if (input.transformation === 'filter') {
    const matrix = SEPIA.map((row, r) => row.map((v, c) => (r === c ? 1 - s : 0) + v * s));
    return encode(
      rgb.recomb(
        matrix as [[number, number, number], [number, number, number], [number, number, number]],
      ),
      format,
      `sepia colour matrix at strength ${s}`,
    );
  }
  if (input.transformation === 'enhance') {
    return encode(
      rgb
        .normalise()
        .sharpen({ sigma: 0.5 + 1.5 * s })
        .modulate({ saturation: 1 + 0.3 * s }),
      format,
      `contrast stretch, unsharp mask (sigma ${0.5 + 1.5 * s}) and saturation x${1 + 0.3 * s}`,
    );
  }
  if (input.transformation === 'colorize') {
    const [r, g, b] = new Seed(input.seed).colour();
    const tint = [1 + (r / 255 - 1) * s, 1 + (g / 255 - 1) * s, 1 + (b / 255 - 1) * s];
    // One colour matrix on the three bands: each output band is the Rec. 709 luminance times its
    // tint. (libvips' greyscale leaves one band, which a per-band linear cannot expand to three.)
    const matrix = tint.map((t) => LUMINANCE.map((w) => w * t));
    return encode(
      rgb.recomb(
        matrix as [[number, number, number], [number, number, number], [number, number, number]],
      ),
      format,
      `duotone of the greyscale in rgb(${r}, ${g}, ${b}) at strength ${s} (no learned colourisation)`,
    );
  }
  throw new ProviderError(`the local provider has no ${input.transformation} transformation`);
}

/** The source enlarged `scale` times with a Lanczos-3 kernel (the longer side capped at MAX_SIDE), sharpened when `enhance`. */
export async function upscaleImage(
  source: Buffer,
  scale: number,
  enhance: boolean,
  format: ImageFormat,
): Promise<LocalFile> {
  const { image, width, height } = await open(source, 'imageUrl');
  const factor = Math.min(scale, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * factor));
  const h = Math.max(1, Math.round(height * factor));
  const resized = image.resize(w, h, { kernel: 'lanczos3', fit: 'fill' });
  return encode(
    enhance ? resized.sharpen({ sigma: 0.8 }) : resized,
    format,
    `Lanczos-3 resize x${Math.round(factor * 100) / 100}${enhance ? ' with unsharp mask' : ''}`,
  );
}

/** The source cropped to fill `width` x `height`, keeping its most salient part (libvips attention). */
export async function coverImage(
  source: Buffer,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<LocalFile> {
  const { image } = await open(source, 'sourceUrl');
  return encode(
    image.resize(width, height, { fit: 'cover', position: sharp.strategy.attention }),
    format,
    'cover crop by attention (libvips)',
  );
}

/** RGBA pixels of a source image, for the matte (local-matte.ts). */
export async function rgbaPixels(
  source: Buffer,
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const { image } = await open(source, 'imageUrl');
  const { data, info } = await image
    .ensureAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { encodePosterPdf } from './encoders/pdf';
import { encodeRaster, MAX_SIDE, type ImageFormat } from './local-images';
import { drawPoster, posterSvg, type PosterData } from './scene/poster';
import { sceneLayers, sceneSvg } from './scene/scene-svg';

/** One file the local provider makes, before it is stored. */
export interface LocalFile {
  data: Buffer;
  contentType: string;
  extension: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number;
  /** How the file was made, where that is not obvious (a colour key, a cut at a key frame, a synthesiser). */
  method?: string;
}

/**
 * The prompt's scene (scene/scene-svg.ts) of `width` x `height` in the format; `variant` (style
 * preset, variant number) moves the composition. `method` says what of the prompt was understood.
 */
export async function picture(
  width: number,
  height: number,
  prompt: string,
  format: ImageFormat = 'png',
  variant = '',
): Promise<LocalFile> {
  const w = Math.max(1, Math.min(MAX_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_SIDE, Math.round(height)));
  const layers = sceneLayers(prompt, w, h, variant);
  const { data, info } = await sharp(Buffer.from(sceneSvg(layers)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = { width: info.width, height: info.height, channels: 3 as const, pixels: data };
  return encodeRaster(raster, format, layers.method);
}

/** A catalogue template filled with the client's data (scene/poster.ts), as PNG, JPG or PDF. */
export async function poster(
  templateId: string,
  data: PosterData,
  images: Buffer[],
  format: ImageFormat | 'pdf',
): Promise<LocalFile> {
  const drawing = await drawPoster(templateId, data, images);
  if (format === 'pdf')
    return {
      data: await encodePosterPdf(drawing),
      contentType: 'application/pdf',
      extension: 'pdf',
      method: `${drawing.method}; PDF by pdfkit with the fonts embedded (a real text layer)`,
    };
  const image = sharp(Buffer.from(posterSvg(drawing)))
    .removeAlpha()
    .raw();
  const { data: pixels, info } = await image.toBuffer({ resolveWithObject: true });
  const raster = { width: info.width, height: info.height, channels: 3 as const, pixels };
  return encodeRaster(raster, format, `${drawing.method}; text as glyph outlines (fontkit)`);
}

export function json(value: unknown): LocalFile {
  return {
    data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
    contentType: 'application/json',
    extension: 'json',
  };
}

/** A stable hex digest of the text, for ids the local provider makes up (a simulated mint). */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

import { createHash } from 'node:crypto';
import { encodePdf } from './encoders/pdf';
import { encodeRaster, MAX_SIDE, type ImageFormat } from './local-images';
import { drawPicture } from './picture';
import { Seed } from './seed';

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

/** A picture of the seed (picture.ts) of `width` x `height` in the format. */
export function picture(
  width: number,
  height: number,
  seed: string,
  format: ImageFormat = 'png',
): Promise<LocalFile> {
  const w = Math.max(1, Math.min(MAX_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_SIDE, Math.round(height)));
  return encodeRaster(drawPicture({ width: w, height: h, seed }), format);
}

export function json(value: unknown): LocalFile {
  return {
    data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
    contentType: 'application/json',
    extension: 'json',
  };
}

export function pdf(title: string, lines: string[], seed: string): LocalFile {
  const accent = new Seed(seed).colour().map((c) => c / 255) as [number, number, number];
  return {
    data: encodePdf({ width: 595, height: 842, accent, title, lines }),
    contentType: 'application/pdf',
    extension: 'pdf',
  };
}

/** A stable hex digest of the text, for ids the local provider makes up (a simulated mint). */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

import { AppError, ValidationError } from '../../../lib/errors';
import { UPLOADS } from '../../../lib/http/body-limits';
import { InputCheck } from '../../../lib/validation';
import { detectImage, type DetectedImage } from './media-image';
import type { MarketplaceMediaKind } from './media-store';

export interface UploadMediaInput {
  kind: MarketplaceMediaKind;
  listingId?: string | null;
  file: { filename: string; contentType: string; base64: string };
}

const MIB = 1024 * 1024;

/**
 * Largest file per kind: a logo is small, banners and product photos may be as large as the
 * gateway takes an upload (lib/http/body-limits.ts).
 */
export const MEDIA_LIMITS: Record<MarketplaceMediaKind, number> = {
  vendor_logo: 1 * MIB,
  banner: UPLOADS.marketplaceMedia.fileBytes,
  product_image: UPLOADS.marketplaceMedia.fileBytes,
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedUpload {
  /** Null when absent or blank (an empty form field). */
  listingId: string | null;
  data: Buffer;
  image: DetectedImage;
  filename: string;
}

/** The name without any folder a client may have sent, at most 255 characters. */
function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop()!.trim();
}

/**
 * Decodes and checks an upload: 413 PAYLOAD_TOO_LARGE over the kind's limit (measured before
 * decoding), 400 for what is not valid base64, empty, or not a PNG, JPEG or WebP by its bytes,
 * and for a listingId on anything but a product image.
 */
export function checkUpload(input: UploadMediaInput): CheckedUpload {
  const check = new InputCheck();
  const filename = baseName(input.file.filename);
  check
    .when(filename === '', 'file.filename', 'must not be empty')
    .when(filename.length > 255, 'file.filename', 'must be at most 255 characters');
  const listingId = input.listingId?.trim() || null;
  check.when(
    listingId !== null && input.kind !== 'product_image',
    'listingId',
    'is only allowed for product images',
  );
  const base64 = input.file.base64.replace(/\s+/g, '');
  const wellFormed = base64.length % 4 === 0 && BASE64.test(base64);
  check.when(!wellFormed, 'file.base64', 'must be base64');
  check.done();
  const limit = MEDIA_LIMITS[input.kind];
  const size = Buffer.byteLength(base64, 'base64');
  if (size > limit) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `A ${input.kind} is at most ${limit} bytes; this file has ${size}`,
      413,
      [{ field: 'file', problem: `must be at most ${limit} bytes` }],
    );
  }
  if (size === 0) throw ValidationError.field('file', 'must not be empty');
  const data = Buffer.from(base64, 'base64');
  const image = detectImage(data);
  if (!image)
    throw ValidationError.field(
      'file',
      'must be a PNG, JPEG or WebP image (checked by its content, not its declared type)',
    );
  return { listingId, data, image, filename };
}

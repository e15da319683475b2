import { routeBuilder, type RestRoute } from '../route';
import { CREATED, QUEUED, QUOTA, PROMPT, MODERATED } from './media-common';

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/images/`: docs/api/media.md, Paths. */
export const mediaImagesRoutes: RestRoute[] = [
  mutation(
    '/images/generate',
    'Queue an image generation (10/25/50 credits per variant by quality)',
    'generateImage',
    CREATED,
    '$input: GenerateImageInput!',
    { codes: PROMPT, ...MODERATED },
  ),
  mutation(
    '/images/transform',
    'Queue an image transformation: style-transfer, filter, enhance or colorize (20 credits)',
    'transformImage',
    CREATED,
    '$input: TransformImageInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/images/remove-background',
    'Queue a background removal to a transparent png or webp (20 credits)',
    'removeBackground',
    CREATED,
    '$input: RemoveBackgroundInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/images/upscale',
    'Queue a 2x or 4x upscale (20 credits)',
    'upscaleImage',
    CREATED,
    '$input: UpscaleImageInput!',
    { codes: QUOTA, ...QUEUED },
  ),
];

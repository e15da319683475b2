import { outputUrl as url, request, type GalleryRequest, type Made } from './request';

const render = (made: Made) => `/media/v1/templates/${made.template}/render`;
const poster = { title: 'Summer Jazz Night', date: '2026-07-18T20:00', colors: ['navy', 'amber'] };
const LIGHTHOUSE = 'a red lighthouse at dusk';

/** The picture and video requests (docs/api/media.md, Paths): images, posters, video, clips, minting. */
export const PICTURE_REQUESTS: GalleryRequest[] = [
  request(
    'image-generation',
    'image-generation',
    `"${LIGHTHOUSE}", 1024 x 768`,
    '/media/v1/images/generate',
    () => ({ prompt: LIGHTHOUSE, width: 1024, height: 768 }),
    [],
    (job) => ({ image: url(job) }),
  ),
  request(
    'image-transformation',
    'image-transformation',
    'the image, filter (sepia), strength 0.8',
    '/media/v1/images/transform',
    (m) => ({ imageUrl: m.image, transformation: 'filter', strength: 0.8 }),
    ['image'],
  ),
  request(
    'image-upscale',
    'image-upscale',
    'the image, 2x, enhanceDetails',
    '/media/v1/images/upscale',
    (m) => ({ imageUrl: m.image, scale: 2, enhanceDetails: true }),
    ['image'],
  ),
  request(
    'background-removal',
    'background-removal',
    'the image, png',
    '/media/v1/images/remove-background',
    (m) => ({ imageUrl: m.image, outputFormat: 'png' }),
    ['image'],
  ),
  request(
    'social-variants',
    'social-variants',
    'the image for instagram and x, includeText',
    '/media/v1/social/variants',
    (m) => ({ sourceUrl: m.image, platforms: ['instagram', 'x'], includeText: true }),
    ['image'],
  ),
  request(
    'template-render',
    'template-render',
    '"Summer Jazz Night", 2026-07-18 20:00, navy/amber, png',
    render,
    () => ({ data: poster, outputFormat: 'png' }),
    ['template'],
  ),
  request(
    'template-render-pdf',
    'template-render',
    'the same data as pdf',
    render,
    () => ({ data: poster, outputFormat: 'pdf' }),
    ['template'],
  ),
  request(
    'video-generation',
    'video-generation',
    `"${LIGHTHOUSE}", 5 s, 24 fps, 16:9`,
    '/media/v1/videos/generate',
    () => ({ prompt: LIGHTHOUSE, duration: 5, fps: 24, aspectRatio: '16:9' }),
    [],
    (job) => ({ video: url(job) }),
  ),
  request(
    'short-clips',
    'short-clips',
    'the video, 15 s clips for tiktok, 1 clip',
    '/media/v1/videos/clips',
    (m) => ({ videoUrl: m.video, targetDuration: 15, platform: 'tiktok', numberOfClips: 1 }),
    ['video'],
  ),
  request(
    'asset-minting',
    'asset-minting',
    'the image on polygon, name and one attribute',
    '/media/v1/assets/mint',
    (m) => ({
      assetUrl: m.image,
      blockchain: 'polygon',
      metadata: {
        name: 'Red lighthouse at dusk',
        attributes: [{ traitType: 'time', value: 'dusk' }],
      },
    }),
    ['image'],
  ),
];

import { avatarFiles, describedLook, photoLook } from './avatar-model';
import { readPhoto } from './avatar-photo';
import { digest, json, picture, poster } from './local-files';
import { coverImage, imageFormat, transformImage, upscaleImage } from './local-images';
import { removeBackgroundByColourKey } from './local-matte';
import { AV_RECIPES } from './local-recipes-av';
import type { PosterData } from './scene/poster';
import { readSource, SOURCE_BYTES } from './source-file';
import { num, source, str, times, type Recipe } from './local-recipe-kit';

const SOCIAL_SIZES: Record<string, { width: number; height: number }> = {
  instagram: { width: 1080, height: 1080 },
  facebook: { width: 1200, height: 630 },
  x: { width: 1600, height: 900 },
  linkedin: { width: 1200, height: 627 },
};

/** What the local provider makes per job type (docs/media-worker.md has the same table). */
export const RECIPES: Record<string, Recipe> = {
  'image-generation': async ({ params: p }) =>
    times(
      num(p.variants, 1),
      (i) => () =>
        picture(
          num(p.width, 1024),
          num(p.height, 1024),
          str(p.prompt, ''),
          imageFormat(p.outputFormat),
          `${str(p.stylePreset, '')}|${i}`,
        ),
    ),
  'image-transformation': async (job, context) => {
    const p = job.params;
    const [image, styleReference] = await Promise.all([
      source(job, context, 'imageUrl'),
      p.styleReference ? source(job, context, 'styleReference') : undefined,
    ]);
    const input = {
      source: image,
      transformation: str(p.transformation, 'enhance'),
      strength: num(p.strength, 0.7),
      styleReference,
      seed: `${job.id}|${str(p.imageUrl, '')}`,
    };
    return [() => transformImage(input, imageFormat(p.outputFormat))];
  },
  'background-removal': async (job, context) => {
    const image = await source(job, context, 'imageUrl');
    return [
      () => removeBackgroundByColourKey(image, job.params.outputFormat === 'webp' ? 'webp' : 'png'),
    ];
  },
  'image-upscale': async (job, context) => {
    const image = await source(job, context, 'imageUrl');
    return [
      () =>
        upscaleImage(
          image,
          num(job.params.scale, 4),
          job.params.enhanceDetails !== false,
          imageFormat(job.params.outputFormat),
        ),
    ];
  },
  'avatar-generation': async (job, context) => {
    const p = job.params;
    // A photo is read for its face and colours; a description for the colours it names.
    const look =
      p.sourceType === 'photo'
        ? photoLook(await readPhoto(await source(job, context, 'sourceData')))
        : describedLook(str(p.sourceData, ''));
    const [model, preview] = await avatarFiles(`avatar-${job.id}`, look, str(p.style, 'realistic'));
    return [() => model, () => preview];
  },
  'template-render': async (job, context) => {
    const p = job.params;
    const data = (p.data && typeof p.data === 'object' ? p.data : {}) as PosterData;
    // The images named in data, read from tenant storage (or downloaded) like any source.
    const images = await Promise.all(
      (data.images ?? []).map((url, i) =>
        readSource(context.storage, job.tenantId, url, {
          field: `data.images.${i}`,
          maxBytes: SOURCE_BYTES.image,
          signal: context.signal,
        }),
      ),
    );
    const format = p.outputFormat === 'pdf' ? 'pdf' : imageFormat(p.outputFormat);
    return [() => poster(str(p.templateId, ''), data, images, format)];
  },
  'social-variants': async (job, context) => {
    const p = job.params;
    const platforms = Array.isArray(p.platforms) ? p.platforms.map(String) : ['instagram'];
    // An image source is cropped to each platform; a video (or a source that cannot be read) gets a scene of its platform.
    const image = await source(job, context, 'sourceUrl').catch(() => null);
    return platforms.map((platform) => async () => {
      const { width, height } = SOCIAL_SIZES[platform] ?? SOCIAL_SIZES.instagram;
      const crop = image ? await coverImage(image, width, height, 'png').catch(() => null) : null;
      // The request carries no words, so a crop gets none; `method` says so rather than stay silent.
      const cropped =
        crop && p.includeText === true
          ? {
              ...crop,
              method: `${crop.method}; includeText: the request names no text, none added`,
            }
          : crop;
      return (
        cropped ?? {
          ...(await picture(
            width,
            height,
            p.includeText === true ? `a scene with the text "${platform}"` : '',
            'png',
            platform,
          )),
          method: `the source is not an image the local provider reads: a plain scene${p.includeText === true ? ` with the text "${platform}"` : ''} at the platform's size`,
        }
      );
    });
  },
  'asset-minting': async (job) => {
    const p = job.params;
    const hash = digest(`${job.id}|${str(p.assetUrl, '')}`);
    return [
      () =>
        json({
          ...(p.metadata && typeof p.metadata === 'object' ? p.metadata : {}),
          image: p.assetUrl,
          blockchain: str(p.blockchain, 'polygon'),
          tokenId: BigInt(`0x${hash.slice(0, 15)}`).toString(),
          transactionHash: `0x${hash}`,
          simulated: true,
        }),
    ];
  },
  ...AV_RECIPES,
};

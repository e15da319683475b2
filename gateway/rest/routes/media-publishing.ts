import { routeBuilder, type RestRoute } from '../route';
import { CREATED, MODERATED, QUEUED, QUOTA, TIER } from './media-common';

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/publishing/`: docs/api/media.md, Paths. */
export const mediaPublishingRoutes: RestRoute[] = [
  mutation(
    '/social/variants',
    'Queue variants of an image or video for 1-4 social platforms (20 credits)',
    'createSocialVariants',
    CREATED,
    '$input: CreateSocialVariantsInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/assets/mint',
    "Queue the minting of a completed job's output (promax plan or above; 20 credits)",
    'mintAsset',
    CREATED,
    '$input: MintAssetInput!',
    // The token's name, description and attribute values are moderated like prompts.
    { codes: [...TIER, 'ERR_INVALID_PROMPT'], ...MODERATED },
  ),
];

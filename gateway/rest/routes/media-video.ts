import { routeBuilder, type ExtraCode, type RestRoute } from '../route';
import { CREATED, MODERATED, QUEUED, QUOTA } from './media-common';

const PROMPT_AND_TIER: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT', 'ERR_TIER_REQUIRED'];

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/video/`: docs/api/media.md, Paths. */
export const mediaVideoRoutes: RestRoute[] = [
  mutation(
    '/videos/generate',
    'Queue a video generation, 5-60 s capped by plan (100/200/400 credits per started 10 s)',
    'generateVideo',
    CREATED,
    '$input: GenerateVideoInput!',
    { codes: PROMPT_AND_TIER, ...MODERATED },
  ),
  mutation(
    '/videos/clips',
    'Queue short-form clips of a video (20 credits)',
    'createShortClips',
    CREATED,
    '$input: CreateShortClipsInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/videos/subtitles',
    'Queue subtitles for a video (20 credits)',
    'addSubtitles',
    CREATED,
    '$input: AddSubtitlesInput!',
    { codes: QUOTA, ...QUEUED },
  ),
];

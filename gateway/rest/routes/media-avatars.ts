import { routeBuilder, type RestRoute } from '../route';
import { CREATED, QUEUED, PROMPT, TIER, MODERATED } from './media-common';

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/avatars/`: docs/api/media.md, Paths. */
export const mediaAvatarsRoutes: RestRoute[] = [
  mutation(
    '/avatars/generate',
    'Queue a 3D-ready avatar from a photo or a description (150/300/600 credits)',
    'generateAvatar',
    CREATED,
    '$input: GenerateAvatarInput!',
    { codes: PROMPT, ...MODERATED },
  ),
  mutation(
    '/avatars/animate',
    'Queue a lip-synced animation of a generated avatar (20 credits)',
    'animateAvatar',
    CREATED,
    '$input: AnimateAvatarInput!',
    { codes: TIER, ...QUEUED },
  ),
];

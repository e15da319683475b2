import { routeBuilder, type RestRoute } from '../route';
import { CREATED, PROMPT, MODERATED } from './media-common';

const TEMPLATE = 'id name category previewImageUrl price isFeatured';

const { query, mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/templates/`: docs/api/media.md, Paths. */
export const mediaTemplatesRoutes: RestRoute[] = [
  mutation(
    '/templates/:id/render',
    'Queue a render of a catalogue template as png, jpg or pdf (20 credits)',
    'renderTemplate',
    CREATED,
    '$id: ID!, $input: RenderTemplateInput!',
    { codes: PROMPT, ...MODERATED },
  ),
  query(
    '/templates',
    'The public template catalogue by name (no token needed); category, limit, cursor',
    'templates',
    TEMPLATE,
    '$category: String, $limit: Int, $cursor: String',
    {
      name: 'MediaTemplates',
      paginated: true,
      public: true,
      errors: [],
    },
  ),
  query(
    '/templates/:id',
    'One catalogue template (no token needed)',
    'template',
    TEMPLATE,
    '$id: ID!',
    { name: 'MediaTemplate', public: true, errors: [404] },
  ),
];

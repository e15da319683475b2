import { routeBuilder, type ExtraCode, type RestRoute } from '../route';

// What every creation answers (docs/api/media.md, Bodies): the job id, queued, the credits held.
const CREATED = 'jobId: id status creditsReserved estimatedCompletionTime';
const TEMPLATE = 'id name category previewImageUrl price isFeatured';
/**
 * A creation: 202 Accepted with the queued job. Every one can refuse (docs/api/media.md, Errors): invalid
 * input, a team the caller is no member of (403) or that does not exist (404), too few credits
 * (402), the monthly quota (ERR_QUOTA_EXCEEDED, 429 like the rate limit). Some also check the
 * content policy (ERR_INVALID_PROMPT, 400) or the plan tier (ERR_TIER_REQUIRED, 403).
 */
const QUEUED = { status: 202, errors: [400, 401, 402, 403, 404] } satisfies Partial<RestRoute>;
const QUOTA: ExtraCode[] = ['ERR_QUOTA_EXCEEDED'];
const PROMPT: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT'];

const { query, mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/templates/`: docs/api/media.md, Paths. */
export const mediaTemplatesRoutes: RestRoute[] = [
  mutation(
    '/templates/:id/render',
    'Queue a render of a catalogue template as png, jpg or pdf (20 credits)',
    'renderTemplate',
    CREATED,
    '$id: ID!, $input: RenderTemplateInput!',
    { codes: PROMPT, ...QUEUED },
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

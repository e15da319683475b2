import { routeBuilder, type RestRoute } from '../route';

const JOB = `id type status progress attempt provider outputs { url width height contentType durationSeconds provider method } creditsReserved creditsCharged
  creditsRefunded ownerId teamId error { code message } estimatedCompletionTime createdAt updatedAt startedAt completedAt failedAt cancelledAt`;
const LIST_ITEM = 'id type status progress creditsReserved createdAt';

const { query, mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/jobs/`: docs/api/media.md, Paths. */
export const mediaJobsRoutes: RestRoute[] = [
  // all=true is for admins (403).
  query(
    '/jobs',
    "The caller's jobs, newest first (admins: all=true for the tenant's); status, type, limit, cursor",
    'jobs',
    LIST_ITEM,
    '$status: JobStatus, $type: String, $all: Boolean, $limit: Int, $cursor: String',
    { name: 'MediaJobs', paginated: true, errors: [401, 403] },
  ),
  query(
    '/jobs/:id',
    'A job with its status, progress, outputs and credits (owner or admin)',
    'job',
    JOB,
    '$id: ID!',
    { name: 'MediaJob', errors: [401, 404] },
  ),
  mutation(
    '/jobs/:id/cancel',
    'Cancel a queued or processing job and refund its credits (owner or admin)',
    'cancelJob',
    'id status creditsRefunded',
    '$id: ID!',
    {
      name: 'CancelMediaJob',
      errors: [400, 401, 404, 409],
      codes: ['INVALID_STATE'],
    },
  ),
  // Reserves the credits anew (402, 403 for a team the owner left); 503 while the failed attempt's are being released.
  mutation(
    '/jobs/:id/retry',
    'Queue a failed job again, reserving its credits anew (owner or admin)',
    'retryJob',
    'id status creditsReserved attempt',
    '$id: ID!',
    {
      name: 'RetryMediaJob',
      errors: [400, 401, 402, 403, 404, 503],
      codes: ['INVALID_STATE'],
    },
  ),
];

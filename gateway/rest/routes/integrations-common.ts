import type { RestRoute } from '../route';

// What several of integrations's route files share (as subgraphs/integrations/common/ does for its features).
// Webhooks are managed by organizers and admins (403 for anyone else); events are published by system.
export const MANAGE = { errors: [400, 401, 403] } satisfies Pick<RestRoute, 'errors'>;
export const ENDPOINT_ERRORS = { errors: [401, 403, 404] } satisfies Pick<RestRoute, 'errors'>;

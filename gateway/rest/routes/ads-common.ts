import type { RestRoute } from '../route';

// What several of ads's route files share (as subgraphs/ads/common/ does for its features).
export const PAGE_VARIABLES = '$limit: Int, $cursor: String';
export type Contract = Pick<RestRoute, 'errors' | 'codes'>;
export const ONE: Contract = { errors: [401, 403, 404] };
/** A change of a campaign, review or broadcast by id, in the states that allow it (400). */
export const CHANGE: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };

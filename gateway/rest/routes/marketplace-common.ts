import type { RestRoute } from '../route';

// What several of marketplace's route files share (as subgraphs/marketplace/common/ does for its features).
export type Contract = Pick<RestRoute, 'errors' | 'codes'>;
export const PAGE_VARIABLES = '$cursor: String, $limit: Int';
// What the operations answer besides the platform-wide statuses (docs/rest-contract.md).
export const READ: Contract = { errors: [401, 404] };
export const LIST = { paginated: true, ...READ } as const;
/** A write under a listing the caller must own (403) and that must still be open (400). */
export const OWNED: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };
/** The same where it can also conflict: a name taken on the listing, a concurrent change, seats booked. */
export const OWNED_CONFLICT: Contract = {
  errors: [400, 401, 403, 404, 409],
  codes: ['INVALID_STATE'],
};
export const PATCH = { method: 'PATCH' } as const;
export const DELETE = { method: 'DELETE', status: 204 } as const;
export const CREATED = { status: 201 } as const;
export const MINE = { paginated: true, errors: [401] } satisfies Partial<RestRoute>;
/** A seller answering an RFP or booking seats: who may (403), in which state (400), a race or a full slot (409). */
export const PARTY_CONFLICT: Contract = {
  errors: [400, 401, 403, 404, 409],
  codes: ['INVALID_STATE'],
};

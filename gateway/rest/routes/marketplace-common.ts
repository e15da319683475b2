import { routeBuilder, type RestRoute } from '../route';

// What several of marketplace's route files share (as subgraphs/marketplace/common/ does for its features).
export type Contract = Pick<RestRoute, 'errors' | 'codes'>;
export const PAGE_VARIABLES = '$cursor: String, $limit: Int';
// What the operations answer besides the platform-wide statuses (docs/rest-contract.md).
export const READ: Contract = { errors: [401, 404] };
export const LIST = { paginated: true, ...READ } as const;
/** A write under a listing the caller must own (403) and that must still be open (400). */
export const OWNED: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };
/** The same where it can also conflict: a name taken on the listing, a concurrent change, seats booked. */
const OWNED_CONFLICT: Contract = {
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

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** An item a listing's owner adds to it (an AI asset, a slot, a tier, a package). */
interface ListingItem {
  /** The collection's path, `/service-tiers`. */
  path: string;
  /** The GraphQL type, `ServiceTier`: its fields are `serviceTier`, `createServiceTier`, ... */
  type: string;
  /** The selection a REST answer carries. */
  fields: string;
  /** Each path's summary (OpenAPI, the README's table). */
  summaries: { create: string; get: string; update: string; delete: string };
  /** Which writes can also conflict (409): a name taken on the listing, seats booked. */
  conflicts: { create: boolean; delete: boolean };
}

/**
 * The create, get, update and delete paths of a listing's item: one shape for every kind, so a
 * kind differs only in its names and in which writes can conflict.
 */
export function listingItemRoutes(item: ListingItem): RestRoute[] {
  const { path, type, fields, summaries, conflicts } = item;
  const field = type[0].toLowerCase() + type.slice(1);
  return [
    mutation(path, summaries.create, `create${type}`, fields, `$input: Create${type}Input!`, {
      ...CREATED,
      ...(conflicts.create ? OWNED_CONFLICT : OWNED),
    }),
    query(`${path}/:id`, summaries.get, field, fields, '$id: ID!', READ),
    mutation(
      `${path}/:id`,
      summaries.update,
      `update${type}`,
      fields,
      `$id: ID!, $input: Update${type}Input!`,
      { ...PATCH, ...OWNED_CONFLICT },
    ),
    mutation(`${path}/:id`, summaries.delete, `delete${type}`, '', '$id: ID!', {
      ...DELETE,
      ...(conflicts.delete ? OWNED_CONFLICT : OWNED),
    }),
  ];
}

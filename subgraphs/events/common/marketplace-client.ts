import { callSubgraph, type CallOrigin, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/** A marketplace listing as events needs it to be a venue: its lane and status. */
export interface VenueListing {
  id: string;
  /** The marketplace lane (`portico` is the venues lane). */
  category: string;
  status: string;
}

// Marketplace's Listing entity by reference: one call, answered null for an id it does not show.
const LISTINGS = `query EventVenueListing($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Listing { id category status } }
}`;

/**
 * A listing of the tenant by id, as the platform (role `system`, which sees every listing of the
 * tenant): the one place events talks to the marketplace (docs/api/events.md, "Events"). Null
 * when the marketplace knows no such listing in the tenant.
 */
export async function findVenueListing(
  peers: SubgraphDirectory,
  origin: CallOrigin,
  listingId: string,
): Promise<VenueListing | null> {
  const { _entities } = await callSubgraph<{ _entities: (VenueListing | null)[] }>(
    peers,
    'marketplace',
    LISTINGS,
    { representations: [{ __typename: 'Listing', id: listingId }] },
    origin,
  );
  return _entities[0] ?? null;
}

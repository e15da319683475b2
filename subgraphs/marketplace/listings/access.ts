import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import type { ListingRow } from './listing-store';

/** Organizers and admins sell: only they create listings. */
export function assertMayCreateListing(actor: Actor): void {
  assertRole(actor, 'organizer', 'admin');
}

/** Everyone sees active listings; sellers also see their own listings in any state. */
export function canSee(actor: Actor, listing: ListingRow): boolean {
  return seesWholeTenant(actor) || listing.status === 'active' || listing.sellerId === actor.id;
}

/** The listing when the actor may see it, else null. The loader already scopes to the tenant. */
export async function findVisible(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<ListingRow | null> {
  const listing = await loaders.listingById.load(id);
  return listing && canSee(actor, listing) ? listing : null;
}

/**
 * A listing the actor may see, or 404: invisible, deleted and other tenants' listings all
 * look exactly like ids that never existed.
 */
export async function visibleListing(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<ListingRow> {
  assertUuid(id);
  const listing = await findVisible(loaders, actor, id);
  if (!listing) throw new NotFoundError('Listing', id);
  return listing;
}

/** A visible listing that the actor owns; someone else's visible listing is 403. */
export async function ownedListing(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<ListingRow> {
  const listing = await visibleListing(loaders, actor, id);
  if (listing.sellerId !== actor.id)
    throw new ForbiddenError("Only the listing's seller can change it");
  return listing;
}

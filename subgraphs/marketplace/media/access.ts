import type { Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { MarketplaceMediaRow } from './media-store';

/** Only the uploader deletes a media item; others who can see it get 403. */
export function assertCanDeleteMedia(actor: Actor, media: MarketplaceMediaRow): void {
  if (media.ownerId !== actor.id)
    throw new ForbiddenError('Only the uploader can delete a media item');
}

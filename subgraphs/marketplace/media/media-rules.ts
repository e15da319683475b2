import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import { findVisible } from '../listings/access';
import { listingForChange, parentListing } from '../listings/child-access';
import type { MarketplaceDeps } from '../common/deps';
import { assertCanDeleteMedia } from './access';
import { checkUpload, type UploadMediaInput } from './media-input';
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMediaOfListing,
  listMediaOfOwner,
  type MarketplaceMediaKind,
  type MarketplaceMediaRow,
} from './media-store';

export interface MediaListArgs extends PageRequest {
  kind?: MarketplaceMediaKind | null;
}

/** Is the media item visible: its owner always; logos and banners the tenant; product images with their listing. */
async function canSeeMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  media: MarketplaceMediaRow,
): Promise<boolean> {
  if (media.ownerId === actor.id || media.kind !== 'product_image') return true;
  return (
    media.listingId !== null && (await findVisible(deps.loaders, actor, media.listingId)) !== null
  );
}

export async function getMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<MarketplaceMediaRow> {
  assertUuid(id);
  const media = await findMedia(deps.prisma, actor.tenantId, id);
  if (!media || !(await canSeeMedia(deps, actor, media))) throw new NotFoundError('Media', id);
  return media;
}

/**
 * Stores an image under `marketplace/<tenant>/<uuid>.<ext>` and records it. The file is written
 * first, so a row never points at nothing; if the row cannot be written the file is removed.
 */
export async function uploadMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  input: UploadMediaInput,
): Promise<MarketplaceMediaRow> {
  const upload = checkUpload(input);
  const listing = upload.listingId
    ? await listingForChange(deps, actor, upload.listingId, null, new InputCheck())
    : null;
  const id = randomUUID();
  const key = `marketplace/${actor.tenantId}/${id}.${upload.image.extension}`;
  await deps.storage.put(key, upload.data, upload.image.contentType);
  try {
    return await insertMedia(deps.prisma, {
      id,
      tenantId: actor.tenantId,
      ownerId: actor.id,
      kind: input.kind,
      listingId: listing?.id ?? null,
      key,
      filename: upload.filename,
      contentType: upload.image.contentType,
      sizeBytes: upload.data.length,
      width: upload.image.width,
      height: upload.image.height,
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/**
 * The owner removes the record, then the file: a failure in between leaves an unreferenced file,
 * never a record whose URL answers 404. Others who can see it get 403.
 */
export async function removeMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  const media = await getMedia(deps, actor, id);
  assertCanDeleteMedia(actor, media);
  if (!(await deleteMedia(deps.prisma, actor.tenantId, media.id)))
    throw new NotFoundError('Media', id);
  await deps.storage.delete(media.key);
  return true;
}

export async function listMyMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  args: MediaListArgs,
): Promise<Connection<MarketplaceMediaRow>> {
  const page = creationPage(args, 'DESC');
  return creationConnection(
    await listMediaOfOwner(deps.prisma, actor.tenantId, actor.id, args.kind ?? undefined, page),
    page,
  );
}

export async function listListingMedia(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
  args: PageRequest,
): Promise<Connection<MarketplaceMediaRow>> {
  const page = creationPage(args, 'ASC');
  const listing = await parentListing(deps, actor, listingId);
  return creationConnection(
    await listMediaOfListing(deps.prisma, actor.tenantId, listing.id, page),
    page,
  );
}

import type { MarketplaceMedia, MarketplaceMediaKind } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';

export type { MarketplaceMediaKind };
export type MarketplaceMediaRow = MarketplaceMedia;
export type NewMarketplaceMedia = Omit<MarketplaceMedia, 'id' | 'createdAt'> & { id: string };

export function findMedia(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<MarketplaceMediaRow | null> {
  return prisma.marketplaceMedia.findFirst({ where: { id, tenantId } });
}

export function insertMedia(prisma: Db, media: NewMarketplaceMedia): Promise<MarketplaceMediaRow> {
  return prisma.marketplaceMedia.create({ data: media });
}

export async function deleteMedia(prisma: Db, tenantId: string, id: string): Promise<boolean> {
  const { count } = await prisma.marketplaceMedia.deleteMany({ where: { id, tenantId } });
  return count === 1;
}

export function listMediaOfOwner(
  prisma: Db,
  tenantId: string,
  ownerId: string,
  kind: MarketplaceMediaKind | undefined,
  page: CreationPage,
): Promise<MarketplaceMediaRow[]> {
  return prisma.marketplaceMedia.findMany({
    where: { tenantId, ownerId, kind, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

export function listMediaOfListing(
  prisma: Db,
  tenantId: string,
  listingId: string,
  page: CreationPage,
): Promise<MarketplaceMediaRow[]> {
  return prisma.marketplaceMedia.findMany({
    where: { tenantId, listingId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

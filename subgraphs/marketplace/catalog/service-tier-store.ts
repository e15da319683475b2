import { nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { ServiceTier } from '../../../lib/db/generated/client';
import type { CreationPage } from '../../../lib/pagination';
import { withUniqueConflict } from '../shared/unique-conflict';

export interface ServiceTierRow {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  name: string;
  description: string;
  price: number;
  deliverables: string[];
  deliveryDays: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ServiceTierChanges = Partial<Pick<ServiceTierRow, 'name' | 'description' | 'price' | 'deliverables' | 'deliveryDays'>>;
export type NewServiceTier = Required<ServiceTierChanges> & Pick<ServiceTierRow, 'tenantId' | 'listingId' | 'sellerId'>;

const DUPLICATE = 'The listing already has a service tier with this name';

function toRow(tier: ServiceTier): ServiceTierRow {
  return { ...tier, price: tier.price.toNumber() };
}

export async function findServiceTier(prisma: PrismaClient, tenantId: string, id: string): Promise<ServiceTierRow | null> {
  const tier = await prisma.serviceTier.findFirst({ where: { id, tenantId } });
  return tier && toRow(tier);
}

export async function insertServiceTier(prisma: PrismaClient, tier: NewServiceTier): Promise<ServiceTierRow> {
  return toRow(await withUniqueConflict('Service tier', DUPLICATE, () => prisma.serviceTier.create({ data: tier })));
}

/** Null when the tier went away meanwhile; a name taken by another tier of the listing is 409. */
export function updateServiceTier(prisma: PrismaClient, tenantId: string, id: string, changes: ServiceTierChanges): Promise<ServiceTierRow | null> {
  return nullWhenUnmatched('Service tier', async () => toRow(await prisma.serviceTier.update({ where: { id, tenantId }, data: changes })), { conflict: DUPLICATE });
}

export async function deleteServiceTier(prisma: PrismaClient, tenantId: string, id: string): Promise<boolean> {
  const { count } = await prisma.serviceTier.deleteMany({ where: { id, tenantId } });
  return count === 1;
}

export async function listServiceTiers(prisma: PrismaClient, tenantId: string, listingId: string, page: CreationPage): Promise<ServiceTierRow[]> {
  const rows = await prisma.serviceTier.findMany({ where: { tenantId, listingId, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toRow);
}

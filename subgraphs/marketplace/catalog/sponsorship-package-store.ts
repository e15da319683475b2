import { nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { SponsorshipLevel, SponsorshipPackage } from '../../../lib/db/generated/client';
import type { CreationPage } from '../../../lib/pagination';
import { withUniqueConflict } from '../shared/unique-conflict';

export type { SponsorshipLevel };

export interface SponsorshipPackageRow {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  name: string;
  description: string;
  level: SponsorshipLevel;
  price: number;
  benefits: string[];
  slotsAvailable: number;
  createdAt: Date;
  updatedAt: Date;
}

export type SponsorshipPackageChanges = Partial<Pick<SponsorshipPackageRow, 'name' | 'description' | 'level' | 'price' | 'benefits' | 'slotsAvailable'>>;
export type NewSponsorshipPackage = Required<SponsorshipPackageChanges> & Pick<SponsorshipPackageRow, 'tenantId' | 'listingId' | 'sellerId'>;

const DUPLICATE = 'The listing already has a sponsorship package with this name';

function toRow(pack: SponsorshipPackage): SponsorshipPackageRow {
  return { ...pack, price: pack.price.toNumber() };
}

export async function findSponsorshipPackage(prisma: PrismaClient, tenantId: string, id: string): Promise<SponsorshipPackageRow | null> {
  const pack = await prisma.sponsorshipPackage.findFirst({ where: { id, tenantId } });
  return pack && toRow(pack);
}

export async function insertSponsorshipPackage(prisma: PrismaClient, pack: NewSponsorshipPackage): Promise<SponsorshipPackageRow> {
  return toRow(await withUniqueConflict('Sponsorship package', DUPLICATE, () => prisma.sponsorshipPackage.create({ data: pack })));
}

export function updateSponsorshipPackage(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  changes: SponsorshipPackageChanges,
): Promise<SponsorshipPackageRow | null> {
  return nullWhenUnmatched('Sponsorship package', async () => toRow(await prisma.sponsorshipPackage.update({ where: { id, tenantId }, data: changes })), {
    conflict: DUPLICATE,
  });
}

export async function deleteSponsorshipPackage(prisma: PrismaClient, tenantId: string, id: string): Promise<boolean> {
  const { count } = await prisma.sponsorshipPackage.deleteMany({ where: { id, tenantId } });
  return count === 1;
}

export async function listSponsorshipPackages(
  prisma: PrismaClient,
  tenantId: string,
  listingId: string,
  level: SponsorshipLevel | undefined,
  page: CreationPage,
): Promise<SponsorshipPackageRow[]> {
  const rows = await prisma.sponsorshipPackage.findMany({ where: { tenantId, listingId, level, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toRow);
}

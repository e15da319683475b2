import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { EXHIBITOR_SLOTS, type ExhibitorSlotRow } from './exhibitor-slot-store';
import { findItemsByIds } from './item-store';
import { SERVICE_TIERS, type ServiceTierRow } from './service-tier-store';
import { SPONSORSHIP_PACKAGES, type SponsorshipPackageRow } from './sponsorship-package-store';

/** Items of the listings' catalogues by id (a slot booking's slot, every get), one query per batch. */
export interface CatalogLoaders {
  exhibitorSlotById: DataLoader<string, ExhibitorSlotRow | null>;
  serviceTierById: DataLoader<string, ServiceTierRow | null>;
  sponsorshipPackageById: DataLoader<string, SponsorshipPackageRow | null>;
}

export function createCatalogLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): CatalogLoaders {
  return {
    exhibitorSlotById: rowLoader(
      tenantId,
      (tenant, ids) => findItemsByIds(prisma, EXHIBITOR_SLOTS, tenant, ids),
      byId,
    ),
    serviceTierById: rowLoader(
      tenantId,
      (tenant, ids) => findItemsByIds(prisma, SERVICE_TIERS, tenant, ids),
      byId,
    ),
    sponsorshipPackageById: rowLoader(
      tenantId,
      (tenant, ids) => findItemsByIds(prisma, SPONSORSHIP_PACKAGES, tenant, ids),
      byId,
    ),
  };
}

import type { AdPromotedSearchImpression, AdSpherePlacement, AdSpherePlacementSlot } from '../../../lib/db/generated/client';
import type { Tx } from './db';

export type SpherePlacementSlot = AdSpherePlacementSlot;
export type SpherePlacementRow = AdSpherePlacement;
export type PromotedSearchRow = AdPromotedSearchImpression;

/** What the serving pipeline reports, stored as it came (no updates: each row is one serving). */
export function insertSpherePlacement(
  tx: Tx,
  placement: Omit<SpherePlacementRow, 'id' | 'createdAt'>,
  now: Date,
): Promise<SpherePlacementRow> {
  return tx.adSpherePlacement.create({ data: { ...placement, createdAt: now } });
}

export function insertPromotedSearch(
  tx: Tx,
  impression: Omit<PromotedSearchRow, 'id' | 'createdAt'>,
  now: Date,
): Promise<PromotedSearchRow> {
  return tx.adPromotedSearchImpression.create({ data: { ...impression, createdAt: now } });
}

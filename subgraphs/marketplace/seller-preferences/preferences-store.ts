import type { SellerPreference } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';
import type { MarketplaceLane } from '../listings/listing-store';

export interface NotificationSettingsRow {
  newRfps: boolean;
  quoteUpdates: boolean;
  orderUpdates: boolean;
  slotBookings: boolean;
  weeklyDigest: boolean;
}

export interface SellerPreferencesRow {
  sellerId: string;
  lanes: MarketplaceLane[];
  regions: string[];
  minBudget: number | null;
  acceptingRfps: boolean;
  notifications: NotificationSettingsRow;
  /** Null while the seller never saved preferences (the row is the defaults). */
  updatedAt: Date | null;
}

export type SellerPreferencesValues = Omit<SellerPreferencesRow, 'sellerId' | 'updatedAt'>;

function toRow(stored: SellerPreference): SellerPreferencesRow {
  return {
    sellerId: stored.sellerId,
    lanes: stored.lanes,
    regions: stored.regions,
    minBudget: stored.minBudget === null ? null : stored.minBudget.toNumber(),
    acceptingRfps: stored.acceptingRfps,
    notifications: {
      newRfps: stored.notifyNewRfps,
      quoteUpdates: stored.notifyQuoteUpdates,
      orderUpdates: stored.notifyOrderUpdates,
      slotBookings: stored.notifySlotBookings,
      weeklyDigest: stored.notifyWeeklyDigest,
    },
    updatedAt: stored.updatedAt,
  };
}

function toColumns(values: SellerPreferencesValues) {
  return {
    lanes: values.lanes,
    regions: values.regions,
    minBudget: values.minBudget,
    acceptingRfps: values.acceptingRfps,
    notifyNewRfps: values.notifications.newRfps,
    notifyQuoteUpdates: values.notifications.quoteUpdates,
    notifyOrderUpdates: values.notifications.orderUpdates,
    notifySlotBookings: values.notifications.slotBookings,
    notifyWeeklyDigest: values.notifications.weeklyDigest,
  };
}

export async function findSellerPreferences(
  prisma: Db,
  tenantId: string,
  sellerId: string,
): Promise<SellerPreferencesRow | null> {
  const stored = await prisma.sellerPreference.findUnique({
    where: { tenantId_sellerId: { tenantId, sellerId } },
  });
  return stored && toRow(stored);
}

/** One statement (INSERT ... ON CONFLICT), so two concurrent first saves cannot collide. */
export async function saveSellerPreferences(
  prisma: Db,
  tenantId: string,
  sellerId: string,
  values: SellerPreferencesValues,
): Promise<SellerPreferencesRow> {
  const columns = toColumns(values);
  const stored = await prisma.sellerPreference.upsert({
    where: { tenantId_sellerId: { tenantId, sellerId } },
    create: { tenantId, sellerId, ...columns },
    update: columns,
  });
  return toRow(stored);
}

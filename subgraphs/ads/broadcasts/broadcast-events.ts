import type { PlatformEvent } from '../../../lib/events/bus';
import { ADS_BROADCAST_DELIVERED, ADS_BROADCAST_REQUESTED } from '../../../lib/events/catalog';
import {
  adEvent,
  iso,
  type BroadcastDeliveredData,
  type BroadcastRequestedData,
  type EventOrigin,
} from '../common/events';
import type { BroadcastRow } from './broadcast-store';

export function broadcastRequested(
  origin: EventOrigin,
  b: BroadcastRow,
): PlatformEvent<BroadcastRequestedData> {
  return adEvent(ADS_BROADCAST_REQUESTED, origin, b.tenantId, b.id, b.createdAt, {
    broadcastId: b.id,
    tenantId: b.tenantId,
    campaignId: b.campaignId,
    creativeId: b.creativeId,
    audienceId: b.audienceId,
    channel: b.channel,
    scheduledAt: iso(b.scheduledAt),
    estimatedReach: b.estimatedReach,
    requestedBy: b.requestedBy,
    requestedAt: iso(b.createdAt),
  });
}

/** Of a delivered broadcast (the delivery fields set). */
export function broadcastDelivered(
  origin: EventOrigin,
  b: BroadcastRow,
): PlatformEvent<BroadcastDeliveredData> {
  const deliveredAt = b.deliveredAt!;
  return adEvent(ADS_BROADCAST_DELIVERED, origin, b.tenantId, b.id, deliveredAt, {
    broadcastId: b.id,
    tenantId: b.tenantId,
    campaignId: b.campaignId,
    impressionsDelivered: b.impressionsDelivered!,
    clicksDelivered: b.clicksDelivered!,
    costIncurred: b.costIncurred!,
    currency: b.currency!,
    deliveredAt: iso(deliveredAt),
  });
}

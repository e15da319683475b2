import type { PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { toStructuredCloudEvent } from '../../../lib/events/cloudevent';
import {
  EXPORT_COMPLETED_TYPE,
  readExportDelivery,
  REPORTS_EVENT_SOURCE,
} from '../../reports/common/events';
import { insertDeliveries } from '../deliveries/delivery-store';
import { findEndpoint } from '../webhooks/endpoint-store';

/**
 * A finished scheduled export for one endpoint (reports.export.delivery, docs/reports.md
 * "Delivery"): one stored delivery to the endpoint the schedule names, if it is still the
 * tenant's and enabled, sent and retried like every other delivery and signed with the
 * endpoint's secret. The (endpoint, event id) key keeps a relayed-again event to one delivery.
 */
export async function enqueueReportDelivery(
  prisma: PrismaClient,
  event: PlatformEvent,
  now: Date,
): Promise<number> {
  const data = readExportDelivery(event.data);
  if (!data) return 0;
  const endpoint = await findEndpoint(prisma, event.tenantId, data.endpointId);
  if (!endpoint || !endpoint.enabled) return 0;
  const { endpointId: _endpoint, ...body } = data;
  const payload = JSON.stringify(
    toStructuredCloudEvent({
      ...event,
      type: EXPORT_COMPLETED_TYPE,
      source: REPORTS_EVENT_SOURCE,
      subject: undefined,
      requestId: undefined,
      traceparent: undefined,
      data: body,
    }),
  );
  return insertDeliveries(prisma, [
    {
      tenantId: event.tenantId,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: EXPORT_COMPLETED_TYPE,
      payload,
      nextAttemptAt: now,
    },
  ]);
}

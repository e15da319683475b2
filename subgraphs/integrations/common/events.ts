import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import { ENDPOINT_DISABLED } from '../../../lib/events/catalog';

/*
 * The integrations service's own event contract (docs/api/integrations.md, "Events"): internal
 * events, not webhook types (those are the catalogue, lib/events/catalog.ts). Imported by the
 * store that records them and by their consumers (the notifications service, the tests).
 */

/**
 * Failed deliveries disabled a webhook endpoint (docs/webhooks.md, "Delivery": 6 consecutive
 * failures), so whoever created it is told: written through the outbox in the transaction of the
 * conditional update that flipped `enabled`, once per flip. An endpoint an admin disables by hand
 * records none: the one who did it knows.
 */
export { ENDPOINT_DISABLED };

export interface EndpointDisabledData {
  endpointId: string;
  url: string;
  /** The user who created the endpoint. */
  createdBy: string;
  /** The run of consecutive failed attempts that disabled it. */
  consecutiveFailures: number;
  disabledAt: string;
}

export function endpointDisabled(
  tenantId: string,
  data: EndpointDisabledData,
): PlatformEvent<EndpointDisabledData> {
  return { ...newEvent(ENDPOINT_DISABLED, tenantId, data), subject: data.endpointId };
}

import { isUuid, type Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { IntegrationsDeps } from '../common/deps';
import { assertWebhookManager, requireEndpoint } from '../webhooks/access';
import {
  findDelivery,
  findDeliveryPage,
  rescheduleDelivery,
  type DeliveryRow,
  type DeliveryStatus,
} from './delivery-store';

// A delivery belongs to its endpoint: whoever manages the endpoint (webhooks/access.ts) sees and resends it.

export async function listDeliveries(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
  args: PageRequest & { status?: DeliveryStatus | null },
): Promise<Connection<DeliveryRow>> {
  assertWebhookManager(actor);
  const endpoint = await requireEndpoint(deps, actor, id);
  const page = creationPage(args, 'DESC');
  const rows = await findDeliveryPage(
    deps.prisma,
    { tenantId: actor.tenantId, endpointId: endpoint.id, status: args.status ?? undefined },
    page,
  );
  return creationConnection(rows, page);
}

/** Sends a delivery again now with a fresh retry schedule, whatever its status; the endpoint must be enabled. */
export async function redeliver(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
  deliveryId: string,
): Promise<DeliveryRow> {
  assertWebhookManager(actor);
  const endpoint = await requireEndpoint(deps, actor, id);
  const delivery = isUuid(deliveryId)
    ? await findDelivery(deps.prisma, actor.tenantId, endpoint.id, deliveryId.toLowerCase())
    : null;
  if (!delivery) throw new NotFoundError('Webhook delivery', deliveryId);
  if (!endpoint.enabled)
    throw new InvalidStateError('webhook endpoint', 'disabled', 'redeliver to');
  const row = await rescheduleDelivery(deps.prisma, delivery.id, deps.clock.now());
  deps.wakeDispatcher();
  return row;
}

import { isUuid } from '../../../lib/context';
import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { findDelivery, findDeliveryPage, rescheduleDelivery, type DeliveryRow, type DeliveryStatus } from '../data/deliveries';
import type { IntegrationsContext } from '../context';
import { requireEndpoint, requireManager } from './webhooks';

export async function listDeliveries(context: IntegrationsContext, id: string, args: PageRequest & { status?: DeliveryStatus | null }): Promise<Connection<DeliveryRow>> {
  const caller = requireManager(context);
  const endpoint = await requireEndpoint(context, caller.tenantId, id);
  const page = creationPage(args, 'DESC');
  const rows = await findDeliveryPage(context.prisma, { tenantId: caller.tenantId, endpointId: endpoint.id, status: args.status ?? undefined }, page);
  return creationConnection(rows, page);
}

/** Sends a delivery again now with a fresh retry schedule, whatever its status; the endpoint must be enabled. */
export async function redeliver(context: IntegrationsContext, id: string, deliveryId: string): Promise<DeliveryRow> {
  const caller = requireManager(context);
  const endpoint = await requireEndpoint(context, caller.tenantId, id);
  const delivery = isUuid(deliveryId) ? await findDelivery(context.prisma, caller.tenantId, endpoint.id, deliveryId.toLowerCase()) : null;
  if (!delivery) throw new NotFoundError('Webhook delivery', deliveryId);
  if (!endpoint.enabled) throw new InvalidStateError('webhook endpoint', 'disabled', 'redeliver to');
  const row = await rescheduleDelivery(context.prisma, delivery.id, context.dispatcher.clock.now());
  context.dispatcher.kick();
  return row;
}

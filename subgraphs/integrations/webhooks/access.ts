import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { IntegrationsDeps } from '../common/deps';
import { findEndpoint, type EndpointRow } from './endpoint-store';

/** Organizers and admins manage their tenant's endpoints and deliveries (system only publishes). */
export function assertWebhookManager(actor: Actor): Actor {
  return assertRole(actor, 'organizer', 'admin');
}

/** Reading one endpoint: its managers, and the platform (role system) acting in the tenant. */
export function assertWebhookReader(actor: Actor): Actor {
  return assertRole(actor, 'organizer', 'admin', 'system');
}

/** An endpoint id as stored; a malformed one names nothing (404, like another tenant's). */
export function endpointId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Webhook endpoint', id);
  return id.toLowerCase();
}

/** The actor's tenant's endpoint, or 404 (another tenant's included). */
export async function requireEndpoint(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
): Promise<EndpointRow> {
  const row = await findEndpoint(deps.prisma, actor.tenantId, endpointId(id));
  if (!row) throw new NotFoundError('Webhook endpoint', id);
  return row;
}

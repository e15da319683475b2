import { randomBytes } from 'node:crypto';
import { isUuid, requireRole } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import {
  deleteEndpoint,
  findEndpoint,
  findEndpointPage,
  insertEndpoint,
  replaceSecret,
  toView,
  updateEndpoint,
  type EndpointRow,
  type EndpointView,
} from '../data/endpoints';
import type { IntegrationsContext } from '../context';
import { checkEvents, checkSecret, checkUrl } from './webhook-input';

/** Organizers and admins manage their tenant's endpoints. */
export function requireManager(context: IntegrationsContext) {
  return requireRole(context, 'organizer', 'admin');
}

/** An endpoint id as stored; a malformed one names nothing (404, like another tenant's). */
function endpointId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Webhook endpoint', id);
  return id.toLowerCase();
}

/** The caller's tenant's endpoint, or 404 (another tenant's included). */
export async function requireEndpoint(context: IntegrationsContext, tenantId: string, id: string): Promise<EndpointRow> {
  const row = await findEndpoint(context.prisma, tenantId, endpointId(id));
  if (!row) throw new NotFoundError('Webhook endpoint', id);
  return row;
}

export async function createWebhook(context: IntegrationsContext, input: { url?: string | null; events?: (string | null)[] | null; secret?: string | null }): Promise<EndpointView> {
  const caller = requireManager(context);
  const check = new InputCheck();
  checkUrl(check, input.url, true);
  const events = checkEvents(check, input.events, true);
  checkSecret(check, input.secret);
  check.done();
  const row = await insertEndpoint(context.prisma, { tenantId: caller.tenantId, url: input.url!, events: events!, secret: input.secret!, createdBy: caller.id });
  return toView(row, true);
}

export async function listWebhooks(context: IntegrationsContext, args: PageRequest): Promise<Connection<EndpointView>> {
  const caller = requireManager(context);
  const page = creationPage(args, 'DESC');
  const rows = await findEndpointPage(context.prisma, caller.tenantId, page);
  // The view keeps id and createdAt, which the cursors are made of.
  return creationConnection(rows.map((row) => toView(row)), page);
}

export async function getWebhook(context: IntegrationsContext, id: string): Promise<EndpointView> {
  const caller = requireManager(context);
  return toView(await requireEndpoint(context, caller.tenantId, id));
}

export async function updateWebhook(context: IntegrationsContext, id: string, input: { url?: string | null; events?: (string | null)[] | null; enabled?: boolean | null }): Promise<EndpointView> {
  const caller = requireManager(context);
  const check = new InputCheck();
  checkUrl(check, input.url, false);
  const events = checkEvents(check, input.events, false);
  check.done();
  const enabled = input.enabled ?? undefined;
  const updated = await updateEndpoint(context.prisma, caller.tenantId, endpointId(id), { url: input.url ?? undefined, events, enabled }, context.dispatcher.clock.now());
  // Deliveries held while it was disabled go out now.
  if (enabled) context.dispatcher.kick();
  return toView(updated);
}

export async function removeWebhook(context: IntegrationsContext, id: string): Promise<boolean> {
  const caller = requireManager(context);
  await deleteEndpoint(context.prisma, caller.tenantId, endpointId(id));
  return true;
}

/** A new random secret (32 bytes, base64url), shown in this answer only; the next attempt signs with it. */
export async function rotateSecret(context: IntegrationsContext, id: string): Promise<EndpointView> {
  const caller = requireManager(context);
  return toView(await replaceSecret(context.prisma, caller.tenantId, endpointId(id), `whsec_${randomBytes(32).toString('base64url')}`), true);
}

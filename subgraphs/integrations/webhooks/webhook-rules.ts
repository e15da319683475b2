import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { IntegrationsDeps } from '../common/deps';
import { assertWebhookManager, assertWebhookReader, endpointId, requireEndpoint } from './access';
import {
  deleteEndpoint,
  findEndpointPage,
  insertEndpoint,
  replaceSecret,
  toView,
  updateEndpoint,
  type EndpointView,
} from './endpoint-store';
import { checkEvents, checkSecret, checkUrl } from './webhook-input';

export interface CreateWebhookInput {
  url?: string | null;
  events?: (string | null)[] | null;
  secret?: string | null;
}

export interface UpdateWebhookInput {
  url?: string | null;
  events?: (string | null)[] | null;
  enabled?: boolean | null;
}

export async function createWebhook(
  deps: IntegrationsDeps,
  actor: Actor,
  input: CreateWebhookInput,
): Promise<EndpointView> {
  assertWebhookManager(actor);
  const check = new InputCheck();
  checkUrl(check, input.url, true);
  const events = checkEvents(check, input.events, true);
  checkSecret(check, input.secret);
  check.done();
  const row = await insertEndpoint(deps.prisma, {
    tenantId: actor.tenantId,
    url: input.url!,
    events: events!,
    secret: input.secret!,
    createdBy: actor.id,
  });
  return toView(row, true);
}

export async function listWebhooks(
  deps: IntegrationsDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<EndpointView>> {
  assertWebhookManager(actor);
  const page = creationPage(args, 'DESC');
  const rows = await findEndpointPage(deps.prisma, actor.tenantId, page);
  // The view keeps id and createdAt, which the cursors are made of.
  return creationConnection(
    rows.map((row) => toView(row)),
    page,
  );
}

export async function getWebhook(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
): Promise<EndpointView> {
  // The platform reads too: the reports service checks a schedule's endpoint (docs/reports.md, "Delivery").
  assertWebhookReader(actor);
  return toView(await requireEndpoint(deps, actor, id));
}

export async function updateWebhook(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
  input: UpdateWebhookInput,
): Promise<EndpointView> {
  assertWebhookManager(actor);
  const check = new InputCheck();
  checkUrl(check, input.url, false);
  const events = checkEvents(check, input.events, false);
  check.done();
  const enabled = input.enabled ?? undefined;
  const updated = await updateEndpoint(
    deps.prisma,
    actor.tenantId,
    endpointId(id),
    { url: input.url ?? undefined, events, enabled },
    deps.clock.now(),
  );
  // Deliveries held while it was disabled go out now.
  if (enabled) deps.wakeDispatcher();
  return toView(updated);
}

export async function removeWebhook(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  assertWebhookManager(actor);
  await deleteEndpoint(deps.prisma, actor.tenantId, endpointId(id));
  return true;
}

/** A new random secret (32 bytes, base64url), shown in this answer only; the next attempt signs with it. */
export async function rotateSecret(
  deps: IntegrationsDeps,
  actor: Actor,
  id: string,
): Promise<EndpointView> {
  assertWebhookManager(actor);
  return toView(
    await replaceSecret(
      deps.prisma,
      actor.tenantId,
      endpointId(id),
      `whsec_${randomBytes(32).toString('base64url')}`,
    ),
    true,
  );
}

import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import {
  catalogEvent,
  PUBLISHABLE_TYPES,
  TICKET_PURCHASED,
  type WebhookEventType,
} from '../../../lib/events/catalog';
import { InputCheck } from '../../../lib/validation';
import type { IntegrationsDeps } from '../common/deps';
import { assertPublisher } from './access';
import { storePublishedEvent } from './event-store';

export interface PublishEventInput {
  type?: string | null;
  data?: unknown;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** ticket.purchased (docs/api/integrations.md, Events): ticketId, eventId, buyerId (strings), amount (number), currency (a currency code). */
function checkTicketPurchased(check: InputCheck, data: JsonObject): void {
  for (const field of ['ticketId', 'eventId', 'buyerId']) {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '')
      check.problem(`data.${field}`, 'is required and must be a non-empty string');
    else if (value.length > 200) check.problem(`data.${field}`, 'must be at most 200 characters');
  }
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    check.problem('data.amount', 'is required and must be a number');
  else if (amount < 0) check.problem('data.amount', 'must be at least 0');
  if (typeof data.currency !== 'string' || !/^[A-Za-z]{3}$/.test(data.currency))
    check.problem('data.currency', 'is required and must be a 3-letter currency code');
}

/**
 * Publishes an event.* or ticket.* event of the actor's tenant on the platform bus (role
 * system), from where the dispatcher turns it into deliveries. Currency codes are upper-cased.
 */
export async function publishEvent(
  deps: IntegrationsDeps,
  actor: Actor,
  input: PublishEventInput,
): Promise<PlatformEvent> {
  assertPublisher(actor);
  const check = new InputCheck();
  if (input.type === undefined || input.type === null) check.problem('type', 'is required');
  else check.oneOf('type', input.type, PUBLISHABLE_TYPES);
  if (input.data === undefined || input.data === null) check.problem('data', 'is required');
  else if (!isObject(input.data)) check.problem('data', 'must be an object');
  check.done();
  const data = input.data as JsonObject;
  if (input.type === TICKET_PURCHASED) {
    const ticket = new InputCheck();
    checkTicketPurchased(ticket, data);
    ticket.done();
    data.currency = String(data.currency).toUpperCase();
  }
  if (JSON.stringify(data).length > 64 * 1024)
    throw ValidationError.field('data', 'must be at most 64 KiB as JSON');
  return storePublishedEvent(
    deps.prisma,
    catalogEvent(input.type as WebhookEventType, actor.tenantId, data, {
      requestId: deps.requestId,
    }),
  );
}

import { InputCheck } from '../../../lib/validation';
import type { EventRow } from '../events/event-store';
import type { TicketTypeFields, TicketTypeRow } from './ticket-type-store';
import { CREDITS } from '../common/credit-pricing';

/** A price as events v2 sends it (../common/credit-pricing.ts). */
interface PricingInput {
  base: number;
  currency?: string | null;
}

/**
 * A new ticket type; times are ISO strings (the DateTime scalar has already read them). The price
 * comes as `priceCredits` (v1) or `pricing` (v2), exactly one of them.
 */
export interface CreateTicketTypeInput {
  name: string;
  priceCredits?: number | null;
  pricing?: PricingInput | null;
  quantity: number;
  salesStart?: string | null;
  salesEnd?: string | null;
  maxPerOrder?: number | null;
}

export type UpdateTicketTypeInput = {
  [K in keyof CreateTicketTypeInput]?: CreateTicketTypeInput[K] | null;
};

const MAX_PRICE = 1_000_000;
const MAX_QUANTITY = 1_000_000;
const MAX_PER_ORDER = 100;
const DEFAULT_MAX_PER_ORDER = 10;

/** The price in credits the input gives either way, if it gives one; problems go to `check`. */
function priceOf(check: InputCheck, input: UpdateTicketTypeInput): number | undefined {
  const { priceCredits, pricing } = input;
  check.when(
    priceCredits != null && pricing != null,
    'pricing',
    'must not be sent with priceCredits: give the price one way',
  );
  check.number('priceCredits', priceCredits, { integer: true, min: 0, max: MAX_PRICE });
  if (pricing == null) return priceCredits ?? undefined;
  check.number('pricing.base', pricing.base, { integer: true, min: 0, max: MAX_PRICE });
  check.when(
    pricing.currency != null && pricing.currency !== CREDITS,
    'pricing.currency',
    `must be ${CREDITS}: tickets are paid in platform credits`,
  );
  return pricing.base;
}

/** Every field's own rules, in the input's order; answers the price in credits, if one is given. */
function checkFields(check: InputCheck, input: UpdateTicketTypeInput): number | undefined {
  check.text('name', input.name, { max: 100 });
  check.when(typeof input.name === 'string' && !input.name.trim(), 'name', 'must not be empty');
  const price = priceOf(check, input);
  check.number('quantity', input.quantity, { integer: true, min: 1, max: MAX_QUANTITY });
  check.number('maxPerOrder', input.maxPerOrder, { integer: true, min: 1, max: MAX_PER_ORDER });
  return price;
}

/** The sales window: it ends after it starts, and at the latest when the event ends. */
function checkWindow(
  check: InputCheck,
  start: Date,
  end: Date,
  event: EventRow,
  sentEnd: boolean,
): void {
  if (end.getTime() > event.endsAt.getTime())
    check.problem('salesEnd', `must be at most the event's endsAt (${event.endsAt.toISOString()})`);
  if (end.getTime() <= start.getTime())
    check.problem(
      sentEnd ? 'salesEnd' : 'salesStart',
      sentEnd
        ? `must be after salesStart (${start.toISOString()})`
        : `must be before salesEnd (${end.toISOString()})`,
    );
}

/**
 * Validates a new ticket type of `event`, reporting every problem at once: sales start now and
 * end when the event starts unless the input says otherwise.
 */
export function checkCreate(
  input: CreateTicketTypeInput,
  event: EventRow,
  now: Date,
): TicketTypeFields {
  const check = new InputCheck();
  const price = checkFields(check, input);
  check.when(
    input.priceCredits == null && input.pricing == null,
    'priceCredits',
    'is required (or pricing)',
  );
  const salesStart = input.salesStart ? new Date(input.salesStart) : now;
  const salesEnd = input.salesEnd ? new Date(input.salesEnd) : event.startsAt;
  checkWindow(check, salesStart, salesEnd, event, !!input.salesEnd);
  check.done();
  return {
    name: input.name.trim(),
    priceCredits: price!,
    quantity: input.quantity,
    salesStart,
    salesEnd,
    maxPerOrder: input.maxPerOrder ?? DEFAULT_MAX_PER_ORDER,
  };
}

/** Validates a partial update against the stored type and its event; returns what to write. */
export function checkUpdate(
  input: UpdateTicketTypeInput,
  stored: TicketTypeRow,
  event: EventRow,
): Partial<TicketTypeFields> {
  const check = new InputCheck();
  for (const [field, value] of Object.entries(input))
    check.when(value === null, field, 'must not be null');
  const price = checkFields(check, input);
  const salesStart = input.salesStart ? new Date(input.salesStart) : undefined;
  const salesEnd = input.salesEnd ? new Date(input.salesEnd) : undefined;
  if (salesStart || salesEnd)
    checkWindow(
      check,
      salesStart ?? stored.salesStart,
      salesEnd ?? stored.salesEnd,
      event,
      !!salesEnd,
    );
  check.when(
    input.quantity != null && input.quantity < stored.sold,
    'quantity',
    `must be at least ${stored.sold}, the seats already sold`,
  );
  check.done();
  const changes: Partial<TicketTypeFields> = {};
  if (input.name != null) changes.name = input.name.trim();
  if (price !== undefined) changes.priceCredits = price;
  if (input.quantity != null) changes.quantity = input.quantity;
  if (salesStart) changes.salesStart = salesStart;
  if (salesEnd) changes.salesEnd = salesEnd;
  if (input.maxPerOrder != null) changes.maxPerOrder = input.maxPerOrder;
  return changes;
}

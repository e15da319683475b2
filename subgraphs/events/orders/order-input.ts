import { InputCheck } from '../../../lib/validation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a purchase asks for (the schema's BuyTicketsInput, as the rules read it). */
export interface BuyTicketsInput {
  ticketTypeId: string;
  quantity: number;
  /** Pay from this team's wallet. */
  teamId?: string | null;
  /** At most `quantity`, one per ticket in order. */
  attendees?: { name: string; email?: string | null }[] | null;
}

/** One ticket's attendee, in the order the tickets are made. */
export interface Attendee {
  name: string;
  email: string | null;
}

/**
 * The purchase's own fields, every problem at once (docs/api/events.md, "Orders"); the bounds
 * that depend on the ticket type (maxPerOrder) are checked by the rules once it is read.
 */
export function checkBuyInput(input: BuyTicketsInput): Attendee[] {
  const check = new InputCheck()
    .uuid('ticketTypeId', input.ticketTypeId, { required: true })
    .uuid('teamId', input.teamId)
    .number('quantity', input.quantity, { required: true, integer: true, min: 1 });
  const attendees = input.attendees ?? [];
  check.when(
    attendees.length > input.quantity,
    'attendees',
    `must be at most quantity (${input.quantity})`,
  );
  attendees.forEach((attendee, i) => {
    check.name(`attendees[${i}].name`, attendee.name, { required: true, max: 200 });
    check.text(`attendees[${i}].email`, attendee.email, { max: 320 });
    if (attendee.email && !check.has(`attendees[${i}].email`))
      check.when(!EMAIL.test(attendee.email), `attendees[${i}].email`, 'must be an email address');
  });
  check.done();
  return attendees.map((a) => ({ name: a.name.trim(), email: a.email?.trim() || null }));
}

/** The type's own bound on one order. */
export function checkQuantity(quantity: number, maxPerOrder: number): void {
  new InputCheck().number('quantity', quantity, { integer: true, min: 1, max: maxPerOrder }).done();
}

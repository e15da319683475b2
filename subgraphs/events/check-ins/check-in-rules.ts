import type { Actor } from '../../../lib/context';
import { AppError, NotFoundError } from '../../../lib/errors';
import { serviceLogger } from '../../../lib/observability/logger';
import type { EventsDeps } from '../common/deps';
import { EventsError } from '../common/errors';
import { ticketCheckedIn, ticketSalesChanged } from '../common/events';
import { verifyTicketCode } from '../common/ticket-code';
import type { EventRow } from '../events/event-store';
import { assertMayCheckIn } from './access';
import { markSettled, type TicketRow } from '../tickets/ticket-store';
import { checkInTicketRow } from './check-in-store';

const log = serviceLogger('events');

/*
 * Check-in at the door (docs/api/events.md, "Check-in"). Every refusal of the move itself is a
 * 409, as the contract says: the scan was right, the ticket is not in a state to enter with.
 */

/** Open for check-in: published and not yet over (the settlement round marks it ended later). */
function assertDoorOpen(event: Pick<EventRow, 'status' | 'endsAt'>, now: Date): void {
  const status = event.status === 'published' && event.endsAt <= now ? 'ended' : event.status;
  if (status !== 'published')
    throw new AppError(
      'INVALID_STATE',
      `Cannot check in a ticket of an event that is ${status}`,
      409,
    );
}

/** A ticket that may enter: valid and its credits undecided; a second scan names the first. */
function assertTicketEnters(ticket: TicketRow): void {
  if (ticket.status === 'checked_in')
    throw new EventsError(
      'ALREADY_CHECKED_IN',
      `Ticket ${ticket.id} was checked in at ${ticket.checkedInAt?.toISOString()}`,
    );
  if (ticket.status !== 'valid')
    throw new AppError('INVALID_STATE', `Cannot check in a ticket that is ${ticket.status}`, 409);
  // Valid but decided: the event ended and the round charged it before its status was updated.
  if (ticket.settlement)
    throw new AppError('INVALID_STATE', 'Cannot check in a ticket of an event that is ended', 409);
}

/**
 * valid -> checked_in by the ticket's code, for its event's organizer, admins and staff teams.
 * The code is verified before anything is read: a forged code and another tenant's are the same
 * 404 and cost no query. After the commit the charge of a paid ticket goes to identity; if that
 * fails, the settlement round sends it again (the ticket is decided and not yet settled).
 */
export async function checkInTicket(
  deps: EventsDeps,
  actor: Actor,
  input: { code: string },
): Promise<TicketRow> {
  const now = deps.clock.now();
  const claims = verifyTicketCode(input.code);
  if (!claims || claims.tenantId !== actor.tenantId) throw new NotFoundError('Ticket');
  const ticket = await deps.loaders.ticketById.load(claims.ticketId);
  const event = ticket && (await deps.loaders.eventById.load(ticket.eventId));
  if (!ticket || !event || ticket.eventId !== claims.eventId) throw new NotFoundError('Ticket');
  await assertMayCheckIn(deps, actor, event);
  assertDoorOpen(event, now);
  assertTicketEnters(ticket);
  const checkedInData = {
    ticketId: ticket.id,
    eventId: event.id,
    holderId: ticket.holderId,
    checkedInAt: now.toISOString(),
    checkedInBy: actor.id,
  };
  const outcome = await checkInTicketRow(deps.prisma, {
    tenantId: actor.tenantId,
    ticketId: ticket.id,
    eventId: event.id,
    by: actor.id,
    at: now,
    free: ticket.reservationId === null,
    events: [
      ticketCheckedIn(actor.tenantId, checkedInData, deps.requestId),
      ticketSalesChanged(actor.tenantId, event.id, deps.requestId),
    ],
  });
  if (!outcome.done) {
    // Something moved first (another scan, a refund, the cancellation or end): say what.
    assertDoorOpen({ status: outcome.eventStatus ?? 'cancelled', endsAt: event.endsAt }, now);
    if (outcome.ticket) assertTicketEnters(outcome.ticket);
    throw new NotFoundError('Ticket');
  }
  await sendCharge(deps, outcome.ticket);
  return outcome.ticket;
}

/** The checked-in ticket's credits to identity, once; a failure is left to the settlement round. */
async function sendCharge(deps: EventsDeps, ticket: TicketRow): Promise<void> {
  if (!ticket.reservationId || ticket.settledAt) return;
  try {
    await deps.identity.settle(ticket.tenantId, ticket.reservationId, 'charge');
    await markSettled(deps.prisma, ticket.id, deps.clock.now());
  } catch (error) {
    log.warn(
      { err: error, ticketId: ticket.id },
      'check-in charge not settled; the round resends it',
    );
    deps.settlements.kick();
  }
}

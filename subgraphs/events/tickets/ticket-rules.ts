import { isUuid, type Actor } from '../../../lib/context';
import { AppError, InvalidStateError } from '../../../lib/errors';
import { serviceLogger } from '../../../lib/observability/logger';
import { creationConnection, creationPage, type Connection } from '../../../lib/pagination';
import { nextState } from '../../../lib/state-machine';
import { assertUuid, InputCheck } from '../../../lib/validation';
import type { EventsDeps } from '../common/deps';
import { ticketRefunded, ticketSalesChanged, TICKET_CURRENCY } from '../common/events';
import type { EventRow } from '../events/event-store';
import { assertEventManager, visibleEvent } from '../events/access';
import { assertMayReadUserTickets, assertSeesTicket, managesEvent, seesTicket } from './access';
import { ticketMachine } from './ticket-machine';
import { listTickets, markSettled, refundTicketRow, type TicketRow } from './ticket-store';

const log = serviceLogger('events');

type ShownStatus = 'valid' | 'checked_in' | 'refunded' | 'cancelled';

export interface TicketListArgs {
  eventId?: string | null;
  status?: ShownStatus | null;
  limit?: number | null;
  cursor?: string | null;
}

function checkFilter(args: TicketListArgs) {
  new InputCheck().uuid('eventId', args.eventId).done();
  return { eventId: args.eventId, status: args.status };
}

/** A ticket the actor holds or whose event the actor manages (else 404), with its event. */
export async function readTicket(
  deps: EventsDeps,
  actor: Actor,
  id: string,
): Promise<{ ticket: TicketRow; event: EventRow }> {
  assertUuid(id);
  const ticket = await deps.loaders.ticketById.load(id);
  const event = ticket && (await deps.loaders.eventById.load(ticket.eventId));
  return { ticket: assertSeesTicket(actor, ticket, event, id), event: event! };
}

/**
 * Ticket's entity reference, through the request's loaders: a ticket the actor may not see, or a
 * malformed id, is null like a missing one.
 */
export async function findVisibleTicket(
  deps: EventsDeps,
  actor: Actor,
  id: string,
): Promise<TicketRow | null> {
  const ticket = isUuid(id) ? await deps.loaders.ticketById.load(id) : null;
  const event = ticket && (await deps.loaders.eventById.load(ticket.eventId));
  return ticket && event && seesTicket(actor, ticket, event) ? ticket : null;
}

/** The caller's tickets, newest first. */
export async function myTickets(
  deps: EventsDeps,
  actor: Actor,
  args: TicketListArgs,
): Promise<Connection<TicketRow>> {
  const filter = checkFilter(args);
  const page = creationPage(args, 'DESC');
  const rows = await listTickets(
    deps.prisma,
    actor.tenantId,
    { ...filter, holderId: actor.id },
    page,
  );
  return creationConnection(rows, page);
}

/** An event's tickets, newest first: its organizer and admins. */
export async function eventTickets(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
  args: TicketListArgs,
): Promise<Connection<TicketRow>> {
  const event = await visibleEvent(deps, actor, eventId);
  assertEventManager(actor, event);
  const filter = checkFilter(args);
  const page = creationPage(args, 'DESC');
  const rows = await listTickets(deps.prisma, actor.tenantId, { ...filter, eventId }, page);
  return creationConnection(rows, page);
}

/** A user's tickets (User.tickets): the user themself and admins, through the holders' loader. */
export async function userTickets(
  deps: EventsDeps,
  actor: Actor,
  userId: string,
  args: TicketListArgs,
): Promise<Connection<TicketRow>> {
  assertMayReadUserTickets(actor, userId);
  const filter = checkFilter(args);
  const page = creationPage(args, 'DESC');
  const rows = await deps.loaders.ticketsOfHolder.load({ holderId: userId, filter, page });
  return creationConnection(rows, page);
}

/**
 * Who may refund when (docs/api/events.md, "Tickets"): the organizer or an admin until the event
 * has ended; the holder until startsAt - refundCutoffHours.
 */
function assertRefundable(actor: Actor, event: EventRow, now: Date): void {
  if (managesEvent(actor, event)) {
    if (event.status === 'ended' || event.endsAt <= now)
      throw new InvalidStateError('ticket', 'of an event that has ended', 'refund');
    return;
  }
  const cutoff = new Date(event.startsAt.getTime() - event.refundCutoffHours * 3_600_000);
  if (now >= cutoff)
    throw new AppError(
      'INVALID_STATE',
      `The refund cutoff of this event passed at ${cutoff.toISOString()}; ask its organizer`,
      400,
    );
}

/**
 * valid -> refunded: the seat goes back on sale and the credits back to the paying wallet, once
 * (the decision is one conditional UPDATE; identity settles each reservation once). Identity is
 * told at once; when it cannot be reached the settlement round tells it later.
 */
export async function refundTicket(deps: EventsDeps, actor: Actor, id: string): Promise<TicketRow> {
  const { ticket, event } = await readTicket(deps, actor, id);
  nextState(ticketMachine, ticket.status as ShownStatus, 'refund');
  const now = deps.clock.now();
  assertRefundable(actor, event, now);
  const refunded = await refundTicketRow(deps.prisma, ticket, actor.id, now, (row) => [
    ticketRefunded(
      row.tenantId,
      {
        ticketId: row.id,
        eventId: row.eventId,
        holderId: row.holderId,
        amount: row.priceCredits,
        currency: TICKET_CURRENCY,
        reason: 'refunded',
        refundedAt: now.toISOString(),
      },
      deps.requestId,
    ),
    ticketSalesChanged(row.tenantId, row.eventId, deps.requestId),
  ]);
  // Another move (a check-in, a second refund, the event's end) decided this ticket first.
  if (!refunded) throw new InvalidStateError('ticket', 'no longer valid', 'refund');
  if (refunded.reservationId) {
    try {
      await deps.identity.settle(refunded.tenantId, refunded.reservationId, 'refund');
      await markSettled(deps.prisma, refunded.id, deps.clock.now());
    } catch (error) {
      log.warn(
        { err: error, ticketId: refunded.id },
        'refund not settled yet; the round resends it',
      );
      deps.settlements.kick();
    }
  }
  return refunded;
}

import { defineStateMachine } from '../../../lib/state-machine';

type ShownTicketState = 'valid' | 'checked_in' | 'refunded' | 'cancelled';

/**
 * A ticket's moves (docs/api/events.md, "Tickets"): every one leaves `valid` once, and decides
 * the fate of the ticket's credits with it (tickets/ticket-store.ts). Pending and void tickets
 * belong to orders being paid or failed and never move through here.
 */
export const ticketMachine = defineStateMachine<ShownTicketState, 'checkIn' | 'refund' | 'cancel'>({
  resource: 'ticket',
  moves: {
    checkIn: { from: ['valid'], to: 'checked_in' },
    refund: { from: ['valid'], to: 'refunded' },
    cancel: { from: ['valid'], to: 'cancelled' },
  },
});

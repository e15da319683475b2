import type { TicketOrder } from '../../../lib/db/generated/client';
import type { TicketRow } from '../tickets/ticket-store';

/** An order as answered: the row and the tickets it made. */
export interface OrderView extends TicketOrder {
  tickets: TicketRow[];
}

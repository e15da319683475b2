import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { EventsDeps } from '../common/deps';
import { signTicketCode } from '../common/ticket-code';
import { mayReadTicketCode } from './qr-access';
import { qrImage, type QrFormat, type QrImage } from './qr-image';
import { readTicket } from './ticket-rules';
import type { TicketRow } from './ticket-store';

/** The ticket's signed code for those who may read it (qr-access.ts), else null. */
export async function ticketCode(
  deps: EventsDeps,
  actor: Actor,
  ticket: TicketRow,
): Promise<string | null> {
  const event = await deps.loaders.eventById.load(ticket.eventId);
  if (!event || !mayReadTicketCode(actor, ticket, event)) return null;
  return signTicketCode({
    ticketId: ticket.id,
    tenantId: ticket.tenantId,
    eventId: ticket.eventId,
  });
}

/**
 * The ticket's code as a QR image, for whoever may read the ticket (anyone else: 404, as for
 * another tenant's ticket).
 */
export async function ticketQr(
  deps: EventsDeps,
  actor: Actor,
  input: { id: string; format?: QrFormat | null },
): Promise<QrImage> {
  const { ticket } = await readTicket(deps, actor, input.id);
  const code = await ticketCode(deps, actor, ticket);
  if (!code) throw new NotFoundError('Ticket', input.id);
  return qrImage(code, input.format ?? 'png');
}

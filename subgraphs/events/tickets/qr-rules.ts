import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { EventsDeps } from '../common/deps';
import { signTicketCode } from '../common/ticket-code';
import { mayReadTicketCode } from './qr-access';
import { qrImage, type QrFormat, type QrImage } from './qr-image';
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
 * The ticket's code as a QR image. Whoever may not read the code learns nothing of the ticket
 * either (404, as for another tenant's): who may read it is who may read the ticket at all.
 */
export async function ticketQr(
  deps: EventsDeps,
  actor: Actor,
  input: { id: string; format?: QrFormat | null },
): Promise<QrImage> {
  const ticket = await deps.loaders.ticketById.load(input.id);
  const code = ticket && (await ticketCode(deps, actor, ticket));
  if (!code) throw new NotFoundError('Ticket', input.id);
  return qrImage(code, input.format ?? 'png');
}

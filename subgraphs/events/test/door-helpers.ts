import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { request } from 'undici';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import { eventOnSale } from './helpers';
import { bought } from './order-helpers';

/*
 * Builders of the door's tests (check-in*.test.ts, qr*.test.ts): tickets to scan, and the code a
 * QR image holds, read back by a QR reader as a phone at the door reads it.
 */

export interface DoorEvent {
  eventId: string;
  ticketTypeId: string;
  ticketIds: string[];
}

/**
 * A published event of the tenant's organizer with `count` tickets bought through the gateway
 * by `holder` (the tenant's user unless said): free unless `priceCredits` (the holder then needs
 * the credits), with `staffTeamIds` as the event's door staff.
 */
export async function eventWithTickets(
  p: TestPlatform,
  t: TenantFixture,
  options: {
    count?: number;
    holder?: Session;
    priceCredits?: number;
    staffTeamIds?: string[];
  } = {},
): Promise<DoorEvent> {
  const { count = 1, holder = t.user, priceCredits = 0, staffTeamIds = [] } = options;
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
    event: { staffTeamIds },
    ticketType: { priceCredits },
  });
  const order = await bought(p, holder.token, eventId, ticketTypeId, count);
  return {
    eventId,
    ticketTypeId,
    ticketIds: order.tickets.map((ticket: { id: string }) => ticket.id),
  };
}

/** GET /events/v1/tickets/{id}/qr as bytes: the REST path answers the image itself. */
export async function qrAnswer(
  p: TestPlatform,
  token: string,
  ticketId: string,
  format?: 'png' | 'svg',
): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }> {
  const query = format ? `?format=${format}` : '';
  const res = await request(`${p.url}/events/v1/tickets/${ticketId}/qr${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') headers[name] = value;
  return { status: res.statusCode, headers, bytes };
}

/** What a QR reader finds in a PNG, or undefined. */
export function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The ticket's code as its holder (or organizer, or an admin) gets it: read off its QR image. */
export async function codeOf(p: TestPlatform, token: string, ticketId: string): Promise<string> {
  const answer = await qrAnswer(p, token, ticketId);
  if (answer.status !== 200)
    throw new Error(`QR of ${ticketId}: ${answer.status} ${answer.bytes.toString('utf8')}`);
  const code = readQr(answer.bytes);
  if (!code) throw new Error(`no QR code found in the image of ticket ${ticketId}`);
  return code;
}

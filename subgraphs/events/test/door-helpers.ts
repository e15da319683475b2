import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { request } from 'undici';
import type { TestPlatform } from '../../../test/harness';

/*
 * Builders of the door's tests (check-in*.test.ts, qr*.test.ts): tickets to scan, and the code a
 * QR image holds, read back by a QR reader as a phone at the door reads it.
 */

const HOUR = 3_600_000;

export interface DoorEvent {
  eventId: string;
  ticketTypeId: string;
  ticketIds: string[];
}

/**
 * A published event of `organizerId` happening now, with `count` valid free tickets held by
 * `holderId`, written straight into the events tables: these tests are about the door, and a
 * free ticket is settled at its check-in without identity.
 */
export async function eventWithTickets(
  p: TestPlatform,
  tenantId: string,
  people: { organizerId: string; holderId: string; staffTeamIds?: string[] },
  count = 1,
): Promise<DoorEvent> {
  const now = Date.now();
  const event = await p.prisma.ticketedEvent.create({
    data: {
      id: randomUUID(),
      tenantId,
      organizerId: people.organizerId,
      title: 'Door test',
      description: '',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 3 * HOUR),
      timezone: 'Europe/Berlin',
      venueName: 'Hall',
      venueAddress: '1 Main St',
      venueCity: 'Berlin',
      venueCountry: 'DE',
      capacity: 100,
      staffTeamIds: people.staffTeamIds ?? [],
      status: 'published',
      publishedAt: new Date(now - 2 * HOUR),
    },
  });
  const type = await p.prisma.ticketType.create({
    data: {
      id: randomUUID(),
      tenantId,
      eventId: event.id,
      name: 'Free',
      priceCredits: 0,
      quantity: 100,
      sold: count,
      salesStart: new Date(now - 2 * HOUR),
      salesEnd: new Date(now + HOUR),
    },
  });
  const order = await p.prisma.ticketOrder.create({
    data: {
      id: randomUUID(),
      tenantId,
      eventId: event.id,
      ticketTypeId: type.id,
      buyerId: people.holderId,
      quantity: count,
      priceCredits: 0,
      status: 'paid',
      paidAt: new Date(now),
    },
  });
  const ticketIds = Array.from({ length: count }, () => randomUUID());
  await p.prisma.ticket.createMany({
    data: ticketIds.map((id) => ({
      id,
      tenantId,
      eventId: event.id,
      ticketTypeId: type.id,
      orderId: order.id,
      holderId: people.holderId,
      priceCredits: 0,
      status: 'valid' as const,
    })),
  });
  return { eventId: event.id, ticketTypeId: type.id, ticketIds };
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

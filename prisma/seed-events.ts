import { randomUUID } from 'node:crypto';
import type { Prisma } from '../lib/db/prisma';

/**
 * A published event of the demo organizer at the first portico (venue) listing, in two weeks,
 * with a free and a paid ticket type on sale: `npm start` has something to buy and scan
 * (docs/api/events.md). Written like the listings, without events: the demo tenant has no webhooks.
 */
export async function seedDemoEvent(
  tx: Prisma.TransactionClient,
  tenantId: string,
  organizerId: string,
  venueListingId: string,
): Promise<void> {
  const startsAt = new Date(Date.now() + 14 * 86_400_000);
  startsAt.setUTCHours(18, 0, 0, 0);
  const event = await tx.ticketedEvent.create({
    data: {
      id: randomUUID(),
      tenantId,
      organizerId,
      title: 'Summer Jazz Night',
      description: 'A jazz quartet under the stars. Demo event of the development seed.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      timezone: 'Europe/Berlin',
      venueListingId,
      capacity: 200,
      status: 'published',
      publishedAt: new Date(),
    },
  });
  const sales = { salesStart: new Date(), salesEnd: startsAt };
  await tx.ticketType.createMany({
    data: [
      {
        id: randomUUID(),
        tenantId,
        eventId: event.id,
        name: 'Standing',
        priceCredits: 50,
        quantity: 150,
        ...sales,
      },
      {
        id: randomUUID(),
        tenantId,
        eventId: event.id,
        name: 'Guest list',
        priceCredits: 0,
        quantity: 50,
        maxPerOrder: 2,
        ...sales,
      },
    ],
  });
}

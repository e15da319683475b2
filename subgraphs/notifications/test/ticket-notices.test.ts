import { newEvent } from '../../../lib/events/bus';
import { verifyAddress } from '../../../test/accounts';
import { restData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { sleep } from '../../../test/subscriptions/ws-client';
import { eventOnSale } from '../../events/test/helpers';
import { bought, buyer, refund } from '../../events/test/order-helpers';
import { cancelEvent } from '../../events/test/outside-helpers';

/*
 * Notices of tickets (docs/api/notifications.md, "Kinds"; docs/notifications.md, "From events to
 * notices"): one per paid order, one per refund asked for, one per holder of a cancelled event,
 * in the holder's inbox and as a mail, however many tickets the events name.
 */
const { p, t } = platformFixture({ isolated: true });

interface Notice {
  id: string;
  kind: string;
  category: string;
  title: string;
  body: string;
  link: string;
}

const inbox = async (who: Session): Promise<Notice[]> =>
  restData(await p.rest('GET', '/notifications/v1/notifications', { token: who.token }));

/** The user's notices of `kind` once there is one, after a moment for any repeat to land. */
async function noticesOf(who: Session, kind: string): Promise<Notice[]> {
  await waitFor(async () => (await inbox(who)).some((n) => n.kind === kind));
  await sleep(1_000);
  return (await inbox(who)).filter((n) => n.kind === kind);
}

const mailsOf = (who: Session, kind: string) =>
  p.prisma.mail.count({
    where: { userId: who.userId, category: 'events', subject: { contains: kind } },
  });

let fan: Session;
let eventId: string;
let ticketIds: string[];

beforeAll(async () => {
  fan = await buyer(p, t, 100);
  // Notice mails go to verified addresses only (docs/notifications.md, "Recipients").
  await verifyAddress(p, fan.userId);
  const sale = await eventOnSale(p, t.organizer.token);
  eventId = sale.eventId;
  const order = await bought(p, fan.token, eventId, sale.ticketTypeId, 4);
  ticketIds = order.tickets.map((ticket: { id: string }) => ticket.id);
});

describe('ticket notices', () => {
  it('tells the buyer once of an order of four tickets, in the inbox and by mail', async () => {
    const [notice, ...more] = await noticesOf(fan, 'tickets_purchased');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      category: 'events',
      title: 'Your tickets are confirmed',
      link: `${p.url}/account/tickets?eventId=${eventId}`,
    });
    expect(await mailsOf(fan, 'tickets are confirmed')).toBe(1);
    expect(await inbox(t.organizer)).toEqual([]);
  });

  it("adds nothing when each ticket's event comes again", async () => {
    const rows = (
      await p.prisma.outboxEvent.findMany({
        where: { tenantId: t.tenantId, type: 'ticket.purchased' },
      })
    ).filter((row) => ticketIds.includes((row.data as { ticketId: string }).ticketId));
    expect(rows).toHaveLength(4);
    for (const row of rows)
      await p.platform.events.publish({
        ...newEvent(row.type, row.tenantId, row.data),
        id: row.id,
      });
    expect(await noticesOf(fan, 'tickets_purchased')).toHaveLength(1);
    expect(await mailsOf(fan, 'tickets are confirmed')).toBe(1);
  });

  it('tells the holder of a refund, with the credits given back', async () => {
    await refund(p, fan.token, ticketIds[0]);
    const [notice, ...more] = await noticesOf(fan, 'ticket_refunded');
    expect(more).toEqual([]);
    expect(notice.body).toBe(
      `Ticket ${ticketIds[0]} was refunded: 10 credits back to the wallet that paid.`,
    );
    expect(notice.link).toBe(`${p.url}/account/tickets/${ticketIds[0]}`);
  });

  it('tells the holder once that the event was cancelled, however many tickets it refunds', async () => {
    await cancelEvent(p, t.organizer.token, eventId);
    const [notice, ...more] = await noticesOf(fan, 'event_cancelled');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'An event you hold tickets for was cancelled',
      link: `${p.url}/account/tickets?eventId=${eventId}`,
    });
    // The three valid tickets were all refunded by then, each announced on its own.
    await waitFor(async () => {
      const cancelled = await p.prisma.ticket.count({ where: { eventId, status: 'cancelled' } });
      return cancelled === 3;
    });
    expect(await noticesOf(fan, 'event_cancelled')).toHaveLength(1);
    expect(await mailsOf(fan, 'was cancelled')).toBe(1);
  });
});

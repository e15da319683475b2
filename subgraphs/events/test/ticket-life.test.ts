import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PUBLISHABLE_TYPES } from '../../../lib/events/catalog';
import { restData, restError } from '../../../test/answers';
import { systemToken } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import type { Session, TenantFixture } from '../../../test/harness';
import { expectLedgerConsistent } from '../../../test/ledger';
import { waitFor } from '../../../test/wait';
import { expectCloudEvent, Receiver, SECRET } from '../../integrations/test/helpers';

/*
 * The whole life of an event through the gateway, as an organizer and a ticket holder live it
 * (docs/api/events.md): create, ticket types, publish, buy with credits, the QR image read back
 * by a QR reader, check-in at the door, a second scan, refunds before and after the cutoff, and
 * every move's webhook, signed, as a customer's receiver sees it.
 */
const { p, t } = platformFixture();

const BASE = '/events/v1';
const HOUR = 3_600_000;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await new Receiver(SECRET).start();
  restData(
    await p.rest('POST', '/integrationhub/v1/webhooks', {
      token: t.admin.token,
      body: {
        url: receiver.url,
        // The six types the events service emits (and other producers may publish).
        events: PUBLISHABLE_TYPES,
        secret: SECRET,
      },
    }),
    201,
  );
});
afterAll(() => receiver.stop());

/** The signed deliveries of one type about one resource (`subject`), once `count` arrived. */
function delivered(type: string, key: string, id: string, count = 1) {
  return waitFor(
    () => {
      const got = receiver.received.filter(
        (r) => r.event.type === `platform.${type}.v1` && r.event.data?.[key] === id,
      );
      return got.length >= count && got;
    },
    15_000,
    () => `${type} for ${id}: ${receiver.received.map((r) => r.event.type).join(', ')}`,
  );
}

async function fund(tenant: TenantFixture, session: Session, amount: number): Promise<void> {
  restData(
    await p.rest('POST', '/auth/v1/wallet/top-up', {
      token: systemToken(tenant.tenantId),
      body: { userId: session.userId, amount, reference: `ticket life ${amount}` },
    }),
    201,
  );
}

async function balance(session: Session): Promise<number> {
  return restData(await p.rest('GET', '/auth/v1/wallet', { token: session.token })).balance;
}

/** A published event starting in `startsInHours`, with one ticket type at `price`. */
async function publishedEvent(startsInHours: number, price: number) {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  const event = restData(
    await p.rest('POST', `${BASE}/events`, {
      token: t.organizer.token,
      body: {
        title: 'Summer Jazz Night',
        description: 'A quartet under the stars',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
        timezone: 'Europe/Berlin',
        venue: { name: 'Garden', address: '1 Park Lane', city: 'Berlin', country: 'DE' },
        capacity: 100,
        refundCutoffHours: 24,
      },
    }),
    201,
  );
  const type = restData(
    await p.rest('POST', `${BASE}/events/${event.id}/ticket-types`, {
      token: t.organizer.token,
      body: { name: 'Standing', priceCredits: price, quantity: 50 },
    }),
    201,
  );
  const published = restData(
    await p.rest('POST', `${BASE}/events/${event.id}/publish`, { token: t.organizer.token }),
  );
  expect(published.status).toBe('published');
  return { event, type };
}

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('the life of an event and its tickets', () => {
  it('is created, published, sold, scanned and refunded, each move a signed webhook', async () => {
    await fund(t, t.user, 100);
    const before = await balance(t.user);
    const { event, type } = await publishedEvent(72, 25);
    expectCloudEvent(
      (await delivered('event.created', 'eventId', event.id))[0].event,
      'event.created',
      'event-svc',
      t.tenantId,
      expect.objectContaining({ eventId: event.id, title: 'Summer Jazz Night', status: 'draft' }),
    );
    const [published] = await delivered('event.published', 'eventId', event.id);
    expect(published.signatureValid).toBe(true);
    expect(published.event.data).toMatchObject({ eventId: event.id, status: 'published' });

    // Two tickets with credits: reserved from the wallet once each, announced once each.
    const order = restData(
      await p.rest('POST', `${BASE}/events/${event.id}/orders`, {
        token: t.user.token,
        body: { ticketTypeId: type.id, quantity: 2 },
      }),
      201,
    );
    expect(order.tickets).toHaveLength(2);
    expect(order.tickets.every((ticket: { status: string }) => ticket.status === 'valid')).toBe(
      true,
    );
    expect(await balance(t.user)).toBe(before - 50);
    const [first, second] = order.tickets as { id: string }[];
    const purchased = await delivered('ticket.purchased', 'eventId', event.id, 2);
    for (const got of purchased) {
      expect(got.signatureValid).toBe(true);
      expectCloudEvent(
        got.event,
        'ticket.purchased',
        'ticketing-svc',
        t.tenantId,
        expect.objectContaining({
          eventId: event.id,
          buyerId: t.user.userId,
          amount: 25,
          currency: expect.stringMatching(/^[A-Z]{3}$/),
        }),
      );
    }
    expect(purchased.map((got) => got.event.data.ticketId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    await expectLedgerConsistent(p, t.tenantId);

    // The QR image holds the ticket's signed code, as any QR reader reads it.
    const ticket = restData(
      await p.rest('GET', `${BASE}/tickets/${first.id}`, { token: t.user.token }),
    );
    expect(ticket.code).toEqual(expect.any(String));
    const qr = await p.rest('GET', `${BASE}/tickets/${first.id}/qr`, { token: t.user.token });
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    const png = await fetch(`${p.url}${BASE}/tickets/${first.id}/qr`, {
      headers: { authorization: `Bearer ${t.user.token}` },
    }).then(async (res) => Buffer.from(await res.arrayBuffer()));
    expect(decodeQr(png)).toBe(ticket.code);

    // At the door: the organizer scans it once; a second scan says when it was checked in.
    const scanned = restData(
      await p.rest('POST', `${BASE}/check-ins`, {
        token: t.organizer.token,
        body: { code: ticket.code },
      }),
    );
    expect(scanned).toMatchObject({ id: first.id, status: 'checked_in' });
    const [checkedIn] = await delivered('ticket.checked_in', 'ticketId', first.id);
    expect(checkedIn.event.data).toMatchObject({ eventId: event.id, holderId: t.user.userId });
    const again = restError(
      await p.rest('POST', `${BASE}/check-ins`, {
        token: t.organizer.token,
        body: { code: ticket.code },
      }),
      409,
      'ALREADY_CHECKED_IN',
    );
    expect(again.message).toContain(new Date(scanned.checkedInAt).toISOString());

    // The holder gives the other ticket back before the cutoff: its credits return once.
    const refunded = restData(
      await p.rest('POST', `${BASE}/tickets/${second.id}/refund`, { token: t.user.token }),
    );
    expect(refunded.status).toBe('refunded');
    await waitFor(async () => (await balance(t.user)) === before - 25);
    restError(
      await p.rest('POST', `${BASE}/tickets/${second.id}/refund`, { token: t.user.token }),
      400,
      'INVALID_STATE',
    );
    const [refundHook] = await delivered('ticket.refunded', 'ticketId', second.id);
    expect(refundHook.event.data).toMatchObject({ eventId: event.id, amount: 25 });
    // A checked-in ticket is spent: no refund.
    restError(
      await p.rest('POST', `${BASE}/tickets/${first.id}/refund`, { token: t.user.token }),
      400,
      'INVALID_STATE',
    );
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('refuses the holder a refund after the cutoff; the organizer may still give one', async () => {
    await fund(t, t.user, 40);
    const before = await balance(t.user);
    const { event, type } = await publishedEvent(2, 20);
    const [ticket] = restData(
      await p.rest('POST', `${BASE}/events/${event.id}/orders`, {
        token: t.user.token,
        body: { ticketTypeId: type.id, quantity: 1 },
      }),
      201,
    ).tickets;
    const refused = restError(
      await p.rest('POST', `${BASE}/tickets/${ticket.id}/refund`, { token: t.user.token }),
      400,
      'INVALID_STATE',
    );
    expect(refused.message).toMatch(/cutoff|cut-off/i);
    expect(await balance(t.user)).toBe(before - 20);
    restData(
      await p.rest('POST', `${BASE}/tickets/${ticket.id}/refund`, { token: t.organizer.token }),
    );
    await waitFor(async () => (await balance(t.user)) === before);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('shows another tenant nothing: its event, tickets and codes are 404', async () => {
    await fund(t, t.user, 10);
    const { event, type } = await publishedEvent(48, 10);
    const [ticket] = restData(
      await p.rest('POST', `${BASE}/events/${event.id}/orders`, {
        token: t.user.token,
        body: { ticketTypeId: type.id, quantity: 1 },
      }),
      201,
    ).tickets;
    const { code } = restData(
      await p.rest('GET', `${BASE}/tickets/${ticket.id}`, { token: t.user.token }),
    );
    const other = await p.newTenant();
    const stranger = { token: other.admin.token };
    restError(await p.rest('GET', `${BASE}/events/${event.id}`, stranger), 404, 'NOT_FOUND');
    restError(await p.rest('GET', `${BASE}/tickets/${ticket.id}`, stranger), 404, 'NOT_FOUND');
    restError(await p.rest('GET', `${BASE}/tickets/${ticket.id}/qr`, stranger), 404, 'NOT_FOUND');
    restError(
      await p.rest('POST', `${BASE}/events/${event.id}/orders`, {
        ...stranger,
        body: { ticketTypeId: type.id, quantity: 1 },
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('POST', `${BASE}/check-ins`, { ...stranger, body: { code } }),
      404,
      'NOT_FOUND',
    );
    const listed = restData(await p.rest('GET', `${BASE}/events`, stranger));
    expect(listed.map((e: { id: string }) => e.id)).not.toContain(event.id);
  });
});

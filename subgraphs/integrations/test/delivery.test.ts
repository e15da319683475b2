import { restData } from '../../../test/answers';
import { newEvent } from '../../../lib/events/bus';
import { platformFixture } from '../../../test/fixture';
import { expectCloudEvent, Receiver, SECRET, systemToken, waitFor } from './helpers';

const { p, t } = platformFixture({ isolated: true });

const BASE = '/integrationhub/v1';
let receiver: Receiver;
let endpointId: string;
beforeAll(async () => {
  receiver = await new Receiver(SECRET).start();
  const created = await p.rest('POST', `${BASE}/webhooks`, {
    token: t.admin.token,
    body: {
      url: receiver.url,
      events: ['payment.completed', 'team.member_added', 'ticket.purchased'],
      secret: SECRET,
    },
  });
  endpointId = created.body.data.id;
});
afterAll(() => receiver.stop());

const receivedOf = (type: string) =>
  receiver.received.filter((r) => r.event.type === `platform.${type}.v1`);

describe('delivering platform events', () => {
  it('delivers an identity event as a signed CloudEvents POST', async () => {
    const team = restData(
      await p.rest('POST', '/auth/v1/teams', {
        token: t.admin.token,
        body: { name: 'Hooks team' },
      }),
      201,
    );
    const [got] = await waitFor(
      () => receivedOf('team.member_added').length > 0 && receivedOf('team.member_added'),
    );
    expect(got.signatureValid).toBe(true);
    expect(got.headers['content-type']).toBe('application/cloudevents+json');
    expect(got.headers['x-platform-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    // Standard Webhooks beside it: the event's id, the attempt's time, v1 signature.
    expect(got.standardValid).toBe(true);
    expect(got.headers['webhook-id']).toBe(got.event.id);
    expect(Number(got.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expectCloudEvent(got.event, 'team.member_added', 'team-svc', t.tenantId, {
      teamId: team.id,
      userId: t.admin.userId,
      role: expect.any(String),
    });
  });

  it('records the delivery with status, attempts and last status code', async () => {
    const event = newEvent('payment.completed', t.tenantId, {
      walletId: 'w1',
      amount: 100,
      reference: 'r',
      entryId: 'e1',
    });
    await p.platform.events.publish(event);
    const [got] = await waitFor(
      () =>
        receiver.received.filter((r) => r.event.id === event.id).length > 0 &&
        receiver.received.filter((r) => r.event.id === event.id),
    );
    expectCloudEvent(got.event, 'payment.completed', 'wallet-svc', t.tenantId, event.data);
    expect(got.event.time).toBe(event.time);
    const delivery = await waitFor(async () => {
      const list = restData(
        await p.rest('GET', `${BASE}/webhooks/${endpointId}/deliveries?status=succeeded`, {
          token: t.organizer.token,
        }),
        200,
      );
      return list.find((d: { eventId: string }) => d.eventId === event.id);
    });
    expect(delivery).toEqual({
      id: expect.any(String),
      endpointId,
      eventId: event.id,
      eventType: 'payment.completed',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      lastAttemptAt: expect.any(String),
      deliveredAt: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it("does not deliver types the endpoint did not subscribe to, nor other tenants' events", async () => {
    const other = await p.newTenant();
    const before = receiver.received.length;
    await p.platform.events.publish(newEvent('payment.failed', t.tenantId, { walletId: null }));
    await p.platform.events.publish(
      newEvent('payment.completed', other.tenantId, { walletId: 'x' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
    expect(await p.prisma.webhookDelivery.count({ where: { tenantId: other.tenantId } })).toBe(0);
  });

  it('redelivers a delivery with the same envelope and a fresh schedule', async () => {
    const list = restData(
      await p.rest('GET', `${BASE}/webhooks/${endpointId}/deliveries?limit=1`, {
        token: t.admin.token,
      }),
      200,
    );
    const before = receiver.received.filter((r) => r.event.id === list[0].eventId);
    const again = restData(
      await p.rest('POST', `${BASE}/webhooks/${endpointId}/deliveries/${list[0].id}/redeliver`, {
        token: t.admin.token,
      }),
      200,
    );
    expect(again).toMatchObject({ id: list[0].id, status: 'pending', attempts: 0 });
    const copies = await waitFor(() => {
      const all = receiver.received.filter((r) => r.event.id === list[0].eventId);
      return all.length > before.length && all;
    });
    expect(copies[copies.length - 1].raw).toBe(before[0].raw);
    expect(copies[copies.length - 1].signatureValid).toBe(true);
    const user = await p.rest(
      'POST',
      `${BASE}/webhooks/${endpointId}/deliveries/${list[0].id}/redeliver`,
      { token: t.user.token },
    );
    expect(user.status).toBe(403);
    await p.rest('PATCH', `${BASE}/webhooks/${endpointId}`, {
      token: t.admin.token,
      body: { enabled: false },
    });
    const disabled = await p.rest(
      'POST',
      `${BASE}/webhooks/${endpointId}/deliveries/${list[0].id}/redeliver`,
      { token: t.admin.token },
    );
    expect([disabled.status, disabled.body.error.code]).toEqual([400, 'INVALID_STATE']);
    await p.rest('PATCH', `${BASE}/webhooks/${endpointId}`, {
      token: t.admin.token,
      body: { enabled: true },
    });
  });

  it('signs with the rotated secret from the next attempt on', async () => {
    const rotated = restData(
      await p.rest('POST', `${BASE}/webhooks/${endpointId}/rotate-secret`, {
        token: t.admin.token,
      }),
      200,
    );
    receiver.setSecret(rotated.secret);
    const event = newEvent('payment.completed', t.tenantId, { amount: 1 });
    await p.platform.events.publish(event);
    const [got] = await waitFor(
      () =>
        receiver.received.filter((r) => r.event.id === event.id).length > 0 &&
        receiver.received.filter((r) => r.event.id === event.id),
    );
    expect(got.signatureValid).toBe(true);
    // The receiver's own check refuses a body changed on the way, and so does the library's.
    expect(receiver.verify(`${got.raw} `, got.headers['x-platform-signature'])).toBe(false);
    expect(receiver.verifyStandard(`${got.raw} `, got.headers)).toBe(false);
    expect(got.standardValid).toBe(true);
    receiver.setSecret(SECRET);
    await p.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { secret: SECRET } });
  });
});

describe('publishing events (role system)', () => {
  const publish = (token: string, body: unknown) =>
    p.rest('POST', `${BASE}/events`, { token, body });
  const ticket = { ticketId: 't-1', eventId: 'e-1', buyerId: 'b-1', amount: 49.5, currency: 'eur' };

  it('publishes ticket.purchased and delivers it', async () => {
    const published = restData(
      await publish(systemToken(t.tenantId), { type: 'ticket.purchased', data: ticket }),
      202,
    );
    expect(published).toEqual({
      id: expect.any(String),
      type: 'ticket.purchased',
      tenantId: t.tenantId,
      time: expect.any(String),
      data: { ...ticket, currency: 'EUR' },
    });
    const [got] = await waitFor(
      () =>
        receiver.received.filter((r) => r.event.id === published.id).length > 0 &&
        receiver.received.filter((r) => r.event.id === published.id),
    );
    expect(got.signatureValid).toBe(true);
    expectCloudEvent(got.event, 'ticket.purchased', 'ticketing-svc', t.tenantId, {
      ...ticket,
      currency: 'EUR',
    });
  });

  it("validates the type and ticket.purchased's data", async () => {
    const system = systemToken(t.tenantId);
    const bad = await publish(system, {
      type: 'ticket.purchased',
      data: { ticketId: 1, eventId: 'e', amount: -1, currency: 'EURO' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'data.amount',
      'data.buyerId',
      'data.currency',
      'data.ticketId',
    ]);
    expect((await publish(system, { type: 'payment.completed', data: {} })).status).toBe(400);
    expect((await publish(system, { type: 'event.created', data: [1] })).status).toBe(400);
    expect((await publish(system, { type: 'event.created' })).status).toBe(400);
    expect(
      restData(await publish(system, { type: 'event.created', data: { name: 'Gala' } }), 202).type,
    ).toBe('event.created');
  });

  it('is for the system role only', async () => {
    expect((await publish(t.admin.token, { type: 'event.created', data: {} })).status).toBe(403);
    expect((await publish(t.organizer.token, { type: 'event.created', data: {} })).status).toBe(
      403,
    );
  });
});

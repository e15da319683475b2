import { newEvent } from '../../../lib/events/bus';
import { createPrisma } from '../../../lib/db/prisma';
import type { TenantFixture } from '../../../test/harness';
import { onlyOutboxRow, outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { WebhookDispatcher } from '../dispatcher/dispatcher';
import { RETRY_DELAYS_MS } from '../deliveries/retry-schedule';
import { ENDPOINT_DISABLED } from '../common/events';
import { FakeClock, Receiver, SECRET, waitFor } from './helpers';

const { p } = platformFixture({ isolated: true });

const BASE = '/integrationhub/v1';
const SECOND = 1000;

async function endpointFor(
  tenant: TenantFixture,
  url: string,
  events = ['payment.failed'],
): Promise<string> {
  const created = await p.rest('POST', `${BASE}/webhooks`, {
    token: tenant.admin.token,
    body: { url, events, secret: SECRET },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.data.id;
}

const deliveryOf = (endpointId: string) =>
  p.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId } });
const endpoint = (id: string) => p.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });

describe('the retry schedule with a fake clock', () => {
  it('retries after 30 s, 2 min, 10 min, 1 h, 4 h, disables the endpoint at the sixth failure, and after re-enabling the 24 h retry is the last', async () => {
    const receiver = await new Receiver(SECRET).start();
    receiver.answer = () => 500;
    const tenant = await p.newTenant();
    const id = await endpointFor(tenant, receiver.url);
    const clock = new FakeClock();
    const dispatcher = new WebhookDispatcher({ prisma: p.prisma, clock, timeoutMs: 2000 });
    try {
      expect(
        await dispatcher.enqueue(newEvent('payment.failed', tenant.tenantId, { code: 'X' })),
      ).toBe(1);
      expect(await dispatcher.runDue()).toBe(1);
      for (const [index, delay] of RETRY_DELAYS_MS.slice(0, 5).entries()) {
        const row = await deliveryOf(id);
        expect(row).toMatchObject({ status: 'failed', attempts: index + 1, lastStatusCode: 500 });
        expect(row.nextAttemptAt!.getTime() - row.lastAttemptAt!.getTime()).toBe(delay);
        clock.advance(delay - SECOND);
        expect(await dispatcher.runDue()).toBe(0);
        clock.advance(SECOND);
        expect(await dispatcher.runDue()).toBe(1);
      }
      expect(receiver.received).toHaveLength(6);
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      expect(new Set(receiver.received.map((r) => r.raw)).size).toBe(1);
      expect(await endpoint(id)).toMatchObject({
        enabled: false,
        consecutiveFailures: 6,
        disabledAt: clock.now(),
      });
      // The flip records integrations.endpoint.disabled, once, for whoever created the endpoint.
      const disabled = await onlyOutboxRow(p.prisma, 'integrations', ENDPOINT_DISABLED, id);
      expect(disabled).toMatchObject({
        tenantId: tenant.tenantId,
        data: {
          endpointId: id,
          url: receiver.url,
          createdBy: tenant.admin.userId,
          consecutiveFailures: 6,
          disabledAt: clock.now().toISOString(),
        },
      });
      // Disabled: the 24 h retry is held, not sent, not lost.
      const held = await deliveryOf(id);
      expect(held).toMatchObject({ status: 'failed', attempts: 6 });
      expect(held.nextAttemptAt!.getTime() - held.lastAttemptAt!.getTime()).toBe(
        RETRY_DELAYS_MS[5],
      );
      clock.advance(RETRY_DELAYS_MS[5]);
      expect(await dispatcher.runDue()).toBe(0);
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: tenant.organizer.token,
        body: { enabled: true },
      });
      expect(await endpoint(id)).toMatchObject({ enabled: true, consecutiveFailures: 0 });
      expect(await dispatcher.runDue()).toBe(1);
      expect(await deliveryOf(id)).toMatchObject({
        status: 'dead',
        attempts: 7,
        nextAttemptAt: null,
      });
      expect(receiver.received).toHaveLength(7);
      // Enabled by hand and failed once more: no second event.
      expect(await outboxRowsAbout(p.prisma, ENDPOINT_DISABLED, id)).toHaveLength(1);
      const listed = await p.rest('GET', `${BASE}/webhooks/${id}/deliveries?status=dead`, {
        token: tenant.admin.token,
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          status: 'dead',
          attempts: 7,
          lastStatusCode: 500,
          nextAttemptAt: null,
        }),
      ]);
    } finally {
      await dispatcher.stop();
      await receiver.stop();
    }
  });

  it('counts no answer within the timeout as a failure, and a success resets the failure count', async () => {
    const receiver = await new Receiver(SECRET).start();
    receiver.answer = (index) => (index === 0 ? 'hang' : 204);
    const tenant = await p.newTenant();
    const id = await endpointFor(tenant, receiver.url);
    const clock = new FakeClock();
    const dispatcher = new WebhookDispatcher({ prisma: p.prisma, clock, timeoutMs: 150 });
    try {
      await dispatcher.enqueue(newEvent('payment.failed', tenant.tenantId, {}));
      await dispatcher.runDue();
      expect(await deliveryOf(id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'no answer within 150 ms',
      });
      expect((await endpoint(id)).consecutiveFailures).toBe(1);
      clock.advance(RETRY_DELAYS_MS[0]);
      await dispatcher.runDue();
      expect(await deliveryOf(id)).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        lastStatusCode: 204,
        lastError: null,
      });
      expect((await endpoint(id)).consecutiveFailures).toBe(0);
    } finally {
      await dispatcher.stop();
      await receiver.stop();
    }
  });

  it('loses nothing across a restart in the middle of the schedule', async () => {
    const receiver = await new Receiver(SECRET).start();
    // The first two attempts of each delivery fail, the third succeeds.
    const seen = new Map<string, number>();
    receiver.answer = (index) => {
      const id = receiver.received[index].event.id as string;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return seen.get(id)! < 3 ? 503 : 200;
    };
    const tenant = await p.newTenant();
    const id = await endpointFor(tenant, receiver.url);
    const clock = new FakeClock();
    const first = new WebhookDispatcher({ prisma: p.prisma, clock, pollIntervalMs: 10 });
    first.start();
    // Two deliveries failing twice each: four failures in a row, below the six that disable the endpoint.
    const events = [1, 2].map((n) => newEvent('payment.failed', tenant.tenantId, { n }));
    for (const event of events) await first.enqueue(event);
    await waitFor(
      async () =>
        (await p.prisma.webhookDelivery.count({ where: { endpointId: id, attempts: 1 } })) === 2,
    );
    await first.stop();
    clock.advance(RETRY_DELAYS_MS[0]);

    // A new process: its own connection pool, the same database.
    const prisma = createPrisma(p.databaseUrl, 2);
    const second = new WebhookDispatcher({ prisma, clock, pollIntervalMs: 10 });
    second.start();
    try {
      await waitFor(
        async () =>
          (await p.prisma.webhookDelivery.count({ where: { endpointId: id, attempts: 2 } })) === 2,
      );
      clock.advance(RETRY_DELAYS_MS[1]);
      await waitFor(
        async () =>
          (await p.prisma.webhookDelivery.count({
            where: { endpointId: id, status: 'succeeded' },
          })) === 2,
      );
      expect(receiver.received).toHaveLength(6);
      expect(new Set(receiver.received.map((r) => r.event.id))).toEqual(
        new Set(events.map((e) => e.id)),
      );
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    } finally {
      await second.stop();
      await prisma.$disconnect();
      await receiver.stop();
    }
  });

  it("keeps deliveries to each tenant's own endpoints", async () => {
    const receiver = await new Receiver(SECRET).start();
    const [a, b] = [await p.newTenant(), await p.newTenant()];
    const [idA, idB] = [await endpointFor(a, receiver.url), await endpointFor(b, receiver.url)];
    const dispatcher = new WebhookDispatcher({ prisma: p.prisma, clock: new FakeClock() });
    try {
      await dispatcher.enqueue(newEvent('payment.failed', a.tenantId, { who: 'a' }));
      await dispatcher.runDue();
      expect(receiver.received.map((r) => [r.event.tenantid, r.event.data.who])).toEqual([
        [a.tenantId, 'a'],
      ]);
      expect(await p.prisma.webhookDelivery.count({ where: { endpointId: idB } })).toBe(0);
      const deliveryA = await deliveryOf(idA);
      const asB = await p.rest(
        'POST',
        `${BASE}/webhooks/${idB}/deliveries/${deliveryA.id}/redeliver`,
        { token: b.admin.token },
      );
      expect([asB.status, asB.body.error.code]).toEqual([404, 'NOT_FOUND']);
      const listB = await p.rest('GET', `${BASE}/webhooks/${idA}/deliveries`, {
        token: b.admin.token,
      });
      expect(listB.status).toBe(404);
      const listA = await p.rest('GET', `${BASE}/webhooks/${idA}/deliveries`, {
        token: a.organizer.token,
      });
      expect(listA.body.data.map((d: { id: string }) => d.id)).toEqual([deliveryA.id]);
    } finally {
      await dispatcher.stop();
      await receiver.stop();
    }
  });
});

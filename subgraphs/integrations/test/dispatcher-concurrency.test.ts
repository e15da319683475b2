import { newEvent } from '../../../lib/events/bus';
import { usePlatform, type TestPlatform } from '../../../test/harness';
import { WebhookDispatcher } from '../dispatcher/dispatcher';
import { FakeClock, Receiver, SECRET, waitFor } from './helpers';

let p: TestPlatform;
usePlatform((platform) => {
  p = platform;
});

describe('several dispatchers on one database', () => {
  it('send each delivery exactly once (SKIP LOCKED claims)', async () => {
    const receiver = await new Receiver(SECRET).start();
    const tenant = await p.newTenant();
    const created = await p.rest('POST', '/integrationhub/v1/webhooks', { token: tenant.admin.token, body: { url: receiver.url, events: ['booking.confirmed'], secret: SECRET } });
    const endpointId = created.body.data.id;
    const clock = new FakeClock();
    const writer = new WebhookDispatcher({ prisma: p.prisma, clock });
    const total = 200;
    for (let i = 0; i < total; i++) await writer.enqueue(newEvent('booking.confirmed', tenant.tenantId, { i }));
    const dispatchers = [1, 2, 3].map(() => new WebhookDispatcher({ prisma: p.prisma, clock, pollIntervalMs: 5 }));
    const started = Date.now();
    dispatchers.forEach((d) => d.start());
    try {
      await waitFor(async () => (await p.prisma.webhookDelivery.count({ where: { endpointId, status: 'succeeded' } })) === total, 30_000);
      const seconds = (Date.now() - started) / 1000;
      console.log(`[webhooks] ${total} deliveries in ${seconds.toFixed(2)} s: ${Math.round(total / seconds)} per second to a loopback receiver (3 dispatchers)`);
      expect(receiver.received).toHaveLength(total);
      expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(total);
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await receiver.stop();
    }
  });
});

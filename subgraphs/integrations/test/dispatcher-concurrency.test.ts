import { randomUUID } from 'node:crypto';
import { createPrisma } from '../../../lib/db/prisma';
import { newEvent } from '../../../lib/events/bus';
import { platformFixture } from '../../../test/fixture';
import { claimDue } from '../deliveries/delivery-store';
import { WebhookDispatcher } from '../dispatcher/dispatcher';
import { insertEndpoint } from '../webhooks/endpoint-store';
import { FakeClock, Receiver, SECRET, waitFor } from './helpers';

const { p } = platformFixture();

describe('several dispatchers on one database', () => {
  it('send each delivery exactly once (SKIP LOCKED claims)', async () => {
    const receiver = await new Receiver(SECRET).start();
    const tenant = await p.newTenant();
    const created = await p.rest('POST', '/integrationhub/v1/webhooks', {
      token: tenant.admin.token,
      body: { url: receiver.url, events: ['booking.confirmed'], secret: SECRET },
    });
    const endpointId = created.body.data.id;
    const clock = new FakeClock();
    const writer = new WebhookDispatcher({ prisma: p.prisma, clock });
    const total = 200;
    for (let i = 0; i < total; i++)
      await writer.enqueue(newEvent('booking.confirmed', tenant.tenantId, { i }));
    const dispatchers = [1, 2, 3].map(
      () => new WebhookDispatcher({ prisma: p.prisma, clock, pollIntervalMs: 5 }),
    );
    const started = Date.now();
    dispatchers.forEach((d) => d.start());
    try {
      await waitFor(
        async () =>
          (await p.prisma.webhookDelivery.count({ where: { endpointId, status: 'succeeded' } })) ===
          total,
        30_000,
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `[webhooks] ${total} deliveries in ${seconds.toFixed(2)} s: ${Math.round(total / seconds)} per second to a loopback receiver (3 dispatchers)`,
      );
      expect(receiver.received).toHaveLength(total);
      expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(total);
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await receiver.stop();
    }
  }, 120_000);

  it('hand each due row to one claimer only when batch claims run at once on separate connections', async () => {
    const tenant = await p.newTenant();
    const endpoint = await insertEndpoint(p.prisma, {
      tenantId: tenant.tenantId,
      url: 'http://127.0.0.1:9/never-sent',
      events: ['booking.confirmed'],
      secret: SECRET,
      createdBy: randomUUID(),
    });
    const clock = new FakeClock();
    const writer = new WebhookDispatcher({ prisma: p.prisma, clock });
    const total = 300;
    for (let i = 0; i < total; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          writer.enqueue(newEvent('booking.confirmed', tenant.tenantId, { i: i + j })),
        ),
      );
    // Four claimers, each with its own pool (as four dispatcher processes), claiming batches of 7 until nothing is due.
    const pools = [1, 2, 3, 4].map(() => createPrisma(p.databaseUrl, 2));
    const now = clock.now();
    const lease = new Date(now.getTime() + 60_000);
    try {
      await Promise.all(pools.map((prisma) => prisma.$queryRaw`SELECT 1`));
      const claimed = await Promise.all(
        pools.map(async (prisma) => {
          const mine: string[] = [];
          for (
            let batch = await claimDue(prisma, now, lease, 7);
            batch.length > 0;
            batch = await claimDue(prisma, now, lease, 7)
          )
            mine.push(...batch.filter((d) => d.endpointId === endpoint.id).map((d) => d.id));
          return mine;
        }),
      );
      const all = claimed.flat();
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      // Every claimer got a share: the claims did run side by side.
      expect(claimed.filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
      // The claim carries the endpoint's URL and secret, read in the same statement.
      expect((await claimDue(p.prisma, new Date(lease.getTime() + 1), lease, 1))[0]).toMatchObject({
        endpointId: endpoint.id,
        url: endpoint.url,
        secret: SECRET,
        attempts: 0,
      });
    } finally {
      await Promise.all(pools.map((prisma) => prisma.$disconnect()));
    }
  }, 120_000);
});

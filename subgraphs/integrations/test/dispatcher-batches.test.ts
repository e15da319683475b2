import { newEvent } from '../../../lib/events/bus';
import type { TenantFixture } from '../../../test/harness';
import { outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { DISABLE_AFTER_FAILURES } from '../deliveries/retry-schedule';
import { WebhookDispatcher } from '../dispatcher/dispatcher';
import { tallyByEndpoint } from '../dispatcher/endpoint-tally';
import { recordEndpointTallies } from '../webhooks/endpoint-store';
import { ENDPOINT_DISABLED } from '../common/events';
import { FakeClock, Receiver, SECRET, waitFor } from './helpers';

const { p } = platformFixture();

const BASE = '/integrationhub/v1';

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

const endpoint = (id: string) => p.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
const deliveries = (endpointId: string) =>
  p.prisma.webhookDelivery.findMany({ where: { endpointId } });
/** integrations.endpoint.disabled of one endpoint: the data of each. */
const disabledEvents = async (endpointId: string) =>
  (await outboxRowsAbout(p.prisma, ENDPOINT_DISABLED, endpointId)).map((e) => e.data);

describe('batched dispatching', () => {
  it('counts every failure of two dispatchers recording their batches at once, and disables the endpoint', async () => {
    const receiver = await new Receiver(SECRET).start();
    receiver.answer = () => 500;
    const tenant = await p.newTenant();
    const id = await endpointFor(tenant, receiver.url);
    const clock = new FakeClock();
    const [a, b] = [1, 2].map(
      () => new WebhookDispatcher({ prisma: p.prisma, clock, batchSize: 5 }),
    );
    try {
      for (let n = 0; n < 10; n++)
        await a.enqueue(newEvent('payment.failed', tenant.tenantId, { n }));
      // Five failures each, below the six that disable: both claims get their batch.
      expect(await Promise.all([a.runDue(), b.runDue()])).toEqual([5, 5]);
      expect(await endpoint(id)).toMatchObject({
        consecutiveFailures: 10,
        enabled: false,
        disabledAt: clock.now(),
      });
      expect((await deliveries(id)).map((d) => [d.status, d.attempts, d.lastStatusCode])).toEqual(
        Array(10).fill(['failed', 1, 500]),
      );
      expect(receiver.received).toHaveLength(10);
      // Only the batch whose update flipped the endpoint records the event (attempts finishing
      // apart form batches of their own, so the run it saw is six or more).
      const events = await disabledEvents(id);
      expect(events).toEqual([expect.objectContaining({ endpointId: id })]);
      expect(
        (events[0] as { consecutiveFailures: number }).consecutiveFailures,
      ).toBeGreaterThanOrEqual(6);
    } finally {
      await receiver.stop();
    }
  });

  it('leaves each failure count as one write per attempt in the order they finished would', async () => {
    const tenant = await p.newTenant();
    const ids = await Promise.all(
      [1, 2, 3, 4].map(() => endpointFor(tenant, 'http://127.0.0.1:9/unused')),
    );
    const set = (id: string, consecutiveFailures: number) =>
      p.prisma.webhookEndpoint.update({ where: { id }, data: { consecutiveFailures } });
    await Promise.all([set(ids[0], 4), set(ids[1], 3), set(ids[2], 0), set(ids[3], 0)]);
    const now = new Date();
    const run = (endpointId: string, oks: boolean[]) => oks.map((ok) => ({ endpointId, ok }));
    const F = false;
    const S = true;
    await recordEndpointTallies(
      p.prisma,
      tallyByEndpoint([
        // 4 + 2 failures reach six (disabled) before the success resets the count.
        ...run(ids[0], [F, F, S]),
        // 3 + 2: still enabled.
        ...run(ids[1], [F, F]),
        // Six in a row between two successes disable; the run after the last success stays.
        ...run(ids[2], [S, F, F, F, F, F, F, S, F]),
        // Successes only, count already 0: nothing to write.
        ...run(ids[3], [S, S]),
      ]),
      DISABLE_AFTER_FAILURES,
      now,
    );
    const [first, second, third, fourth] = await Promise.all(ids.map(endpoint));
    expect(first).toMatchObject({ consecutiveFailures: 0, enabled: false, disabledAt: now });
    expect(second).toMatchObject({ consecutiveFailures: 5, enabled: true, disabledAt: null });
    expect(third).toMatchObject({ consecutiveFailures: 1, enabled: false, disabledAt: now });
    expect(fourth).toMatchObject({ consecutiveFailures: 0, enabled: true });
    expect(fourth.updatedAt.getTime()).toBeLessThan(now.getTime());
    // One event per endpoint the batch disabled, with the run of failures that disabled it.
    const events = await Promise.all(ids.map(disabledEvents));
    expect(events).toEqual([
      [expect.objectContaining({ consecutiveFailures: 6, disabledAt: now.toISOString() })],
      [],
      [expect.objectContaining({ consecutiveFailures: 6, disabledAt: now.toISOString() })],
      [],
    ]);
  });

  it('keeps sending past a receiver that does not answer: it holds one attempt, not the batch it came in', async () => {
    const slow = await new Receiver(SECRET).start();
    slow.answer = () => 'hang';
    const fast = await new Receiver(SECRET).start();
    const tenant = await p.newTenant();
    const slowId = await endpointFor(tenant, slow.url, ['payment.completed']);
    const fastId = await endpointFor(tenant, fast.url, ['payment.failed']);
    const clock = new FakeClock();
    const dispatcher = new WebhookDispatcher({
      prisma: p.prisma,
      clock,
      batchSize: 10,
      timeoutMs: 15_000,
      pollIntervalMs: 20,
    });
    // The hanging delivery is due first, so it is in the first batch; 45 more to another endpoint follow it.
    await dispatcher.enqueue(newEvent('payment.completed', tenant.tenantId, { slow: true }));
    clock.advance(1);
    await Promise.all(
      Array.from({ length: 45 }, (_, n) =>
        dispatcher.enqueue(newEvent('payment.failed', tenant.tenantId, { n })),
      ),
    );
    dispatcher.start();
    try {
      await waitFor(
        async () =>
          (await p.prisma.webhookDelivery.count({
            where: { endpointId: fastId, status: 'succeeded' },
          })) === 45,
        30_000,
      );
      // Four batches went out and were recorded behind the first while its hanging attempt is still open.
      expect(slow.received).toHaveLength(1);
      expect(await deliveries(slowId)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 0 }),
      ]);
      expect(fast.received.every((r) => r.signatureValid)).toBe(true);
    } finally {
      await dispatcher.stop();
      await Promise.all([slow.stop(), fast.stop()]);
    }
    // stop() waited for the hanging attempt to end and be recorded.
    expect(await deliveries(slowId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        lastError: 'no answer within 15000 ms',
      }),
    ]);
  }, 120_000);
});

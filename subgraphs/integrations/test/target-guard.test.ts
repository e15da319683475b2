import { randomUUID } from 'node:crypto';
import { newEvent } from '../../../lib/events/bus';
import { platformFixture } from '../../../test/fixture';
import { insertEndpoint } from '../webhooks/endpoint-store';
import { WebhookDispatcher } from '../dispatcher/dispatcher';
import { sendDelivery } from '../dispatcher/send';
import { isPrivateAddress } from '../../../lib/http/private-addresses';
import { FakeClock, Receiver, SECRET } from './helpers';

const { p, t } = platformFixture();

let receiver: Receiver;
beforeEach(async () => {
  receiver = await new Receiver(SECRET).start();
});
afterEach(() => receiver.stop());

describe('webhook targets on private networks', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '172.20.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd12::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('refuses an IP literal and a name that resolves to a private address, before connecting', async () => {
    const literal = await sendDelivery(receiver.url, SECRET, '{}', 5000, true);
    expect(literal).toEqual({
      ok: false,
      statusCode: null,
      error: 'refused: 127.0.0.1 is a private address',
    });
    const byName = await sendDelivery(
      receiver.url.replace('127.0.0.1', 'localhost'),
      SECRET,
      '{}',
      5000,
      true,
    );
    expect(byName).toMatchObject({
      ok: false,
      statusCode: null,
      error: expect.stringMatching(
        /^refused: localhost resolves to the private address (127\.0\.0\.1|::1)$/,
      ),
    });
    expect(receiver.received).toHaveLength(0);
    // The same request without the guard arrives: the refusal above is the guard's doing.
    expect(await sendDelivery(receiver.url, SECRET, '{}', 5000, false)).toMatchObject({
      ok: true,
      statusCode: 200,
    });
  });

  it('records a refused delivery as a failed attempt when private targets are not allowed (production)', async () => {
    const endpoint = await insertEndpoint(p.prisma, {
      tenantId: t.tenantId,
      url: receiver.url,
      events: ['payment.completed'],
      secret: SECRET,
      createdBy: t.admin.userId,
    });
    // Its own clock, a year ahead: the platform's dispatcher (which allows private targets) never finds this delivery due.
    const dispatcher = new WebhookDispatcher({
      prisma: p.prisma,
      allowPrivateTargets: false,
      clock: new FakeClock(),
    });
    const event = newEvent('payment.completed', t.tenantId, { walletId: randomUUID(), amount: 1 });
    expect(await dispatcher.enqueue(event)).toBe(1);
    await dispatcher.runDue();
    const delivery = await p.prisma.webhookDelivery.findFirstOrThrow({
      where: { endpointId: endpoint.id, eventId: event.id },
    });
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'refused: 127.0.0.1 is a private address',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses registering a private IP literal when private targets are not allowed; names are judged at delivery', async () => {
    const register = (url: string) =>
      p.rest('POST', '/integrationhub/v1/webhooks', {
        token: t.admin.token,
        body: { url, events: ['payment.completed'], secret: SECRET },
      });
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'false';
    try {
      for (const url of [
        'https://10.0.0.5/hook',
        'https://169.254.169.254/latest',
        'https://[::1]/hook',
      ]) {
        const refused = await register(url);
        expect([url, refused.status, refused.body.error.details]).toEqual([
          url,
          400,
          [{ field: 'url', problem: 'must not point to a private network address' }],
        ]);
      }
      expect((await register('https://hooks.example.test/in')).status).toBe(201);
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    }
    expect((await register('https://10.0.0.5/hook')).status).toBe(201);
  });
});

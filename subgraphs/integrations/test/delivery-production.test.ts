import { restData } from '../../../test/answers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformFixture } from '../../../test/fixture';
import { expectCloudEvent, loopbackCertificate, Receiver, SECRET, waitFor } from './helpers';

// Deliveries as production makes them: `npm start` in a process of its own with NODE_ENV=production
// (the compiled build in `npm run test:compiled`), so only https receivers are accepted. The receiver
// is https on loopback with a certificate the platform trusts through NODE_EXTRA_CA_CERTS, and the
// operator allows private targets (ALLOW_PRIVATE_TARGETS). The event goes the whole way:
// identity's outbox, the relay, the event bus, the integrations consumer and its dispatcher.
jest.setTimeout(120_000);

const certificates = mkdtempSync(join(tmpdir(), 'lanes-receiver-'));
const tls = loopbackCertificate(certificates);

const { p, t } = platformFixture({
  separateProcess: {
    env: { NODE_EXTRA_CA_CERTS: tls.certPath, ALLOW_PRIVATE_TARGETS: 'true' },
  },
});

const BASE = '/integrationhub/v1';
let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver(SECRET, tls).start();
});
afterAll(async () => {
  await receiver.stop();
  rmSync(certificates, { recursive: true, force: true });
});

describe('webhook deliveries in production', () => {
  it('refuses an http receiver, even on loopback', async () => {
    const res = await p.rest('POST', `${BASE}/webhooks`, {
      token: t.admin.token,
      body: {
        url: receiver.url.replace('https:', 'http:'),
        events: ['team.member_added'],
        secret: SECRET,
      },
    });
    expect([res.status, res.body.error.details]).toEqual([
      400,
      [{ field: 'url', problem: 'must use https in production' }],
    ]);
  });

  it('delivers an identity event over https as a signed CloudEvent, and records it', async () => {
    const endpoint = restData(
      await p.rest('POST', `${BASE}/webhooks`, {
        token: t.admin.token,
        body: { url: receiver.url, events: ['team.member_added'], secret: SECRET },
      }),
      201,
    );
    const team = restData(
      await p.rest('POST', '/auth/v1/teams', {
        token: t.admin.token,
        body: { name: 'Door staff' },
      }),
      201,
    );
    const [got] = await waitFor(() => receiver.received.length > 0 && receiver.received, 60_000);
    expect(got.signatureValid).toBe(true);
    expectCloudEvent(got.event, 'team.member_added', 'team-svc', t.tenantId, {
      teamId: team.id,
      userId: t.admin.userId,
      role: expect.any(String),
    });
    const delivery = await waitFor(
      async () =>
        restData(
          await p.rest('GET', `${BASE}/webhooks/${endpoint.id}/deliveries?status=succeeded`, {
            token: t.admin.token,
          }),
          200,
        )[0],
      30_000,
    );
    expect(delivery).toMatchObject({
      eventId: got.event.id,
      eventType: 'team.member_added',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
    });
  });
});

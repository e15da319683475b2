import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newEvent } from '../../lib/events/bus';
import { restData, restError } from '../answers';
import { addUser } from '../accounts';
import { platformFixture } from '../fixture';
import type { Session } from '../harness';
import { topUp } from '../../subgraphs/media/test/helpers';
import { testWorker, waitForJob } from '../../subgraphs/media/test/worker-helpers';
import { WebhookDispatcher } from '../../subgraphs/integrations/dispatcher/dispatcher';
import { sendDelivery } from '../../subgraphs/integrations/dispatcher/send';
import { insertEndpoint } from '../../subgraphs/integrations/webhooks/endpoint-store';
import { FakeClock, Receiver, SECRET } from '../../subgraphs/integrations/test/helpers';

/*
 * The address policy through the gateway (docs/webhooks.md, "Private networks (SSRF)"): every URL
 * the platform fetches or posts to for a caller (media sources, voice recordings, webhook
 * endpoints) is judged when the job, request or endpoint is created, before any credit is held,
 * and again when the connection is made. "Production" is ALLOW_PRIVATE_TARGETS=false, as
 * NODE_ENV=production defaults it; the platform runs in this process and reads the setting on
 * every check, so each test sets it. No request leaves loopback: refused hosts are never
 * connected to, and the only servers reached are this file's own.
 */

const { p, t } = platformFixture({ isolated: true, ownModules: true });

async function withPolicy<T>(
  value: 'true' | 'false' | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  const before = process.env.ALLOW_PRIVATE_TARGETS;
  if (value === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
  else process.env.ALLOW_PRIVATE_TARGETS = value;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
    else process.env.ALLOW_PRIVATE_TARGETS = before;
  }
}

/** Private in every spelling: refused when private targets are (production). */
const PRIVATE = [
  '127.0.0.1',
  'localhost',
  'localhost.',
  '2130706433',
  '0x7f.1',
  '127.1',
  '0177.0.0.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '[64:ff9b::7f00:1]',
  'api.localhost',
  '10.0.0.5',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '0.0.0.0',
  '[fd12::1]',
];
/** Link-local and cloud metadata: refused in development too. */
const NEVER = [
  '169.254.169.254',
  '2852039166',
  '[::ffff:169.254.169.254]',
  '[fe80::1]',
  '100.100.100.200',
  '[fd00:ec2::254]',
  'metadata.google.internal',
  'metadata.google.internal.',
];

const POLICY_PROBLEM = expect.stringMatching(/^must not point to a (private network|link-local)/);

let user: Session;
beforeAll(async () => {
  user = await addUser(p, t.admin, 'user', { planTier: 'enterprise' });
  await topUp(p, t, user.userId, 5_000);
});

const wallet = async () =>
  restData(await p.rest('GET', '/auth/v1/wallet', { token: user.token })).balance;
const jobs = () => p.prisma.mediaJob.count({ where: { ownerId: user.userId } });

const media = (path: string, body: object) =>
  p.rest('POST', `/media/v1${path}`, { token: user.token, body });
const webhook = (url: string) =>
  p.rest('POST', '/integrationhub/v1/webhooks', {
    token: t.admin.token,
    body: { url, events: ['ticket.refunded'], secret: SECRET },
  });
const voice = (audioUrl: string) =>
  p.rest('POST', '/aibrain/v1/voice/orchestrate', { token: user.token, body: { audioUrl } });

/** A media creation's job (media's envelope is camel case: restData reads the snake one). */
function queued(res: Awaited<ReturnType<typeof media>>) {
  expect([res.status, res.body.error]).toEqual([202, null]);
  return res.body.data;
}

/** The one problem a refused URL has, on `field`. */
function refusedOn(res: Awaited<ReturnType<typeof media>>, field: string) {
  const error = restError(res, 400, 'VALIDATION_FAILED');
  return error.details.filter((d: { field: string }) => d.field === field);
}

describe('with private targets refused (production)', () => {
  it('refuses every spelling as a media source, a webhook endpoint and a recording, holding nothing', async () => {
    const before = [await wallet(), await jobs()];
    await withPolicy('false', async () => {
      for (const host of [...PRIVATE, ...NEVER]) {
        const source = refusedOn(
          await media('/images/remove-background', { imageUrl: `http://${host}/cat.png` }),
          'imageUrl',
        );
        const endpoint = refusedOn(await webhook(`https://${host}/hook`), 'url');
        const recording = refusedOn(await voice(`https://${host}/question.wav`), 'audioUrl');
        expect({ host, source, endpoint, recording }).toEqual({
          host,
          source: [{ field: 'imageUrl', problem: POLICY_PROBLEM }],
          endpoint: [{ field: 'url', problem: POLICY_PROBLEM }],
          recording: [{ field: 'audioUrl', problem: POLICY_PROBLEM }],
        });
      }
    });
    expect([await wallet(), await jobs()]).toEqual(before);
  });

  it('refuses them in every source field of every job type and in a webhook update', async () => {
    const before = [await wallet(), await jobs()];
    await withPolicy('false', async () => {
      const cases: [string, object, string][] = [
        [
          '/images/transform',
          { imageUrl: 'http://[::1]/a.png', transformation: 'filter' },
          'imageUrl',
        ],
        [
          '/images/transform',
          {
            imageUrl: '/files/x.png',
            transformation: 'style-transfer',
            styleReference: 'http://127.1/s.png',
          },
          'styleReference',
        ],
        ['/images/upscale', { imageUrl: 'https://localhost./a.png' }, 'imageUrl'],
        ['/videos/clips', { videoUrl: 'http://2130706433/v.mp4' }, 'videoUrl'],
        ['/videos/subtitles', { videoUrl: 'http://0x7f.1/v.mp4', language: 'en' }, 'videoUrl'],
        [
          '/audio/voice-clones',
          { name: 'Me', audioSamples: ['http://[::ffff:7f00:1]/s.wav'] },
          'audioSamples.0',
        ],
        [
          '/avatars/generate',
          { sourceType: 'photo', sourceData: 'http://10.0.0.5/me.jpg' },
          'sourceData',
        ],
        [
          '/social/variants',
          { sourceUrl: 'http://192.168.1.1/p.png', platforms: ['x'] },
          'sourceUrl',
        ],
      ];
      for (const [path, body, field] of cases)
        expect([path, refusedOn(await media(path, body), field)]).toEqual([
          path,
          [{ field, problem: POLICY_PROBLEM }],
        ]);
      // The addresses the outside tester was accepted with, and an endpoint moved onto one.
      const receiver = await new Receiver(SECRET).start();
      try {
        expect(refusedOn(await webhook(receiver.url), 'url')).toEqual([
          {
            field: 'url',
            problem:
              'must not point to a private network address (127.0.0.1 is a loopback address)',
          },
        ]);
      } finally {
        await receiver.stop();
      }
      const endpoint = restData(await webhook('https://hooks.example.test/in'), 201);
      const moved = await p.rest('PATCH', `/integrationhub/v1/webhooks/${endpoint.id}`, {
        token: t.admin.token,
        body: { url: 'https://localhost./x' },
      });
      expect(refusedOn(moved, 'url')).toEqual([
        {
          field: 'url',
          problem: 'must not point to a private network address (localhost. is a local name)',
        },
      ]);
      restData(
        await p.rest('DELETE', `/integrationhub/v1/webhooks/${endpoint.id}`, {
          token: t.admin.token,
        }),
        204,
      );
    });
    expect([await wallet(), await jobs()]).toEqual(before);
  });
});

describe('in development (the default outside production)', () => {
  it('still refuses link-local and metadata addresses, and takes loopback', async () => {
    await withPolicy(undefined, async () => {
      for (const host of NEVER) {
        expect(
          refusedOn(
            await media('/images/upscale', { imageUrl: `http://${host}/latest` }),
            'imageUrl',
          ),
        ).toEqual([
          { field: 'imageUrl', problem: expect.stringMatching(/link-local or cloud metadata/) },
        ]);
        expect(refusedOn(await webhook(`http://${host}/hook`), 'url')).toHaveLength(1);
        expect(refusedOn(await voice(`https://${host}/q.wav`), 'audioUrl')).toHaveLength(1);
      }
      const job = queued(
        await media('/images/upscale', { imageUrl: 'http://127.0.0.1:9/cat.png' }),
      );
      const cancelled = await p.rest('POST', `/media/v1/jobs/${job.jobId}/cancel`, {
        token: user.token,
      });
      expect(cancelled.body.data.status).toBe('cancelled');
      const endpoint = restData(await webhook('http://127.0.0.1:9/hook'), 201);
      restData(
        await p.rest('DELETE', `/integrationhub/v1/webhooks/${endpoint.id}`, {
          token: t.admin.token,
        }),
        204,
      );
    });
  });
});

describe('when the connection is made', () => {
  let server: Server;
  let reached = 0;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      reached++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('the media worker never connects to a source the policy refuses now, and the credits come back', async () => {
    const before = await wallet();
    // Accepted while private targets were allowed; refused when the worker connects (as a name
    // whose answer changed since creation is).
    const job = await withPolicy('true', async () =>
      queued(await media('/images/upscale', { imageUrl: `http://localhost:${port}/cat.png` })),
    );
    const failed = await withPolicy('false', async () => {
      const worker = testWorker(p);
      try {
        return await waitForJob(p, user, job.jobId, (j) => j.status === 'failed', 20_000);
      } finally {
        await worker.stop();
      }
    });
    expect(failed.error.message).toMatch(
      /imageUrl is refused by the address policy: localhost is a local name/,
    );
    expect(reached).toBe(0);
    expect(await wallet()).toBe(before);
  });

  const ATTEMPT = { eventId: '00000000-0000-4000-8000-000000000001', at: new Date() };
  it('a webhook delivery to a refused target is a failed attempt, never sent', async () => {
    const receiver = await new Receiver(SECRET).start();
    try {
      await withPolicy('false', async () => {
        expect(await sendDelivery(receiver.url, SECRET, ATTEMPT, '{}', 5000)).toEqual({
          ok: false,
          statusCode: null,
          error: 'refused: 127.0.0.1 is a loopback address',
        });
        expect(
          await sendDelivery(
            receiver.url.replace('127.0.0.1', 'localhost'),
            SECRET,
            ATTEMPT,
            '{}',
            5000,
          ),
        ).toMatchObject({ ok: false, error: 'refused: localhost is a local name' });
        const endpoint = await insertEndpoint(p.prisma, {
          tenantId: t.tenantId,
          url: receiver.url,
          events: ['payment.completed'],
          secret: SECRET,
          createdBy: t.admin.userId,
        });
        // Its own clock, a year ahead: the platform's dispatcher never finds this delivery due.
        const dispatcher = new WebhookDispatcher({ prisma: p.prisma, clock: new FakeClock() });
        const event = newEvent('payment.completed', t.tenantId, {
          walletId: randomUUID(),
          amount: 1,
        });
        expect(await dispatcher.enqueue(event)).toBe(1);
        await dispatcher.runDue();
        const delivery = await p.prisma.webhookDelivery.findFirstOrThrow({
          where: { endpointId: endpoint.id, eventId: event.id },
        });
        expect(delivery).toMatchObject({
          status: 'failed',
          attempts: 1,
          lastStatusCode: null,
          lastError: 'refused: 127.0.0.1 is a loopback address',
        });
      });
      expect(receiver.received).toHaveLength(0);
      // The same delivery in development arrives: the refusals above were the policy's doing.
      await withPolicy('true', async () =>
        expect(await sendDelivery(receiver.url, SECRET, ATTEMPT, '{}', 5000)).toMatchObject({
          ok: true,
          statusCode: 200,
        }),
      );
    } finally {
      await receiver.stop();
    }
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { addUser, systemToken } from '../../../test/accounts';
import { type Json, restData, restError } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { createPrisma, type PrismaClient } from '../../../lib/db/prisma';
import { Receiver } from '../../integrations/test/helpers';
import { reportsScheduler, runDueSchedules } from '../schedules/scheduler';
import type { ReportsDeps } from '../common/deps';
import { IntegrationsClient } from '../common/integrations-client';
import { DatasetSourceClient } from '../common/source-client';
import { builtInTemplateId, download, MovableClock, topUp, untilStatus } from './helpers';

/*
 * Schedules, incoming webhooks and administration through the gateway (docs/api/reports.md):
 * the plan check, a slot run once by two scheduler instances, catch-up after downtime, delivery
 * to a loopback receiver that checks the signature, signed incoming events.
 */

const clock = new MovableClock();
let pro: Session;
let ledger: string;
// The platform's own scheduler only runs its start round: the test runs the rounds.
const { p, t } = platformFixture({
  reports: { clock, schedulerPollMs: 3_600_000, worker: { pollIntervalMs: 200 } },
});

/** The reports service's parts as a second instance would have them: its own database pool. */
function instance(prisma: PrismaClient): ReportsDeps {
  return {
    prisma,
    storage: p.storage,
    events: p.platform.events,
    clock,
    sources: new DatasetSourceClient({}),
    integrations: new IntegrationsClient({}),
    wakeWorker: () => undefined,
    requestId: randomUUID(),
    traceId: randomUUID(),
  };
}

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

beforeAll(async () => {
  ledger = await builtInTemplateId('credit_ledger');
  pro = await addUser(p, t.admin, 'organizer', { planTier: 'promax' });
  await topUp(p, t, pro, 15, 'scheduled row');
});

afterEach(() => {
  clock.offsetMs = 0;
});

describe('schedules', () => {
  it('needs organizer or admin (403 FORBIDDEN) on promax or above (403 FEATURE_NOT_AVAILABLE)', async () => {
    const body = { templateId: ledger, cron: '0 6 * * *' };
    restError(
      await p.rest('POST', '/reports/v1/schedules', { token: t.user.token, body }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest('POST', '/reports/v1/schedules', { token: t.organizer.token, body }),
      403,
      'FEATURE_NOT_AVAILABLE',
    );
    restError(
      await p.rest('GET', '/reports/v1/schedules', { token: t.admin.token }),
      403,
      'FEATURE_NOT_AVAILABLE',
    );
    restData(await p.rest('GET', '/reports/v1/schedules', { token: pro.token }));
  });

  it('checks cron, time zone, window and references, every problem at once', async () => {
    const error = restError(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: {
          templateId: randomUUID(),
          cron: '61 * * * *',
          timezone: 'Mars/Olympus',
          deliverTo: 'not-an-id',
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: Json) => d.field).sort()).toEqual([
      'cron',
      'deliverTo',
      'timezone',
    ]);
    // The window is an enum of the schema: refused before the rules run.
    restError(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: { templateId: ledger, cron: '0 6 * * *', window: 'forever' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    const refs = restError(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: { templateId: randomUUID(), cron: '0 6 * * *', deliverTo: randomUUID() },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refs.details.map((d: Json) => d.field).sort()).toEqual(['deliverTo', 'templateId']);
  });

  it("computes the next slot in the schedule's IANA zone and changes it with the cron", async () => {
    const created = restData(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: {
          templateId: ledger,
          cron: '30 6 * * *',
          timezone: 'Asia/Kolkata',
          window: 'last_7_days',
        },
      }),
      201,
    );
    // 06:30 in India is 01:00 UTC.
    expect(new Date(created.nextRunAt).toISOString().slice(11, 16)).toBe('01:00');
    const changed = restData(
      await p.rest('PATCH', `/reports/v1/schedules/${created.id}`, {
        token: pro.token,
        body: { enabled: false },
      }),
    );
    expect(changed.nextRunAt).toBeNull();
    expect(
      (await p.rest('DELETE', `/reports/v1/schedules/${created.id}`, { token: pro.token })).status,
    ).toBe(204);
    restError(
      await p.rest('GET', `/reports/v1/schedules/${created.id}`, { token: pro.token }),
      404,
      'NOT_FOUND',
    );
  });

  it("runs a due slot once across two scheduler instances and the system's run-due", async () => {
    const created = restData(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: { templateId: ledger, cron: '0 * * * *', format: 'json' },
      }),
      201,
    );
    clock.offsetMs = new Date(created.nextRunAt).getTime() - Date.now() + 1000;
    const [a, b] = [createPrisma(p.databaseUrl, 2), createPrisma(p.databaseUrl, 2)];
    try {
      const rounds = await Promise.all([
        runDueSchedules(instance(a)),
        runDueSchedules(instance(b)),
        p.rest('POST', '/reports/v1/admin/schedules/run-due', { token: systemToken(t.tenantId) }),
      ]);
      const queued = [...rounds[0].exports, ...rounds[1].exports]
        .map((e) => e.id)
        .concat(restData(rounds[2]).exportIds);
      const runs = await p.prisma.reportScheduleRun.findMany({ where: { scheduleId: created.id } });
      expect(runs.map((r) => [r.slot, r.trigger])).toEqual([
        [new Date(created.nextRunAt).toISOString(), 'cron'],
      ]);
      expect(queued).toEqual([runs[0].exportId]);
    } finally {
      await Promise.all([a.$disconnect(), b.$disconnect()]);
    }
    restError(
      await p.rest('POST', '/reports/v1/admin/schedules/run-due', { token: t.admin.token }),
      403,
      'FORBIDDEN',
    );
  });

  it('runs the latest missed slot once when a scheduler starts after downtime', async () => {
    const created = restData(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: { templateId: ledger, cron: '*/5 * * * *' },
      }),
      201,
    );
    // Down for a day: 288 slots missed.
    clock.offsetMs = 24 * 3600 * 1000;
    const prisma = createPrisma(p.databaseUrl, 2);
    const scheduler = reportsScheduler(() => instance(prisma), 3_600_000);
    try {
      scheduler.start();
      const runs = await waitFor(async () => {
        const found = await p.prisma.reportScheduleRun.findMany({
          where: { scheduleId: created.id },
        });
        return found.length ? found : undefined;
      });
      await scheduler.stop();
      expect(runs.map((r) => r.trigger)).toEqual(['catch-up']);
      const after = restData(
        await p.rest('GET', `/reports/v1/schedules/${created.id}`, { token: pro.token }),
      );
      expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(clock.now().getTime());
      expect(after.lastRunAt).toBe(runs[0].slot);
    } finally {
      await scheduler.stop();
      await prisma.$disconnect();
    }
  });

  it("delivers a finished scheduled export to the tenant's webhook endpoint as a signed CloudEvent with the download link", async () => {
    const secret = `whsec-${randomUUID()}`;
    const receiver = await new Receiver(secret).start();
    try {
      const endpoint = restData(
        await p.rest('POST', '/integrationhub/v1/webhooks', {
          token: t.admin.token,
          body: { url: receiver.url, events: ['booking.confirmed'], secret },
        }),
        201,
      );
      const schedule = restData(
        await p.rest('POST', '/reports/v1/schedules', {
          token: pro.token,
          body: { templateId: ledger, cron: '0 0 1 1 *', format: 'csv', deliverTo: endpoint.id },
        }),
        201,
      );
      const queued = restData(
        await p.rest('POST', `/reports/v1/schedules/${schedule.id}/run`, { token: pro.token }),
        202,
      );
      const done = await untilStatus(p, pro.token, queued.id, ['completed']);
      await waitFor(() => receiver.received.length > 0, 15_000);
      const [delivery] = receiver.received;
      expect(delivery.signatureValid).toBe(true);
      expect(delivery.event).toMatchObject({
        type: 'platform.report.export_completed.v1',
        source: 'urn:platform:reports-svc',
      });
      const data = JSON.parse(delivery.raw).data;
      expect(data).toMatchObject({
        exportId: done.id,
        scheduleId: schedule.id,
        rowCount: 1,
        fileName: done.fileName,
        expiresAt: done.expiresAt,
      });
      // The link works without a token until the export expires.
      const file = await fetch(new URL(data.downloadUrl, p.url));
      expect(file.status).toBe(200);
      expect(await file.text()).toContain('scheduled row');
    } finally {
      await receiver.stop();
    }
  });
});

describe('incoming webhooks', () => {
  it("stores a signed event once, runs the source's schedules, and refuses a bad signature storing nothing", async () => {
    restError(
      await p.rest('POST', '/reports/v1/webhooks/sources', {
        token: t.user.token,
        body: { name: 'crm' },
      }),
      403,
      'FORBIDDEN',
    );
    const source = restData(
      await p.rest('POST', '/reports/v1/webhooks/sources', {
        token: t.organizer.token,
        body: { name: 'crm' },
      }),
      201,
    );
    expect(source.secret).toMatch(/^whsec_/);
    expect(
      restData(
        await p.rest('GET', `/reports/v1/webhooks/sources/${source.id}`, { token: t.admin.token }),
      ).secret,
    ).toBeUndefined();
    const schedule = restData(
      await p.rest('POST', '/reports/v1/schedules', {
        token: pro.token,
        body: { templateId: ledger, cron: '0 0 1 1 *', sourceId: source.id },
      }),
      201,
    );

    const body = JSON.stringify({
      specversion: '1.0',
      id: `evt-${randomUUID()}`,
      type: 'crm.deal_closed',
      source: 'urn:crm',
      data: { deal: 7 },
    });
    const bad = await p.rest('POST', `/reports/v1/webhooks/${source.id}`, {
      rawBody: body,
      headers: { 'x-platform-signature': sign('wrong secret', body) },
    });
    restError(bad, 401, 'UNAUTHENTICATED');
    restError(
      await p.rest('POST', `/reports/v1/webhooks/${source.id}`, { rawBody: body }),
      401,
      'UNAUTHENTICATED',
    );
    expect(
      restData(
        await p.rest('GET', `/reports/v1/webhooks/sources/${source.id}/events`, {
          token: t.organizer.token,
        }),
      ),
    ).toEqual([]);

    const first = restData(
      await p.rest('POST', `/reports/v1/webhooks/${source.id}`, {
        rawBody: body,
        headers: { 'x-platform-signature': sign(source.secret, body) },
      }),
      202,
    );
    expect(first).toMatchObject({ duplicate: false, exportIds: [expect.any(String)] });
    const replay = restData(
      await p.rest('POST', `/reports/v1/webhooks/${source.id}`, {
        rawBody: body,
        headers: { 'x-platform-signature': sign(source.secret, body) },
      }),
      202,
    );
    expect(replay).toEqual({ eventId: first.eventId, duplicate: true, exportIds: first.exportIds });
    const events = restData(
      await p.rest('GET', `/reports/v1/webhooks/sources/${source.id}/events`, {
        token: t.organizer.token,
      }),
    );
    expect(events.map((e: Json) => [e.eventId, e.type])).toEqual([
      [first.eventId, 'crm.deal_closed'],
    ]);
    const run = await untilStatus(p, pro.token, first.exportIds[0], ['completed']);
    expect(run.scheduleId).toBe(schedule.id);

    // A signed body that is no CloudEvent: 400 after the signature, nothing stored.
    const junk = JSON.stringify({ hello: 'world' });
    restError(
      await p.rest('POST', `/reports/v1/webhooks/${source.id}`, {
        rawBody: junk,
        headers: { 'x-platform-signature': sign(source.secret, junk) },
      }),
      400,
      'VALIDATION_FAILED',
    );
    // Another tenant cannot see the source.
    const stranger = await p.newTenant();
    restError(
      await p.rest('GET', `/reports/v1/webhooks/sources/${source.id}`, {
        token: stranger.admin.token,
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('admin', () => {
  it('reports usage per user and format and deletes an export with its file (admin only)', async () => {
    restError(
      await p.rest('GET', '/reports/v1/admin/usage', { token: t.organizer.token }),
      403,
      'FORBIDDEN',
    );
    const queued = restData(
      await p.rest('POST', '/reports/v1/exports', {
        token: t.user.token,
        body: { templateId: ledger, format: 'json' },
      }),
      202,
    );
    const done = await untilStatus(p, t.user.token, queued.id, ['completed']);
    const usage = restData(
      await p.rest('GET', '/reports/v1/admin/usage', { token: t.admin.token }),
    );
    expect(usage).toContainEqual(
      expect.objectContaining({
        userId: t.user.userId,
        format: 'json',
        exports: 1,
        completed: 1,
        bytes: done.sizeBytes,
      }),
    );
    restError(
      await p.rest(
        'GET',
        '/reports/v1/admin/usage?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        { token: t.admin.token },
      ),
      400,
      'VALIDATION_FAILED',
    );
    const listed = restData(
      await p.rest('GET', `/reports/v1/admin/exports?userId=${t.user.userId}`, {
        token: t.admin.token,
      }),
    );
    expect(listed.map((e: Json) => e.id)).toEqual([queued.id]);
    restError(
      await p.rest('DELETE', `/reports/v1/admin/exports/${queued.id}`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await p.rest('DELETE', `/reports/v1/admin/exports/${queued.id}`, { token: t.admin.token }))
        .status,
    ).toBe(204);
    expect((await download(p, t.user.token, queued.id)).status).toBe(404);
    expect(await p.storage.open(`reports/${t.tenantId}/${queued.id}/${done.fileName}`)).toBeNull();
  });
});

describe('guards', () => {
  type Who = 'anonymous' | 'user' | 'organizer' | 'admin' | 'system';
  const everyone: Who[] = ['anonymous', 'user', 'organizer', 'admin', 'system'];
  const tokenOf = (who: Who): string | undefined =>
    ({
      anonymous: undefined,
      user: t.user.token,
      organizer: t.organizer.token,
      admin: t.admin.token,
      system: systemToken(t.tenantId),
    })[who];
  // Each path with the callers it lets through (docs/api/reports.md, "Roles"); anyone else is 401 without a token, 403 with one.
  const matrix: [string, string, Json | undefined, Who[]][] = [
    ['GET', '/reports/v1/health/live', undefined, everyone],
    ['GET', '/reports/v1/health/ready', undefined, everyone],
    ['GET', '/reports/v1/templates', undefined, ['user', 'organizer', 'admin']],
    ['POST', '/reports/v1/templates', {}, ['organizer', 'admin']],
    ['GET', '/reports/v1/exports', undefined, ['user', 'organizer', 'admin']],
    ['POST', '/reports/v1/exports', {}, ['user', 'organizer', 'admin']],
    ['GET', '/reports/v1/admin/usage', undefined, ['admin']],
    ['GET', '/reports/v1/admin/exports', undefined, ['admin']],
    ['DELETE', `/reports/v1/admin/exports/${randomUUID()}`, undefined, ['admin']],
    ['POST', '/reports/v1/admin/expire', undefined, ['system']],
    ['POST', '/reports/v1/admin/schedules/run-due', undefined, ['system']],
    ['GET', '/reports/v1/webhooks/sources', undefined, ['organizer', 'admin']],
    ['POST', '/reports/v1/webhooks/sources', {}, ['organizer', 'admin']],
  ];

  it.each(matrix)('%s %s', async (method, path, body, allowed) => {
    const seen: Record<string, number> = {};
    for (const who of everyone)
      seen[who] = (await p.rest(method, path, { token: tokenOf(who), body })).status;
    const expected = Object.fromEntries(
      everyone.map((who) => [
        who,
        allowed.includes(who) ? seen[who] : who === 'anonymous' ? 401 : 403,
      ]),
    );
    expect(seen).toEqual(expected);
    for (const who of allowed)
      expect({ who, refused: [401, 403].includes(seen[who]) }).toEqual({ who, refused: false });
  });
});

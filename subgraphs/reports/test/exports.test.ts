import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { addUser } from '../../../test/accounts';
import { type Json, restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { connect, Recording } from '../../../test/subscriptions/ws-client';
import { waitFor } from '../../../test/wait';
import { createListing } from '../../marketplace/test/helpers';
import {
  builtInTemplateId,
  createExport,
  download,
  MovableClock,
  seedLedger,
  topUp,
  uniqueName,
  untilStatus,
} from './helpers';

/*
 * Templates and exports through the gateway (docs/api/reports.md): each format read back, the
 * rows each role sees, formula cells, cancel mid-export, expiry by the service's clock, progress
 * over graphql-ws, tenant isolation.
 */

const clock = new MovableClock();
let ledger: string;
// Small pages: the long export below takes many pages, so a cancel lands mid-export.
const { p, t } = platformFixture({
  reports: { clock, worker: { pageSize: 50, pollIntervalMs: 200 } },
});

beforeAll(async () => {
  ledger = await builtInTemplateId('credit_ledger');
  await topUp(p, t, t.user, 10, '=HYPERLINK("http://evil.test","click")');
  await topUp(p, t, t.user, 20, 'plain, "quoted" reference');
  await topUp(p, t, t.organizer, 30, '+organizer');
  await topUp(p, t, t.admin, 40, '@admin');
});

describe('templates', () => {
  it("refuses to list templates without a token, over REST and GraphQL (the public catalogue is media's)", async () => {
    const rest = await p.rest('GET', '/reports/v1/templates?limit=100');
    expect([rest.status, rest.body.error.code]).toEqual([401, 'UNAUTHENTICATED']);
    const gql = await p.graphql('{ reportTemplates(limit: 5) { nodes { id } } }');
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await p.rest('GET', '/media/v1/templates?limit=1')).status).toBe(200);
  });

  it("lists the built-in templates and the tenant's to a reader", async () => {
    const before = restData(
      await p.rest('GET', '/reports/v1/templates?limit=100', { token: t.user.token }),
    );
    const builtIns = before.filter((x: Json) => x.builtIn);
    expect(builtIns.map((x: Json) => x.dataset).sort()).toEqual([
      'ad_campaigns',
      'credit_ledger',
      'disputes',
      'events',
      'inferences',
      'listings',
      'media_jobs',
      'orders',
      'quotes',
      'tickets',
      'webhook_deliveries',
    ]);
    const name = uniqueName('Top-ups');
    const created = restData(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.organizer.token,
        body: {
          name,
          dataset: 'credit_ledger',
          columns: ['amount', 'reference'],
          filters: { status: 'topup' },
          defaultFormat: 'json',
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      name,
      builtIn: false,
      columns: ['amount', 'reference'],
      filters: { status: 'topup' },
      defaultFormat: 'json',
    });
    const mine = restData(
      await p.rest('GET', '/reports/v1/templates?limit=100', { token: t.user.token }),
    );
    expect(mine.map((x: Json) => x.id)).toContain(created.id);
    expect(before.map((x: Json) => x.id)).not.toContain(created.id);
  });

  it('checks columns, filters and the dataset, every problem at once', async () => {
    const error = restError(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.admin.token,
        body: {
          name: 'x',
          dataset: 'credit_ledger',
          columns: ['amount', 'password'],
          filters: { status: 'stolen', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: Json) => d.field).sort()).toEqual([
      'columns.1',
      'filters.status',
      'filters.to',
    ]);
    restError(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.admin.token,
        body: { name: 'x', dataset: 'passwords' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lets only organizers and admins change templates, and nobody the built-in ones', async () => {
    restError(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.user.token,
        body: { name: 'mine', dataset: 'orders' },
      }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest('PATCH', `/reports/v1/templates/${ledger}`, {
        token: t.admin.token,
        body: { name: 'renamed' },
      }),
      403,
      'FORBIDDEN',
    );
    const created = restData(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.admin.token,
        body: { name: uniqueName('Orders'), dataset: 'orders' },
      }),
      201,
    );
    const changed = restData(
      await p.rest('PATCH', `/reports/v1/templates/${created.id}`, {
        token: t.organizer.token,
        body: { columns: ['id', 'status'] },
      }),
    );
    expect(changed.columns).toEqual(['id', 'status']);
    expect(
      (await p.rest('DELETE', `/reports/v1/templates/${created.id}`, { token: t.admin.token }))
        .status,
    ).toBe(204);
    restError(
      await p.rest('GET', `/reports/v1/templates/${created.id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('exports', () => {
  it("writes RFC 4180 CSV with formula cells neutralised, the caller's own rows for a user", async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'csv' });
    expect(queued).toMatchObject({
      exportId: queued.id,
      status: 'queued',
      format: 'csv',
      scope: 'own',
    });
    const done = await untilStatus(p, t.user.token, queued.id, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      rowCount: 2,
      downloadPath: `/reports/v1/exports/${queued.id}/download`,
    });
    const file = await download(p, t.user.token, queued.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(`filename="${done.fileName}"`);
    expect(Number(file.headers.get('content-length'))).toBe(done.sizeBytes);
    const records: Json[] = parse(file.bytes, { columns: true });
    expect(records.map((r) => [r.amount, r.reference, r.user_id]).sort()).toEqual([
      ['10', `'=HYPERLINK("http://evil.test","click")`, t.user.userId],
      ['20', 'plain, "quoted" reference', t.user.userId],
    ]);
    expect(file.bytes.toString('utf8')).toContain('\r\n');
  });

  it("exports the tenant's rows for an admin as JSON, the organizer's own as PDF", async () => {
    const json = await createExport(p, t.admin.token, {
      templateId: ledger,
      format: 'json',
      filters: { status: 'topup' },
    });
    await untilStatus(p, t.admin.token, json.id, ['completed']);
    const rows = JSON.parse((await download(p, t.admin.token, json.id)).bytes.toString('utf8'));
    expect(rows.map((r: Json) => r.amount).sort((a: number, b: number) => a - b)).toEqual([
      10, 20, 30, 40,
    ]);

    const pdf = await createExport(p, t.organizer.token, { templateId: ledger, format: 'pdf' });
    const done = await untilStatus(p, t.organizer.token, pdf.id, ['completed']);
    expect(done).toMatchObject({ rowCount: 1, scope: 'listings' });
    const file = await download(p, t.organizer.token, pdf.id);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const document = await PDFDocument.load(file.bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toContain('credit_ledger');
  });

  it("hides another user's export from a user but not from the admin, and another tenant's from everyone", async () => {
    const mine = await createExport(p, t.user.token, { templateId: ledger });
    const other = await addUser(p, t.admin, 'user');
    restError(
      await p.rest('GET', `/reports/v1/exports/${mine.id}`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    restData(await p.rest('GET', `/reports/v1/exports/${mine.id}`, { token: t.admin.token }));
    const stranger = await p.newTenant();
    restError(
      await p.rest('GET', `/reports/v1/exports/${mine.id}`, { token: stranger.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('POST', `/reports/v1/exports/${mine.id}/cancel`, {
        token: stranger.admin.token,
      }),
      404,
      'NOT_FOUND',
    );
    const theirs = restData(
      await p.rest('GET', '/reports/v1/admin/exports', { token: stranger.admin.token }),
    );
    expect(theirs).toEqual([]);
    // Their own ledger export never holds this tenant's rows.
    const strangerExport = await createExport(p, stranger.admin.token, {
      templateId: ledger,
      format: 'json',
    });
    await untilStatus(p, stranger.admin.token, strangerExport.id, ['completed']);
    expect(
      JSON.parse(
        (await download(p, stranger.admin.token, strangerExport.id)).bytes.toString('utf8'),
      ),
    ).toEqual([]);
  });

  it('refuses bad input with every problem at once', async () => {
    const error = restError(
      await p.rest('POST', '/reports/v1/exports', {
        token: t.user.token,
        body: {
          templateId: ledger,
          filters: { status: 'nope', from: '2026-03-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: Json) => d.field).sort()).toEqual([
      'filters.status',
      'filters.to',
    ]);
    restError(
      await p.rest('POST', '/reports/v1/exports', { token: t.user.token, body: {} }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('POST', '/reports/v1/exports', {
        token: t.user.token,
        body: { templateId: ledger, format: 'xlsx' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('cancels a running export at its next page, leaving no file, and follows it over graphql-ws', async () => {
    await seedLedger(p, t.tenantId, t.admin.userId, 4000);
    const queued = await createExport(p, t.admin.token, { templateId: ledger, format: 'csv' });
    const client = connect(p, t.admin.token);
    const recording = new Recording(
      client,
      'subscription($id: ID!) { exportProgress(exportId: $id) { id status progress rowCount } }',
      { id: queued.id },
    );
    try {
      await waitFor(
        async () =>
          (await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.admin.token })).body
            .data.rowCount > 0,
      );
      const cancelled = restData(
        await p.rest('POST', `/reports/v1/exports/${queued.id}/cancel`, { token: t.admin.token }),
      );
      expect(cancelled.status).toBe('cancelled');
      await recording.until((r) => r.completed);
      const statuses = recording.results.map((r) => r.data.exportProgress.status);
      expect(statuses).toContain('running');
      expect(statuses[statuses.length - 1]).toBe('cancelled');
      const final = restData(
        await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.admin.token }),
      );
      expect(final.status).toBe('cancelled');
      expect(final.rowCount).toBeLessThan(4004);
      restError(
        await p.rest('GET', `/reports/v1/exports/${queued.id}/download`, { token: t.admin.token }),
        400,
        'INVALID_STATE',
      );
      restError(
        await p.rest('POST', `/reports/v1/exports/${queued.id}/cancel`, { token: t.admin.token }),
        400,
        'INVALID_STATE',
      );
    } finally {
      recording.unsubscribe();
      await client.dispose();
    }
  });

  it("answers 410 EXPIRED after 7 days by the service's clock, and the system sweep removes the file", async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'json' });
    const done = await untilStatus(p, t.user.token, queued.id, ['completed']);
    expect(new Date(done.expiresAt).getTime() - new Date(done.completedAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );
    clock.offsetMs = 7 * 24 * 3600 * 1000 + 60_000;
    try {
      restError(
        await p.rest('GET', `/reports/v1/exports/${queued.id}/download`, { token: t.user.token }),
        410,
        'EXPIRED',
      );
      restError(
        await p.rest('POST', '/reports/v1/admin/expire', { token: t.admin.token }),
        403,
        'FORBIDDEN',
      );
      const { systemToken } = await import('../../../test/accounts');
      const swept = restData(
        await p.rest('POST', '/reports/v1/admin/expire', { token: systemToken(t.tenantId) }),
      );
      expect(swept.expired).toBeGreaterThanOrEqual(1);
      const after = restData(
        await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.user.token }),
      );
      expect(after.status).toBe('expired');
      expect(
        await p.storage.open(`reports/${t.tenantId}/${queued.id}/${done.fileName}`),
      ).toBeNull();
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('exports every built-in dataset for every role (each owning service serves its pages)', async () => {
    const templates = restData(
      await p.rest('GET', '/reports/v1/templates?limit=100', { token: t.user.token }),
    );
    const sessions = { user: t.user, organizer: t.organizer, admin: t.admin };
    const queued: [string, string, string][] = [];
    for (const template of templates) {
      for (const [role, session] of Object.entries(sessions))
        queued.push([
          template.dataset,
          role,
          (await createExport(p, session.token, { templateId: template.id, format: 'json' })).id,
        ]);
    }
    const outcomes = [];
    for (const [dataset, role, id] of queued) {
      const done = await untilStatus(p, sessions[role as keyof typeof sessions].token, id, [
        'completed',
        'failed',
      ]);
      outcomes.push([dataset, role, done.status, done.error]);
    }
    expect(outcomes).toEqual(queued.map(([dataset, role]) => [dataset, role, 'completed', null]));
  });

  it("exports an organizer's own listings, the tenant's for an admin, filtered by lane", async () => {
    const mine = await createListing(p, t.organizer.token, { category: 'spotlight' });
    const other = await createListing(p, t.admin.token, { category: 'synapse' });
    const listings = await builtInTemplateId('listings');
    const rowsOf = async (token: string, filters: object = {}) => {
      const queued = await createExport(p, token, {
        templateId: listings,
        format: 'json',
        filters,
      });
      await untilStatus(p, token, queued.id, ['completed']);
      return JSON.parse((await download(p, token, queued.id)).bytes.toString('utf8'))
        .map((row: Json) => row.id)
        .sort();
    };
    expect(await rowsOf(t.organizer.token)).toEqual([mine.id]);
    expect(await rowsOf(t.admin.token)).toEqual([mine.id, other.id].sort());
    expect(await rowsOf(t.admin.token, { category: 'synapse' })).toEqual([other.id]);
    expect(await rowsOf(t.user.token)).toEqual([]);
  });

  it('answers the same over GraphQL as over REST', async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger });
    await untilStatus(p, t.user.token, queued.id, ['completed']);
    const rest = restData(
      await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.user.token }),
    );
    const gql = await p.graphql(
      'query($id: ID!) { reportExport(id: $id) { id status rowCount sizeBytes fileName downloadPath } }',
      { id: queued.id },
      { token: t.user.token },
    );
    expect(gql.body.data.reportExport).toEqual({
      id: rest.id,
      status: rest.status,
      rowCount: rest.rowCount,
      sizeBytes: rest.sizeBytes,
      fileName: rest.fileName,
      downloadPath: rest.downloadPath,
    });
  });
});

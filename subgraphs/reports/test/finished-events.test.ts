import { randomUUID } from 'node:crypto';
import { restData } from '../../../test/answers';
import { onlyOutboxRow, outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { EXPORT_FINISHED } from '../common/events';
import { MAX_EXPORT_CLAIMS } from '../worker/queue-store';
import { builtInTemplateId, createExport, seedLedger, topUp, untilStatus } from './helpers';

/*
 * reports.export.finished (docs/api/reports.md, "Events"): one outbox event per export that
 * completes or fails, written with the write that ends it; none for a cancelled export.
 */

// Small pages, so a cancel lands mid-export; a PDF of more than 3 rows fails at its first page.
const runs = new Map<string, string>();
const { p, t } = platformFixture({
  reports: {
    worker: {
      pageSize: 50,
      pollIntervalMs: 100,
      pdfMaxRows: 3,
      onRunEnded: (id, outcome) => runs.set(id, outcome),
    },
  },
});

let ledger: string;
beforeAll(async () => {
  ledger = await builtInTemplateId('credit_ledger');
  for (const amount of [10, 20, 30, 40]) await topUp(p, t, t.user, amount, `top-up ${amount}`);
});

const finishedEvents = (exportId: string) => outboxRowsAbout(p.prisma, EXPORT_FINISHED, exportId);

describe('reports.export.finished', () => {
  it('records one for a completed export, with its file and row count', async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'csv' });
    const done = await untilStatus(p, t.user.token, queued.id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    const event = await onlyOutboxRow(p.prisma, 'reports', EXPORT_FINISHED, queued.id);
    expect(event.tenantId).toBe(t.tenantId);
    expect(event.data).toEqual({
      exportId: queued.id,
      userId: t.user.userId,
      templateName: done.templateName,
      format: 'csv',
      status: 'completed',
      rowCount: 4,
      fileName: done.fileName,
      error: null,
      finishedAt: done.completedAt,
    });
  });

  it('records one for a failed export, with its error', async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'pdf' });
    const failed = await untilStatus(p, t.user.token, queued.id, ['completed', 'failed']);
    expect(failed.status).toBe('failed');
    const events = await finishedEvents(queued.id);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        exportId: queued.id,
        format: 'pdf',
        status: 'failed',
        fileName: null,
        error: failed.error,
        finishedAt: failed.failedAt,
      }),
    ]);
    expect(failed.error).toMatch(/at most 3 rows/);
  });

  it('records one for an export failed after its workers stopped on it too often', async () => {
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'json' });
    const done = await untilStatus(p, t.user.token, queued.id, ['completed']);
    // A copy of it that workers already claimed MAX_EXPORT_CLAIMS times: the next claim gives up.
    const row = await p.prisma.reportExport.findUniqueOrThrow({ where: { id: done.id } });
    const id = randomUUID();
    await p.prisma.reportExport.create({
      data: {
        id,
        tenantId: row.tenantId,
        userId: row.userId,
        scope: row.scope,
        templateId: row.templateId,
        templateName: row.templateName,
        dataset: row.dataset,
        columns: row.columns,
        format: row.format,
        attempt: MAX_EXPORT_CLAIMS,
      },
    });
    const failed = await untilStatus(p, t.user.token, id, ['completed', 'failed']);
    expect(failed.status).toBe('failed');
    const events = await finishedEvents(id);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ exportId: id, status: 'failed', error: failed.error }),
    ]);
  });

  it('records none for an export cancelled while it runs', async () => {
    await seedLedger(p, t.tenantId, t.user.userId, 4000);
    const queued = await createExport(p, t.user.token, { templateId: ledger, format: 'csv' });
    await waitFor(
      async () =>
        (await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.user.token })).body.data
          .rowCount > 0,
    );
    const cancelled = restData(
      await p.rest('POST', `/reports/v1/exports/${queued.id}/cancel`, { token: t.user.token }),
    );
    expect(cancelled.status).toBe('cancelled');
    // The run stops at its next page, its renewal missing: it writes no end of its own.
    await waitFor(async () => runs.get(queued.id) === 'cancelled');
    expect(await finishedEvents(queued.id)).toEqual([]);
  });
});

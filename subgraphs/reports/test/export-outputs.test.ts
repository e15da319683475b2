import { PDFDocument } from 'pdf-lib';
import { restData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { pdfText } from '../../../test/pdf-text';
import { connect, Recording } from '../../../test/subscriptions/ws-client';
import { createListing } from '../../marketplace/test/helpers';
import { neutralise } from '../worker/formats/csv';
import { builtInTemplateId, createExport, download, seedLedger, untilStatus } from './helpers';

/*
 * What an export delivers (issue 28): a PDF whose every cell is whole in its text layer (wrapped,
 * never cut), landscape when the table is wide; and exportProgress subscriptions that each end
 * with their export's final state, many at once on one caller.
 */

jest.setTimeout(180_000);

const { p, t } = platformFixture({
  reports: { worker: { pageSize: 20, pollIntervalMs: 100, concurrency: 4 } },
});

const squeeze = (text: string) => text.replace(/\s+/g, '');
const LONG_TITLE =
  'Summer Jazz Night on the River Terrace with the Full Big Band Orchestra, Guest Vocalists and a Late Set';

/** A PDF export and the same rows as JSON (what each cell must show), by one caller. */
async function pdfAndRows(token: string, templateId: string) {
  const [pdf, json] = await Promise.all([
    createExport(p, token, { templateId, format: 'pdf' }),
    createExport(p, token, { templateId, format: 'json' }),
  ]);
  await untilStatus(p, token, pdf.id, ['completed']);
  await untilStatus(p, token, json.id, ['completed']);
  const file = (await download(p, token, pdf.id)).bytes;
  const rows = JSON.parse((await download(p, token, json.id)).bytes.toString('utf8'));
  return { file, rows: rows as Record<string, unknown>[] };
}

/** Every cell's text appears whole (whitespace aside: a wrapped cell breaks across lines). */
function missingCells(text: string, rows: Record<string, unknown>[]): string[] {
  const layer = squeeze(text);
  const missing: string[] = [];
  for (const row of rows)
    for (const [column, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      const cell = squeeze(String(neutralise(value)));
      if (!layer.includes(cell)) missing.push(`${column}: ${cell}`);
    }
  return missing;
}

describe('PDF exports', () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i++)
      await createListing(p, t.organizer.token, { title: `${LONG_TITLE} ${i}` });
  });

  it('shows every cell whole (uuids, long titles, ISO timestamps) in a wide table on landscape pages', async () => {
    const listings = await builtInTemplateId('listings');
    const { file, rows } = await pdfAndRows(t.organizer.token, listings);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row) => row.title)).toContain(`${LONG_TITLE} 0`);
    const text = (await pdfText(file)).join('\n');
    expect(text).not.toContain('…');
    expect(missingCells(text, rows)).toEqual([]);
    // The column names open the page, each whole.
    expect(squeeze(text)).toContain('idcreated_attitlecategorystatusseller_id');
    const document = await PDFDocument.load(file);
    for (const page of document.getPages())
      expect(page.getWidth()).toBeGreaterThan(page.getHeight());
  });

  it('keeps a narrow table portrait, its columns sized to their content', async () => {
    const template = restData(
      await p.rest('POST', '/reports/v1/templates', {
        token: t.organizer.token,
        body: {
          name: 'Listing titles',
          dataset: 'listings',
          columns: ['id', 'title', 'created_at'],
          defaultFormat: 'pdf',
        },
      }),
      201,
    );
    const { file, rows } = await pdfAndRows(t.organizer.token, template.id);
    const text = (await pdfText(file)).join('\n');
    expect(text).not.toContain('…');
    expect(missingCells(text, rows)).toEqual([]);
    const [page] = (await PDFDocument.load(file)).getPages();
    expect(page.getHeight()).toBeGreaterThan(page.getWidth());
  });
});

describe('exportProgress', () => {
  it('ends every one of 33 subscriptions followed at once with its export completed', async () => {
    await seedLedger(p, t.tenantId, t.admin.userId, 300);
    const ledger = await builtInTemplateId('credit_ledger');
    const client = connect(p, t.admin.token);
    const recordings: Recording[] = [];
    const ids: string[] = [];
    try {
      for (let i = 0; i < 33; i++) {
        const queued = await createExport(p, t.admin.token, { templateId: ledger, format: 'csv' });
        ids.push(queued.id);
        recordings.push(
          new Recording(
            client,
            'subscription($id: ID!) { exportProgress(exportId: $id) { id status progress } }',
            { id: queued.id },
          ),
        );
      }
      // A client reading its exports meanwhile: the reads the subscriptions must not join.
      const polling = Promise.all(
        ids.map((id) => untilStatus(p, t.admin.token, id, ['completed'], 60_000)),
      );
      await Promise.all(recordings.map((r) => r.until((x) => x.completed, 60_000)));
      await polling;
      const last = recordings.map((r) => r.results.at(-1)?.data?.exportProgress);
      expect(last.map((x) => [x?.status, x?.progress])).toEqual(ids.map(() => ['completed', 100]));
    } finally {
      for (const r of recordings) r.unsubscribe();
      await client.dispose();
    }
  });
});

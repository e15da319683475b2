import { platformFixture } from '../../../test/fixture';
import type { Session, TenantFixture } from '../../../test/harness';
import { builtInTemplateId, createExport, download, untilStatus } from '../../reports/test/helpers';
import { EVENTS_DATASETS } from '../common/report-datasets';
import { eventOnSale } from './helpers';
import { bought, buyer, refund } from './order-helpers';

/*
 * The events service's report datasets (docs/reports.md, Datasets): `events` and `tickets`
 * exported by the reports service like the others, each user's rows by scope, never another
 * tenant's, and no ticket code in any column.
 */
const { p, t } = platformFixture({ reports: { worker: { pollIntervalMs: 100 } } });

let other: TenantFixture;
let fan: Session;
let eventId: string;
let ticketIds: string[];
let lateTicketId: string;

/** The CSV of a finished export of the built-in template of `dataset`, as `token`'s user. */
async function csv(token: string, dataset: string, filters: object = {}): Promise<string[][]> {
  const templateId = await builtInTemplateId(dataset);
  const queued = await createExport(p, token, { templateId, format: 'csv', filters });
  const done = await untilStatus(p, token, queued.id, ['completed', 'failed']);
  expect(done.status).toBe('completed');
  const file = await download(p, token, queued.id);
  // Plain values only in these rows: no quoted commas or line breaks to parse.
  return file.bytes
    .toString('utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

const column = (rows: string[][], name: string) => {
  const index = rows[0].indexOf(name);
  return rows.slice(1).map((row) => row[index]);
};

beforeAll(async () => {
  other = await p.newTenant();
  fan = await buyer(p, t, 100);
  const sale = await eventOnSale(p, t.organizer.token);
  eventId = sale.eventId;
  const order = await bought(p, fan.token, eventId, sale.ticketTypeId, 3);
  ticketIds = order.tickets.map((ticket: { id: string }) => ticket.id);
  await refund(p, fan.token, ticketIds[0]);
  const late = await buyer(p, t, 100);
  lateTicketId = (await bought(p, late.token, eventId, sale.ticketTypeId, 1)).tickets[0].id;
});

describe('the events dataset', () => {
  it("holds the organizer's events with their counts, and the tenant's for an admin", async () => {
    for (const token of [t.organizer.token, t.admin.token]) {
      const rows = await csv(token, 'events');
      expect(rows[0]).toEqual(EVENTS_DATASETS.events.columns);
      const row = rows.find((r) => r[0] === eventId)!;
      const field = (name: string) => row[rows[0].indexOf(name)];
      expect([field('status'), field('venue_city'), field('organizer_id')]).toEqual([
        'published',
        'Berlin',
        t.organizer.userId,
      ]);
      expect([
        field('tickets_sold'),
        field('tickets_checked_in'),
        field('revenue_credits'),
      ]).toEqual(['3', '0', '30']);
    }
  });

  it("is empty for a user who organizes nothing, and never holds another tenant's", async () => {
    expect(await csv(fan.token, 'events')).toHaveLength(1);
    expect(column(await csv(other.admin.token, 'events'), 'id')).not.toContain(eventId);
  });
});

describe('the tickets dataset', () => {
  it("gives the organizer its event's attendees, by status when asked, without codes", async () => {
    const rows = await csv(t.organizer.token, 'tickets');
    expect(rows[0]).not.toContain('code');
    expect(column(rows, 'id').sort()).toEqual([...ticketIds, lateTicketId].sort());
    expect(column(rows, 'event_id').every((id) => id === eventId)).toBe(true);
    const refunded = await csv(t.organizer.token, 'tickets', { status: 'refunded' });
    expect(column(refunded, 'id')).toEqual([ticketIds[0]]);
    expect(column(refunded, 'ticket_type_name')).toEqual(['Standard']);
  });

  it("gives a holder their own tickets only, an admin the tenant's, another tenant none", async () => {
    const mine = await csv(fan.token, 'tickets');
    expect(column(mine, 'id').sort()).toEqual([...ticketIds].sort());
    expect(column(mine, 'holder_id').every((id) => id === fan.userId)).toBe(true);
    expect(column(await csv(t.admin.token, 'tickets'), 'id')).toContain(lateTicketId);
    expect(await csv(other.admin.token, 'tickets')).toHaveLength(1);
  });
});

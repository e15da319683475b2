import { randomUUID } from 'node:crypto';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { HttpAnswer } from '../../../test/harness';
import { eventInput } from './helpers';
import { buyer } from './order-helpers';
import { fund } from '../../identity/test/wallets-helpers';

// Events v2.1 over the same rows as v1 (docs/api/events.md, "Versions"): Idempotency-Key required
// on every POST, money as pricing objects, meta.api_version, and v1 marked deprecated.
const { p, t } = platformFixture();

const V1 = '/events/v1';
const V2 = '/events/v2';
const key = () => ({ 'idempotency-key': randomUUID() });
const v2Data = (res: HttpAnswer, status: number) => {
  const data = restData(res, status, t);
  expect(res.body.meta.api_version).toBe('2.1');
  return data;
};

describe('events v2.1', () => {
  it('refuses a POST without Idempotency-Key (nothing written) and creates with one, 201 and api_version 2.1', async () => {
    // A title of its own: other files' events on the shared platform count from 1 too.
    const input = eventInput({ title: `Versioned ${randomUUID()}` });
    const refused = await p.rest('POST', `${V2}/events`, { token: t.organizer.token, body: input });
    expect(restError(refused, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', problem: 'header is required' }),
    ]);
    const written = { tenantId: t.tenantId, title: input.title as string };
    expect(await p.prisma.ticketedEvent.count({ where: written })).toBe(0);

    const created = v2Data(
      await p.rest('POST', `${V2}/events`, {
        token: t.organizer.token,
        body: input,
        headers: key(),
      }),
      201,
    );
    expect(created).toMatchObject({ title: input.title, status: 'draft' });
    // The same row through v1.
    const read = await p.rest('GET', `${V1}/events/${created.id}`, { token: t.organizer.token });
    expect(restData(read, 200, t)).toMatchObject({ id: created.id, title: input.title });
    expect(read.body.meta.api_version).toBeUndefined();
  });

  it('takes and answers ticket-type prices as pricing, refuses the other version’s field, and prices orders', async () => {
    const organizer = { token: t.organizer.token };
    const event = v2Data(
      await p.rest('POST', `${V2}/events`, { ...organizer, body: eventInput(), headers: key() }),
      201,
    );
    const typePath = `${V2}/events/${event.id}/ticket-types`;
    const type = v2Data(
      await p.rest('POST', typePath, {
        ...organizer,
        headers: key(),
        body: { name: 'Standard', pricing: { base: 25, currency: 'CRD' }, quantity: 20 },
      }),
      201,
    );
    expect(type).toMatchObject({ pricing: { base: 25, tax: 0, total: 25, currency: 'CRD' } });
    expect(type.priceCredits).toBeUndefined();
    // v1 sees the same type with its integer price.
    const v1Types = restData(
      await p.rest('GET', `${V1}/events/${event.id}/ticket-types`, organizer),
      200,
      t,
    );
    expect(v1Types).toEqual([expect.objectContaining({ id: type.id, priceCredits: 25 })]);

    // Each version refuses the other's price field, and a currency other than credits.
    const v2Refused = await p.rest('POST', typePath, {
      ...organizer,
      headers: key(),
      body: { name: 'Old', priceCredits: 5, quantity: 5 },
    });
    expect(restError(v2Refused, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({
        field: 'priceCredits',
        problem: 'is a field of events v1; v2 takes pricing',
      }),
    ]);
    const v1Refused = await p.rest('POST', `${V1}/events/${event.id}/ticket-types`, {
      ...organizer,
      body: { name: 'New', pricing: { base: 5 }, quantity: 5 },
    });
    expect(restError(v1Refused, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({
        field: 'pricing',
        problem: 'is a field of events v2; v1 takes priceCredits',
      }),
    ]);
    const euros = await p.rest('POST', typePath, {
      ...organizer,
      headers: key(),
      body: { name: 'Euro', pricing: { base: 5, currency: 'EUR' }, quantity: 5 },
    });
    expect(restError(euros, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ field: 'pricing.currency' }),
    ]);
    const changed = v2Data(
      await p.rest('PATCH', `${V2}/ticket-types/${type.id}`, {
        ...organizer,
        body: { pricing: { base: 30 } },
      }),
      200,
    );
    expect(changed.pricing).toEqual({ base: 30, tax: 0, total: 30, currency: 'CRD' });

    v2Data(
      await p.rest('POST', `${V2}/events/${event.id}/publish`, { ...organizer, headers: key() }),
      200,
    );
    const user = await buyer(p, t);
    await fund(p, t.tenantId, { userId: user.userId }, 100);
    const order = v2Data(
      await p.rest('POST', `${V2}/events/${event.id}/orders`, {
        token: user.token,
        headers: key(),
        body: { ticketTypeId: type.id, quantity: 2 },
      }),
      201,
    );
    expect(order).toMatchObject({
      quantity: 2,
      pricing: { base: 60, tax: 0, total: 60, currency: 'CRD' },
      tickets: [
        expect.objectContaining({ pricing: { base: 30, tax: 0, total: 30, currency: 'CRD' } }),
        expect.objectContaining({ pricing: { base: 30, tax: 0, total: 30, currency: 'CRD' } }),
      ],
    });
    expect([order.priceCredits, order.totalCredits]).toEqual([undefined, undefined]);
  });

  it('marks v1 answers deprecated with events v2 as successor, and leaves v2 answers unmarked', async () => {
    const v1 = await p.rest('GET', `${V1}/events`, { token: t.user.token });
    expect(v1.status).toBe(200);
    expect(v1.headers.deprecation).toBe(`@${Date.parse('2026-12-03T00:00:00Z') / 1000}`);
    expect(v1.headers.link).toBe(`<${V2}/events>; rel="successor-version"`);
    const v2 = await p.rest('GET', `${V2}/events`, { token: t.user.token });
    expect(v2Data(v2, 200)).toEqual(expect.any(Array));
    expect(v2.headers.deprecation).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, type Json } from './helpers';
import { addMember, bookingInput, countBookings, idempotent } from './bookings-helpers';

let listing: Json;
const { p, t } = platformFixture();

beforeAll(async () => {
  listing = await activeListing(p, t.organizer.token, { currency: 'EUR' });
});

const V1 = '/booking/v1/bookings';
const V2 = '/booking/v2/bookings';

function v1Data(res: HttpAnswer, status: number): Json {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body)).toEqual(['data']);
  return res.body.data;
}

function v2Data(res: HttpAnswer, status: number): Json {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    error: null,
    meta: {
      request_id: expect.any(String),
      trace_id: expect.any(String),
      tenant_id: t.tenantId,
      api_version: '2.0',
    },
  });
  return res.body.data;
}

function failed(res: HttpAnswer, status: number, code: string): Json {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    data: null,
    error: { code, http: status, message: expect.any(String) },
    meta: { request_id: expect.any(String) },
  });
  return res.body.error;
}

const v2Post = (path: string, session: Session, body?: unknown, key: string = randomUUID()) =>
  p.rest('POST', `${V2}${path}`, { token: session.token, body, headers: idempotent(key) });

describe('one set of bookings, two API versions', () => {
  it('creates in v1 ({ data } only) and reads the same booking in v2 (full envelope)', async () => {
    const created = v1Data(
      await p.rest('POST', V1, {
        token: t.user.token,
        body: {
          listingId: listing.id,
          price: 150.5,
          attendeeEmail: 'bob@example.test',
          quantity: 2,
        },
      }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(String),
      listingId: listing.id,
      buyerId: t.user.userId,
      status: 'pending',
      price: 150.5,
      currency: 'EUR',
      attendeeEmail: 'bob@example.test',
      quantity: 2,
      notes: null,
      cancellationReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = v2Data(await p.rest('GET', `${V2}/${created.id}`, { token: t.user.token }), 200);
    expect(read).toMatchObject({
      id: created.id,
      status: 'pending',
      sellerId: t.organizer.userId,
      groupId: null,
      pricing: { base: 150.5, tax: 0, total: 150.5, currency: 'EUR' },
      attendee: { email: 'bob@example.test', name: null, phone: null },
      quantity: 2,
    });
    expect(
      v1Data(await p.rest('GET', `${V1}/${created.id}`, { token: t.organizer.token }), 200),
    ).toEqual(created);
  });

  it('creates in v2 and shows v2-only states in v1 vocabulary: draft as pending, completed as confirmed', async () => {
    const body = bookingInput(listing.id, {
      status: 'draft',
      pricing: { base: 100, tax: 19, total: 119, currency: 'EUR' },
    });
    const created = v2Data(await v2Post('', t.user, body), 201);
    expect(created).toMatchObject({
      status: 'draft',
      pricing: { base: 100, tax: 19, total: 119, currency: 'EUR' },
    });
    const v1 = () => p.rest('GET', `${V1}/${created.id}`, { token: t.user.token });
    expect(v1Data(await v1(), 200)).toMatchObject({
      status: 'pending',
      price: 119,
      currency: 'EUR',
      attendeeEmail: 'ada@example.test',
    });
    expect(v2Data(await v2Post(`/${created.id}/submit`, t.user), 200).status).toBe('pending');
    expect(
      v1Data(await p.rest('POST', `${V1}/${created.id}/confirm`, { token: t.organizer.token }), 200)
        .status,
    ).toBe('confirmed');
    expect(v2Data(await v2Post(`/${created.id}/complete`, t.organizer), 200)).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
    });
    expect(v1Data(await v1(), 200).status).toBe('confirmed');
    failed(
      await p.rest('POST', `${V1}/${created.id}/cancel`, { token: t.user.token }),
      400,
      'INVALID_STATE',
    );
  });

  it('cancels in v1 with a reason and shows who cancelled in v2', async () => {
    const created = v2Data(await v2Post('', t.user, bookingInput(listing.id)), 201);
    const cancelled = v1Data(
      await p.rest('POST', `${V1}/${created.id}/cancel`, {
        token: t.organizer.token,
        body: { reason: 'Double booked' },
      }),
      200,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Double booked' });
    expect(
      v2Data(await p.rest('GET', `${V2}/${created.id}`, { token: t.user.token }), 200),
    ).toMatchObject({
      status: 'cancelled',
      cancelledBy: t.organizer.userId,
      cancelledAt: expect.any(String),
    });
  });

  it('keeps each version to its own body: v1 fields in v2 and v2 fields in v1 are 400', async () => {
    const v2Body = failed(
      await v2Post('', t.user, { ...bookingInput(listing.id), price: 10 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(v2Body.details).toEqual([{ field: 'price', problem: 'is not a known field' }]);
    const v1Body = failed(
      await p.rest('POST', V1, {
        token: t.user.token,
        body: { listingId: listing.id, price: 10, attendeeEmail: 'a@b.test', status: 'draft' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(v1Body.details).toEqual([{ field: 'status', problem: 'is not a known field' }]);
  });

  it('answers v1 errors with the error envelope', async () => {
    failed(await p.rest('GET', `${V1}/${randomUUID()}`, { token: t.user.token }), 404, 'NOT_FOUND');
    failed(await p.rest('GET', V1), 401, 'UNAUTHENTICATED');
    const invalid = failed(
      await p.rest('POST', V1, {
        token: t.user.token,
        body: { listingId: listing.id, price: -1, attendeeEmail: 'nope' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([
      { field: 'price', problem: 'must be at least 0' },
      { field: 'attendeeEmail', problem: 'must be an e-mail address' },
    ]);
  });
});

describe('v1 pages by page and limit', () => {
  it('returns consecutive pages newest first, and drafts under status=pending', async () => {
    const buyer = await addMember(p, t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        v1Data(
          await p.rest('POST', V1, {
            token: buyer.token,
            body: { listingId: listing.id, price: 10 + i, attendeeEmail: `g${i}@example.test` },
          }),
          201,
        ).id,
      );
    const page = async (query: string) =>
      v1Data(await p.rest('GET', `${V1}?${query}`, { token: buyer.token }), 200).map(
        (b: Json) => b.id,
      );
    const newestFirst = [...ids].reverse();
    expect(await page('page=1&limit=2')).toEqual(newestFirst.slice(0, 2));
    expect(await page('page=2&limit=2')).toEqual(newestFirst.slice(2, 4));
    expect(await page('page=3&limit=2')).toEqual(newestFirst.slice(4));
    expect(await page('page=4&limit=2')).toEqual([]);
    expect(await page('page=1000000&limit=100')).toEqual([]);
    expect(await page('')).toEqual(newestFirst);
    const draft = v2Data(
      await v2Post('', buyer, bookingInput(listing.id, { status: 'draft' })),
      201,
    );
    expect(await page('status=pending&limit=100')).toContain(draft.id);
    expect(await page('status=confirmed')).toEqual([]);
  });

  it('refuses page below 1 and limit outside 1..100 with 400 details', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=1.5', 'page'],
      ['page=1000001', 'page'],
    ]) {
      const error = failed(
        await p.rest('GET', `${V1}?${query}`, { token: t.user.token }),
        400,
        'VALIDATION_FAILED',
      );
      expect(error.details.map((d: Json) => d.field)).toEqual([field]);
    }
  });
});

describe('v2 lists by cursor', () => {
  it('pages with next_cursor until has_more is false, filters by status, and lists the seller view', async () => {
    const buyer = await addMember(p, t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(v2Data(await v2Post('', buyer, bookingInput(listing.id)), 201).id);
    const first = await p.rest('GET', `${V2}?limit=2`, { token: buyer.token });
    expect(v2Data(first, 200).map((b: Json) => b.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.page).toEqual({ next_cursor: expect.any(String), has_more: true, limit: 2 });
    const second = await p.rest('GET', `${V2}?limit=2&cursor=${first.body.page.next_cursor}`, {
      token: buyer.token,
    });
    expect(v2Data(second, 200).map((b: Json) => b.id)).toEqual([ids[0]]);
    expect(second.body.page).toEqual({ next_cursor: null, has_more: false, limit: 2 });
    const ascending = await p.rest('GET', `${V2}?sortOrder=ASC&limit=1`, { token: buyer.token });
    expect(v2Data(ascending, 200).map((b: Json) => b.id)).toEqual([ids[0]]);
    v2Data(await v2Post(`/${ids[1]}/cancel`, buyer), 200);
    expect(
      v2Data(await p.rest('GET', `${V2}?status=cancelled`, { token: buyer.token }), 200).map(
        (b: Json) => b.id,
      ),
    ).toEqual([ids[1]]);
    const seller = v2Data(
      await p.rest('GET', `${V2}/seller?listingId=${listing.id}&limit=100`, {
        token: t.organizer.token,
      }),
      200,
    );
    expect(seller.map((b: Json) => b.id)).toEqual(expect.arrayContaining(ids));
    failed(
      await p.rest('GET', `${V2}?cursor=garbage`, { token: buyer.token }),
      400,
      'VALIDATION_FAILED',
    );
    failed(
      await p.rest('GET', `${V2}?cursor=${first.body.page.next_cursor}&sortOrder=ASC`, {
        token: buyer.token,
      }),
      400,
      'VALIDATION_FAILED',
    );
    failed(
      await p.rest('GET', `${V2}?status=unknown`, { token: buyer.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('v2 requires an Idempotency-Key on POST', () => {
  it('refuses a POST without one (400, nothing written) and replays a repeat with one', async () => {
    const before = await countBookings(p, t.tenantId);
    const missing = await p.rest('POST', V2, {
      token: t.user.token,
      body: bookingInput(listing.id),
    });
    expect(failed(missing, 400, 'VALIDATION_FAILED').details).toEqual([
      { field: 'Idempotency-Key', problem: 'header is required' },
    ]);
    expect(await countBookings(p, t.tenantId)).toBe(before);
    const key = randomUUID();
    const first = await v2Post('', t.user, bookingInput(listing.id), key);
    const again = await v2Post('', t.user, bookingInput(listing.id), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await countBookings(p, t.tenantId)).toBe(before + 1);
    failed(
      await v2Post('', t.user, bookingInput(listing.id, { notes: 'other' }), key),
      409,
      'CONFLICT',
    );
  });

  it('refuses moves and groups without one; v1 POSTs need none', async () => {
    const booking = v2Data(await v2Post('', t.user, bookingInput(listing.id)), 201);
    for (const path of [
      `${V2}/${booking.id}/confirm`,
      `${V2}/${booking.id}/cancel`,
      '/booking/v2/groups',
    ]) {
      failed(
        await p.rest('POST', path, { token: t.organizer.token, body: {} }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(v2Data(await v2Post(`/${booking.id}/confirm`, t.organizer), 200).status).toBe(
      'confirmed',
    );
    v1Data(
      await p.rest('POST', V1, {
        token: t.user.token,
        body: { listingId: listing.id, price: 1, attendeeEmail: 'v1@example.test' },
      }),
      201,
    );
  });
});

describe('deprecation of v1', () => {
  const RELEASED = Date.parse('2026-11-26T00:00:00Z');

  it('marks every v1 answer, refusals too, with Deprecation, Sunset and the v2 path as successor', async () => {
    const list = await p.rest('GET', `${V1}?page=1&limit=5`, { token: t.user.token });
    expect(list.status).toBe(200);
    expect(list.headers.deprecation).toBe(`@${RELEASED / 1000}`);
    // A year after v2's release by default (API_SUNSET_AFTER_DAYS).
    expect(Date.parse(list.headers.sunset)).toBe(RELEASED + 365 * 24 * 60 * 60_000);
    expect(list.headers.link).toBe(`<${V2}>; rel="successor-version"`);

    const id = randomUUID();
    const missing = await p.rest('GET', `${V1}/${id}`, { token: t.user.token });
    expect(missing.status).toBe(404);
    expect([missing.headers.deprecation, missing.headers.link]).toEqual([
      `@${RELEASED / 1000}`,
      `<${V2}/${id}>; rel="successor-version"`,
    ]);
  });

  it('leaves v2 answers unmarked and marks the v1 operations deprecated in the OpenAPI document', async () => {
    const list = await p.rest('GET', V2, { token: t.user.token });
    expect(list.status).toBe(200);
    expect([list.headers.deprecation, list.headers.sunset, list.headers.link]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const openApi = (await p.rest('GET', '/openapi.json')).body;
    expect(openApi.paths['/booking/v1/bookings'].get.deprecated).toBe(true);
    expect(openApi.paths['/booking/v1/bookings/{id}'].get.deprecated).toBe(true);
    expect(openApi.paths['/booking/v2/bookings'].get.deprecated).toBeUndefined();
    expect(openApi.paths['/marketplace/v1/listings'].get.deprecated).toBeUndefined();
  });
});

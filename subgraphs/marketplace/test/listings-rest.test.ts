import type { HttpAnswer } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { listingInput, type Json } from './helpers';

const { p, t } = platformFixture();

const BASE = '/marketplace/v1/listings';
const rest = (method: string, path: string, token?: string, body?: unknown) =>
  p.rest(method, `${BASE}${path}`, { token, body });

function expectSuccess(res: HttpAnswer, status: number): Json {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    error: null,
    meta: { request_id: expect.any(String), trace_id: expect.any(String), tenant_id: t.tenantId },
  });
  return res.body.data;
}

function expectFailure(res: HttpAnswer, status: number, code: string): Json {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    data: null,
    error: { code, http: status, message: expect.any(String) },
  });
  return res.body.error;
}

async function created(overrides = {}): Promise<Json> {
  return expectSuccess(await rest('POST', '', t.organizer.token, listingInput(overrides)), 201);
}

describe('REST listings: the whole lifecycle', () => {
  it('creates (201), reads, updates, publishes, pauses, unpauses, closes (200) and deletes (204)', async () => {
    const listing = await created({ title: 'Rest trio', priceMin: 10.5, priceMax: 20 });
    expect(listing).toMatchObject({
      title: 'Rest trio',
      status: 'draft',
      priceMin: 10.5,
      priceMax: 20,
      currency: 'USD',
      sellerId: t.organizer.userId,
      averageRating: null,
    });
    expect(listing).not.toHaveProperty('seller');
    expect(expectSuccess(await rest('GET', `/${listing.id}`, t.organizer.token), 200)).toEqual(
      listing,
    );
    const updated = expectSuccess(
      await rest('PATCH', `/${listing.id}`, t.organizer.token, {
        title: 'Rest quartet',
        currency: 'EUR',
      }),
      200,
    );
    expect(updated).toMatchObject({ title: 'Rest quartet', currency: 'EUR', priceMin: 10.5 });
    for (const [name, status] of [
      ['publish', 'active'],
      ['pause', 'paused'],
      ['unpause', 'active'],
      ['close', 'closed'],
    ]) {
      expect(
        expectSuccess(await rest('POST', `/${listing.id}/${name}`, t.organizer.token), 200).status,
      ).toBe(status);
    }
    const deleted = await rest('DELETE', `/${listing.id}`, t.organizer.token);
    expect([deleted.status, deleted.body]).toEqual([204, undefined]);
    expectFailure(await rest('GET', `/${listing.id}`, t.organizer.token), 404, 'NOT_FOUND');
  });

  it('counts a view (204) and reports it in the stats (200)', async () => {
    const listing = await created();
    await rest('POST', `/${listing.id}/publish`, t.organizer.token);
    const viewed = await rest('POST', `/${listing.id}/view`, t.user.token);
    expect([viewed.status, viewed.body]).toEqual([204, undefined]);
    const stats = expectSuccess(await rest('GET', `/${listing.id}/stats`, t.user.token), 200);
    expect(stats).toMatchObject({
      listingId: listing.id,
      status: 'active',
      totalViews: 1,
      viewsLast24Hours: 1,
      uniqueViewers: 1,
      revenue: 0,
      averageRating: null,
    });
  });
});

describe('REST listings: lists', () => {
  it('pages GET /listings with next_cursor until has_more is false', async () => {
    for (let i = 0; i < 3; i++)
      await rest(
        'POST',
        `/${(await created({ category: 'vendora' })).id}/publish`,
        t.organizer.token,
      );
    const first = await rest(
      'GET',
      '?category=vendora&limit=2&sortBy=createdAt&sortOrder=ASC',
      t.user.token,
    );
    expect(expectSuccess(first, 200)).toHaveLength(2);
    expect(first.body.page).toEqual({ next_cursor: expect.any(String), has_more: true, limit: 2 });
    const second = await rest(
      'GET',
      `?category=vendora&limit=2&sortBy=createdAt&sortOrder=ASC&cursor=${first.body.page.next_cursor}`,
      t.user.token,
    );
    expect(expectSuccess(second, 200)).toHaveLength(1);
    expect(second.body.page).toEqual({ next_cursor: null, has_more: false, limit: 2 });
    const ids = [...first.body.data, ...second.body.data].map((l: Json) => l.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('serves /listings/search and /listings/lane/{category} with the same filters', async () => {
    const listing = await created({
      title: 'Gelato cart',
      description: 'Italian ice cream stand',
      category: 'poper',
      priceMin: 5,
      priceMax: 15,
      geoRegion: 'Rome',
    });
    await rest('POST', `/${listing.id}/publish`, t.organizer.token);
    const query = `search=${encodeURIComponent('ice cream')}&priceMin=1&priceMax=10&geoRegion=ROME&sellerId=${t.organizer.userId}&status=active`;
    expect(
      expectSuccess(await rest('GET', `/search?${query}`, t.user.token), 200).map(
        (l: Json) => l.id,
      ),
    ).toEqual([listing.id]);
    expect(
      expectSuccess(await rest('GET', `?${query}`, t.user.token), 200).map((l: Json) => l.id),
    ).toEqual([listing.id]);
    const lane = await rest(
      'GET',
      '/lane/poper?status=active&sortBy=priceMax&sortOrder=DESC&limit=5',
      t.user.token,
    );
    expect(expectSuccess(lane, 200).map((l: Json) => l.id)).toEqual([listing.id]);
    expect(lane.body.page).toEqual({ next_cursor: null, has_more: false, limit: 5 });
  });

  it('answers 400 with details for bad query parameters', async () => {
    const error = expectFailure(
      await rest('GET', '?priceMin=abc&limit=1.5&sortBy=price&category=music', t.user.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: Json) => d.field).sort()).toEqual([
      'category',
      'limit',
      'priceMin',
      'sortBy',
    ]);
    expect(
      expectFailure(await rest('GET', '?sellerId=nope', t.user.token), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([{ field: 'sellerId', problem: 'must be a UUID' }]);
    expect(
      expectFailure(await rest('GET', '?limit=101', t.user.token), 400, 'VALIDATION_FAILED')
        .details[0].field,
    ).toBe('limit');
    expect(
      expectFailure(await rest('GET', '?cursor=bogus', t.user.token), 400, 'VALIDATION_FAILED')
        .details[0].field,
    ).toBe('cursor');
    expectFailure(await rest('GET', '/lane/nowhere', t.user.token), 400, 'VALIDATION_FAILED');
  });
});

describe('REST listings: errors', () => {
  it('answers 400 with a detail per field for an invalid body', async () => {
    const error = expectFailure(
      await rest('POST', '', t.organizer.token, { title: '', category: 'music', priceMin: 5 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: 'category', problem: expect.any(String) },
        { field: 'priceMax', problem: 'is required' },
      ]),
    );
    const crossed = expectFailure(
      await rest(
        'POST',
        '',
        t.organizer.token,
        listingInput({ priceMin: 9, priceMax: 1, currency: 'dollars' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(crossed.details.map((d: Json) => d.field).sort()).toEqual(['currency', 'priceMin']);
  });

  it('answers 400 INVALID_STATE for a disallowed move and a PATCH of a closed listing', async () => {
    const listing = await created();
    expect(
      expectFailure(
        await rest('POST', `/${listing.id}/pause`, t.organizer.token),
        400,
        'INVALID_STATE',
      ).message,
    ).toBe('Cannot pause a listing that is draft');
    expectFailure(
      await rest('POST', `/${listing.id}/unpause`, t.organizer.token),
      400,
      'INVALID_STATE',
    );
    await rest('POST', `/${listing.id}/close`, t.organizer.token);
    expectFailure(
      await rest('PATCH', `/${listing.id}`, t.organizer.token, { title: 'x' }),
      400,
      'INVALID_STATE',
    );
    expectFailure(
      await rest('POST', `/${listing.id}/publish`, t.organizer.token),
      400,
      'INVALID_STATE',
    );
  });

  it('answers 401 on every path without a token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const paths = [
      ['POST', ''],
      ['GET', ''],
      ['GET', '/search'],
      ['GET', '/lane/spotlight'],
      ['GET', `/${id}`],
      ['PATCH', `/${id}`],
      ['DELETE', `/${id}`],
      ['GET', `/${id}/stats`],
      ['POST', `/${id}/publish`],
      ['POST', `/${id}/pause`],
      ['POST', `/${id}/unpause`],
      ['POST', `/${id}/close`],
      ['POST', `/${id}/view`],
    ];
    for (const [method, path] of paths) {
      const res = await rest(
        method,
        path,
        undefined,
        method === 'POST' || method === 'PATCH' ? {} : undefined,
      );
      expect([method, path, res.status, res.body?.error?.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
  });

  // These paths list no 403 (docs/rest-contract.md): a refusal is their 404, or 400 where there is none.
  it('refuses a user creating (400) and a non-owner changing a listing (404), with code FORBIDDEN', async () => {
    expectFailure(await rest('POST', '', t.user.token, listingInput()), 400, 'FORBIDDEN');
    const listing = await created();
    await rest('POST', `/${listing.id}/publish`, t.organizer.token);
    expectFailure(
      await rest('PATCH', `/${listing.id}`, t.user.token, { title: 'Mine' }),
      404,
      'FORBIDDEN',
    );
    expectFailure(await rest('POST', `/${listing.id}/close`, t.admin.token), 404, 'FORBIDDEN');
    expectFailure(await rest('DELETE', `/${listing.id}`, t.user.token), 404, 'FORBIDDEN');
  });

  it('answers 404 for an unknown id, a deleted listing and another tenant’s listing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/${unknown}`, `/${unknown}/stats`])
      expectFailure(await rest('GET', path, t.user.token), 404, 'NOT_FOUND');
    expectFailure(await rest('POST', `/${unknown}/view`, t.user.token), 404, 'NOT_FOUND');
    const listing = await created();
    const other = await p.newTenant();
    const foreign = await p.rest('GET', `${BASE}/${listing.id}`, { token: other.admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.tenant_id).toBe(other.tenantId);
    expect(
      (await p.rest('DELETE', `${BASE}/${listing.id}`, { token: other.admin.token })).status,
    ).toBe(404);
    await rest('DELETE', `/${listing.id}`, t.organizer.token);
    expectFailure(
      await rest('PATCH', `/${listing.id}`, t.organizer.token, { title: 'Back' }),
      404,
      'NOT_FOUND',
    );
  });
});

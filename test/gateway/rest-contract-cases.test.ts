import { activeListing } from '../../subgraphs/marketplace/test/helpers';
import { call, restError } from '../answers';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

/*
 * The REST contract's rules on real moves (docs/rest-contract.md): a refusal or conflict a path
 * does not list is answered with the listed status, `error.code` still says what happened; the
 * router prefers a concrete path segment to a parameter; GraphQL keeps the precise codes.
 */

const { p, t } = platformFixture();

const M = '/marketplace/v1';

async function statusesOf(method: string, path: string): Promise<number[]> {
  const doc = (await p.rest('GET', '/openapi.json')).body;
  return Object.keys(doc.paths[path][method.toLowerCase()].responses)
    .map(Number)
    .filter((s) => s >= 400);
}

async function quote(listingId: string, token = t.user.token): Promise<HttpAnswer> {
  return p.rest('POST', `${M}/quotes`, {
    token,
    body: { listingId, amount: 100, message: 'Hello' },
  });
}

// The "Other statuses" legacy marketplace clients are written against, per path under /marketplace/v1.
const LEGACY = `
POST /listings 400 401 | GET /listings 401 | GET /listings/search 401 | GET /listings/lane/{category} 401
GET /listings/{id} 401 404 | PATCH /listings/{id} 400 401 404 | DELETE /listings/{id} 401 404 | GET /listings/{id}/stats 401 404
POST /listings/{id}/publish 400 401 404 | POST /listings/{id}/pause 400 401 404 | POST /listings/{id}/unpause 400 401 404
POST /listings/{id}/close 400 401 404 | POST /listings/{id}/view 401 404 | GET /listings/{listingId}/quotes 401 403 404
POST /quotes 400 401 | GET /quotes 401 | GET /quotes/{id} 401 404 | PATCH /quotes/{id} 400 401 404
POST /quotes/{id}/withdraw 400 401 404 | POST /quotes/{id}/accept 400 401 404 | POST /quotes/{id}/reject 400 401 404
POST /quotes/{id}/negotiate 400 401 404 | POST /orders 400 401 404 | GET /orders 401 | GET /orders/seller 401 | GET /orders/{id} 401 404
POST /orders/{id}/deliver 401 403 404 | POST /orders/{id}/complete 401 403 404 | POST /orders/{id}/cancel 400 401 404
POST /orders/{id}/status 400 401 404 | POST /disputes 400 401 404 | GET /disputes 401 403 | GET /disputes/{id} 401 403 404
POST /disputes/{id}/evidence 401 403 404 | POST /disputes/{id}/resolve 400 401 403 404 | POST /disputes/{id}/escalate 400 401 403 404
GET /analytics/listing/{listingId} 401 404 | GET /analytics/lane/{category} 401 403 | GET /analytics/seller/{sellerId} 401 404
GET /analytics/top 401 403 | POST /collaborations 400 401 | GET /collaborations`;

describe('the legacy marketplace paths', () => {
  it('list exactly their legacy statuses plus the platform-wide ones (429, 500, 400, 401; 413 with a body)', async () => {
    const doc = (await p.rest('GET', '/openapi.json')).body;
    const rows = LEGACY.split(/\n|\|/)
      .map((row) => row.trim())
      .filter(Boolean);
    expect(rows).toHaveLength(42);
    for (const row of rows) {
      const [method, path, ...listed] = row.split(' ');
      const operation = doc.paths[`${M}${path}`][method.toLowerCase()];
      const expected = new Set([
        ...listed.map(Number),
        400,
        401,
        429,
        500,
        ...(operation.requestBody ? [413] : []),
      ]);
      const statuses = Object.keys(operation.responses)
        .map(Number)
        .filter((s) => s >= 400);
      expect([row, statuses]).toEqual([row, [...expected].sort((a, b) => a - b)]);
    }
  });
});

describe('refusals and conflicts a legacy path does not list', () => {
  it('answers a quote on one’s own listing 400 with code FORBIDDEN (listed: 400, 401)', async () => {
    expect(await statusesOf('POST', `${M}/quotes`)).toEqual([400, 401, 413, 429, 500]);
    const listing = await activeListing(p, t.organizer.token);
    expect(restError(await quote(listing.id, t.organizer.token), 400, 'FORBIDDEN').message).toMatch(
      /own listing/,
    );
    // Through GraphQL the same move keeps its precise code and status.
    const gql = await call(
      p,
      t.organizer.token,
      'mutation($input: CreateQuoteInput!) { createQuote(input: $input) { id } }',
      { input: { listingId: listing.id, amount: 100 } },
    );
    expect([gql.code, gql.status]).toEqual(['FORBIDDEN', 403]);
  });

  it('answers a second order for a quote 400 with code CONFLICT (listed: 400, 401, 404)', async () => {
    expect(await statusesOf('POST', `${M}/orders`)).toEqual([400, 401, 404, 413, 429, 500]);
    const listing = await activeListing(p, t.organizer.token);
    const quoted = (await quote(listing.id)).body.data;
    expect(
      (await p.rest('POST', `${M}/quotes/${quoted.id}/accept`, { token: t.organizer.token }))
        .status,
    ).toBe(200);
    expect(
      (await p.rest('POST', `${M}/orders`, { token: t.user.token, body: { quoteId: quoted.id } }))
        .status,
    ).toBe(201);
    restError(
      await p.rest('POST', `${M}/orders`, { token: t.user.token, body: { quoteId: quoted.id } }),
      400,
      'CONFLICT',
    );
    const gql = await call(
      p,
      t.user.token,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { quoteId: quoted.id } },
    );
    expect([gql.code, gql.status]).toEqual(['CONFLICT', 409]);
  });

  it('answers a buyer’s PATCH of another’s listing 404 with code FORBIDDEN (listed: 400, 401, 404)', async () => {
    expect(await statusesOf('PATCH', `${M}/listings/{id}`)).toEqual([400, 401, 404, 413, 429, 500]);
    const listing = await activeListing(p, t.organizer.token);
    restError(
      await p.rest('PATCH', `${M}/listings/${listing.id}`, {
        token: t.user.token,
        body: { title: 'Mine now' },
      }),
      404,
      'FORBIDDEN',
    );
    const gql = await call(
      p,
      t.user.token,
      'mutation($id: ID!, $input: UpdateListingInput!) { updateListing(id: $id, input: $input) { id } }',
      { id: listing.id, input: { title: 'Mine now' } },
    );
    expect([gql.code, gql.status]).toEqual(['FORBIDDEN', 403]);
    const unchanged = await p.rest('GET', `${M}/listings/${listing.id}`, { token: t.user.token });
    expect(unchanged.body.data.title).toBe(listing.title);
  });

  it('remaps the gateway’s own refusals too: x-tenant-id of another tenant, an Idempotency-Key reused', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const otherTenant = { 'x-tenant-id': '3f2504e0-4f89-41d3-9a0c-0305e82c3301' };
    restError(
      await p.rest('GET', `${M}/listings/${listing.id}`, {
        token: t.user.token,
        headers: otherTenant,
      }),
      404,
      'FORBIDDEN',
    );
    restError(
      await p.rest('GET', `${M}/listings`, { token: t.user.token, headers: otherTenant }),
      400,
      'FORBIDDEN',
    );
    // A path that lists 403 answers it as it is.
    restError(
      await p.rest('GET', `${M}/disputes`, { token: t.admin.token, headers: otherTenant }),
      403,
      'FORBIDDEN',
    );
    const headers = { 'idempotency-key': 'contract-quote-1' };
    expect(
      (
        await p.rest('POST', `${M}/quotes`, {
          token: t.user.token,
          headers,
          body: { listingId: listing.id, amount: 10 },
        })
      ).status,
    ).toBe(201);
    restError(
      await p.rest('POST', `${M}/quotes`, {
        token: t.user.token,
        headers,
        body: { listingId: listing.id, amount: 11 },
      }),
      400,
      'CONFLICT',
    );
    // Where 409 is listed, the reuse stays 409.
    const users = { 'idempotency-key': 'contract-user-1' };
    const body = (n: number) => ({
      email: `contract-${n}@example.test`,
      password: 'long-enough-pw',
      name: 'C',
    });
    expect(
      (
        await p.rest('POST', '/auth/v1/users', {
          token: t.admin.token,
          headers: users,
          body: body(1),
        })
      ).status,
    ).toBe(201);
    restError(
      await p.rest('POST', '/auth/v1/users', {
        token: t.admin.token,
        headers: users,
        body: body(2),
      }),
      409,
      'CONFLICT',
    );
  });
});

describe('the router: the most specific path template first, then the method', () => {
  it('answers PATCH /listings/search 405 with Allow: GET, not as PATCH /listings/:id', async () => {
    const res = await p.rest('PATCH', `${M}/listings/search`, {
      token: t.user.token,
      body: { title: 'x' },
    });
    restError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET');
  });

  it('keeps every concrete path beside a template meaning what it did', async () => {
    for (const [method, path, allow] of [
      ['POST', `${M}/orders/seller`, 'GET'],
      ['PATCH', `${M}/rfps/for-me`, 'GET'],
      ['DELETE', `${M}/seller-preferences/me`, 'GET, PUT'],
      ['POST', '/booking/v2/bookings/seller', 'GET'],
    ]) {
      const res = await p.rest(method, path, { token: t.user.token });
      restError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.allow).toBe(allow);
    }
    for (const path of [
      `${M}/listings/search`,
      `${M}/orders/seller`,
      `${M}/rfps/for-me`,
      `${M}/seller-preferences/me`,
      '/booking/v2/bookings/seller',
    ]) {
      expect([path, (await p.rest('GET', path, { token: t.user.token })).status]).toEqual([
        path,
        200,
      ]);
    }
    // The dry-run variant still answers on the plain path's template, with no Idempotency-Key.
    const dryRun = await p.rest('POST', '/booking/v2/bookings?dry_run=true', {
      token: t.user.token,
      body: {},
    });
    expect([dryRun.status, dryRun.body.meta.dry_run, dryRun.body.data.valid]).toEqual([
      200,
      true,
      false,
    ]);
    restError(
      await p.rest('POST', '/booking/v2/bookings', { token: t.user.token, body: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('media statuses', () => {
  it('answers a creation without credits 402 ERR_INSUFFICIENT_CREDITS, in camel case, and lists 402 and 429', async () => {
    // 503: a configured moderation service that gives no verdict (docs/media.md, "Content policy");
    // 502: a job no provider of the platform makes (docs/api/media.md, "Errors").
    expect(await statusesOf('POST', '/media/v1/images/generate')).toEqual([
      400, 401, 402, 403, 404, 413, 429, 500, 502, 503,
    ]);
    const res = await p.rest('POST', '/media/v1/images/generate', {
      token: t.user.token,
      body: { prompt: 'A lighthouse at dawn' },
    });
    restError(res, 402, 'ERR_INSUFFICIENT_CREDITS');
    expect(res.body.meta).toEqual({
      requestId: expect.any(String),
      traceId: expect.any(String),
      tenantId: t.tenantId,
    });
    // The gateway's own refusals on a media path are camel case too.
    const mismatch = await p.rest('POST', '/media/v1/images/generate', {
      token: t.user.token,
      headers: { 'x-tenant-id': '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
      body: {},
    });
    restError(mismatch, 403, 'FORBIDDEN');
    expect(Object.keys(mismatch.body.meta)).toEqual(['requestId', 'traceId', 'tenantId']);
  });
});

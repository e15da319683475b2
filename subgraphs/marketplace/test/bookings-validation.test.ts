import { gqlData } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, createListing, move, type Json } from './helpers';
import { bookingInput, countBookings, idempotent } from './bookings-helpers';

let listing: Json;
let paused: Json;
const { p, t } = platformFixture();

beforeAll(async () => {
  listing = await activeListing(p, t.organizer.token, { priceMin: 100, priceMax: 500 });
  paused = await activeListing(p, t.organizer.token);
  gqlData(await move(p, t.organizer.token, 'pause', paused.id));
});

const V2 = '/booking/v2/bookings';
const create = (session: Session, body: unknown) =>
  p.rest('POST', V2, { token: session.token, body, headers: idempotent() });
const dryRun = (session: Session, body?: unknown, headers: Record<string, string> = {}) =>
  p.rest('POST', `${V2}?dry_run=true`, { token: session.token, body, headers });

function details(res: HttpAnswer, status = 400): Json[] {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
  return res.body.error.details;
}

function dryRunData(res: HttpAnswer): Json {
  expect(res.status).toBe(200);
  expect(res.body.error).toBeNull();
  expect(res.body.meta).toMatchObject({ api_version: '2.0', dry_run: true, tenant_id: t.tenantId });
  return res.body.data;
}

describe('v2 create: every problem at once, by field', () => {
  it('reports the body rules with dotted field names', async () => {
    const body = {
      listingId: listing.id,
      pricing: { base: -1, tax: 1.234, currency: 'usd' },
      attendee: { email: 'not-an-email', name: 'x'.repeat(201), phone: 'call me' },
      quantity: 0,
      notes: 'n'.repeat(2001),
    };
    expect(details(await create(t.user, body))).toEqual([
      { field: 'quantity', problem: 'must be at least 1' },
      { field: 'notes', problem: 'must be at most 2000 characters' },
      { field: 'pricing.base', problem: 'must be at least 0' },
      { field: 'pricing.tax', problem: 'must have at most 2 decimal places' },
      {
        field: 'pricing.currency',
        problem: 'must be three upper-case letters (ISO 4217), for example USD',
      },
      { field: 'attendee.email', problem: 'must be an e-mail address' },
      { field: 'attendee.name', problem: 'must be at most 200 characters' },
      {
        field: 'attendee.phone',
        problem: 'must be a phone number: digits, spaces, ()-. and an optional leading +',
      },
    ]);
  });

  it('checks a sent total against base + tax and computes it when absent', async () => {
    expect(
      details(
        await create(
          t.user,
          bookingInput(listing.id, {
            pricing: { base: 0.1, tax: 0.2, total: 0.31, currency: 'USD' },
          }),
        ),
      ),
    ).toEqual([{ field: 'pricing.total', problem: 'must equal base + tax (0.30)' }]);
    const ok = await create(
      t.user,
      bookingInput(listing.id, { pricing: { base: 0.1, tax: 0.2, total: 0.3, currency: 'USD' } }),
    );
    expect([ok.status, ok.body.data.pricing]).toEqual([
      201,
      { base: 0.1, tax: 0.2, total: 0.3, currency: 'USD' },
    ]);
    const computed = await create(
      t.user,
      bookingInput(listing.id, { pricing: { base: 99.99, currency: 'USD' } }),
    );
    expect(computed.body.data.pricing).toEqual({
      base: 99.99,
      tax: 0,
      total: 99.99,
      currency: 'USD',
    });
  });

  it('refuses type errors, missing fields and unknown status values before the rules', async () => {
    const res = await create(t.user, {
      listingId: listing.id,
      pricing: { base: 'ten', currency: 'USD' },
      status: 'confirmed',
    });
    expect(
      details(res)
        .map((d) => d.field)
        .sort(),
    ).toEqual(['attendee', 'pricing.base', 'status']);
  });

  it('needs an active listing of the tenant that is not the caller own', async () => {
    expect(details(await create(t.user, bookingInput('42')))).toEqual([
      { field: 'listingId', problem: 'must be a UUID' },
    ]);
    details(await create(t.user, bookingInput(randomUUID())), 404);
    // A paused listing is invisible to buyers (404); its owner and admins see why it cannot be booked.
    details(await create(t.user, bookingInput(paused.id)), 404);
    expect(details(await create(t.admin, bookingInput(paused.id)))).toEqual([
      { field: 'listingId', problem: 'the listing is paused; only active listings can be booked' },
    ]);
    const draft = await createListing(p, t.organizer.token);
    expect(details(await create(t.organizer, bookingInput(draft.id)))).toEqual([
      { field: 'listingId', problem: 'the listing is draft; only active listings can be booked' },
      {
        field: 'listingId',
        problem: 'is your own listing; sellers cannot book their own listings',
      },
    ]);
  });
});

describe('dry run: POST /booking/v2/bookings?dry_run=true', () => {
  let before: number;
  beforeAll(async () => {
    before = await countBookings(p, t.tenantId);
  });

  it('answers a valid body with valid true, the defaults as warnings and what would be stored', async () => {
    const body = {
      listingId: listing.id,
      pricing: { base: 200, tax: 38, currency: 'USD' },
      attendee: { email: 'ada@example.test' },
    };
    expect(dryRunData(await dryRun(t.user, body))).toEqual({
      valid: true,
      warnings: [
        'status omitted, defaults to pending',
        'pricing.total omitted, computed as base + tax = 238.00',
      ],
      errors: [],
      status: 'pending',
      pricing: { base: 200, tax: 38, total: 238, currency: 'USD' },
    });
  });

  it('warns about a price outside the listing range and another currency, still valid', async () => {
    const body = bookingInput(listing.id, {
      status: 'draft',
      pricing: { base: 50, tax: 0, total: 50, currency: 'EUR' },
    });
    expect(dryRunData(await dryRun(t.user, body))).toMatchObject({
      valid: true,
      status: 'draft',
      warnings: [
        "pricing.currency EUR differs from the listing's currency USD",
        "pricing.base 50 is below the listing's priceMin 100",
      ],
    });
  });

  it('answers an invalid body with 200, valid false and every problem', async () => {
    const shape = dryRunData(
      await dryRun(t.user, {
        listingId: listing.id,
        pricing: { base: 'ten', currency: 'USD' },
        price: 10,
        status: 'confirmed',
      }),
    );
    expect(shape).toMatchObject({ valid: false, status: null, pricing: null });
    expect(shape.errors).toEqual(
      expect.arrayContaining([
        { field: 'pricing.base', problem: 'must be a number' },
        { field: 'price', problem: 'is not a known field' },
        { field: 'attendee', problem: 'is required' },
        { field: 'status', problem: 'must be one of draft, pending' },
      ]),
    );
    const rules = dryRunData(
      await dryRun(
        t.user,
        bookingInput(listing.id, {
          pricing: { base: 100, tax: 1, total: 102, currency: 'USD' },
          attendee: { email: 'x' },
        }),
      ),
    );
    expect(rules).toMatchObject({
      valid: false,
      errors: [
        { field: 'pricing.total', problem: 'must equal base + tax (101.00)' },
        { field: 'attendee.email', problem: 'must be an e-mail address' },
      ],
      warnings: ['status omitted, defaults to pending'],
    });
    expect(dryRunData(await dryRun(t.user, bookingInput(randomUUID()))).errors).toEqual([
      { field: 'listingId', problem: 'no listing with this id is visible to you' },
    ]);
    expect(dryRunData(await dryRun(t.admin, bookingInput(paused.id))).errors).toEqual([
      { field: 'listingId', problem: 'the listing is paused; only active listings can be booked' },
    ]);
    expect(dryRunData(await dryRun(t.user)).errors).toEqual([
      { field: 'body', problem: 'is required' },
    ]);
  });

  it('needs no Idempotency-Key, accepts one, and has written nothing after all these runs', async () => {
    expect(dryRunData(await dryRun(t.user, bookingInput(listing.id), idempotent())).valid).toBe(
      true,
    );
    expect(await countBookings(p, t.tenantId)).toBe(before);
    const real = await p.rest('POST', `${V2}?dry_run=false`, {
      token: t.user.token,
      body: bookingInput(listing.id),
      headers: idempotent(),
    });
    expect(real.status).toBe(201);
    expect(real.body.meta).not.toHaveProperty('dry_run');
    expect(await countBookings(p, t.tenantId)).toBe(before + 1);
  });

  it('is the GraphQL query validateBooking, with the same answer', async () => {
    const res = await p.graphql(
      'query($input: BookingBody) { validateBooking(input: $input) { valid warnings errors { field problem } } }',
      {
        input: bookingInput(listing.id, {
          status: 'pending',
          pricing: { base: 200, tax: 38, total: 238, currency: 'USD' },
        }),
      },
      { token: t.user.token },
    );
    expect(gqlData(res).validateBooking).toEqual({ valid: true, warnings: [], errors: [] });
  });
});

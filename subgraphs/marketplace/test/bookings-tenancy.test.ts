import { codeAndStatus, gqlData } from '../../../test/answers';
import type { TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, type Json } from './helpers';
import {
  bookingInput,
  createBooking,
  getBooking,
  idempotent,
  moveBooking,
} from './bookings-helpers';

let b: TenantFixture;
let listing: Json;
let booking: Json;
let groupId: string;
const { p, t: a } = platformFixture();

beforeAll(async () => {
  b = await p.newTenant();
  listing = await activeListing(p, a.organizer.token);
  booking = await createBooking(p, a.user.token, listing.id);
  const group = await p.rest('POST', '/booking/v2/groups', {
    token: a.user.token,
    body: {
      listingId: listing.id,
      pricing: { base: 1, currency: 'USD' },
      attendees: [{ email: 'g@example.test' }],
    },
    headers: idempotent(),
  });
  groupId = group.body.data.id;
});

describe('bookings belong to their tenant', () => {
  it('answers another tenant, even its admin, exactly like a booking that does not exist', async () => {
    for (const session of [b.admin, b.user, b.organizer]) {
      expect(codeAndStatus(await getBooking(p, session.token, booking.id))).toEqual([
        'NOT_FOUND',
        404,
      ]);
      expect(codeAndStatus(await moveBooking(p, session.token, 'cancel', booking.id))).toEqual([
        'NOT_FOUND',
        404,
      ]);
      for (const path of [
        `/booking/v1/bookings/${booking.id}`,
        `/booking/v2/bookings/${booking.id}`,
        `/booking/v2/groups/${groupId}`,
      ]) {
        const res = await p.rest('GET', path, { token: session.token });
        expect([path, res.status, res.body.error?.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    }
  });

  it('leaves other tenants out of every list', async () => {
    await createBooking(p, b.user.token, (await activeListing(p, b.organizer.token)).id);
    const ids = async (token: string, field: string) =>
      gqlData(await p.graphql(`query { ${field}(limit: 100) { nodes { id } } }`, {}, { token }))[
        field
      ].nodes.map((n: Json) => n.id);
    expect(await ids(b.admin.token, 'bookings')).not.toContain(booking.id);
    expect(await ids(b.admin.token, 'bookings')).toHaveLength(1);
    expect(await ids(a.admin.token, 'bookings')).toHaveLength(2);
    const v1 = await p.rest('GET', '/booking/v1/bookings?limit=100', { token: b.admin.token });
    expect(v1.body.data.map((n: Json) => n.id)).not.toContain(booking.id);
  });

  it('cannot book or dry-run on another tenant listing', async () => {
    const res = await p.rest('POST', '/booking/v2/bookings', {
      token: b.user.token,
      body: bookingInput(listing.id),
      headers: idempotent(),
    });
    expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const v1 = await p.rest('POST', '/booking/v1/bookings', {
      token: b.user.token,
      body: { listingId: listing.id, price: 1, attendeeEmail: 'x@example.test' },
    });
    expect(v1.status).toBe(404);
    const dry = await p.rest('POST', '/booking/v2/bookings?dry_run=true', {
      token: b.user.token,
      body: bookingInput(listing.id),
    });
    expect(dry.body.data.errors).toEqual([
      { field: 'listingId', problem: 'no listing with this id is visible to you' },
    ]);
  });
});

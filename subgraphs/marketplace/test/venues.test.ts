import { problemFields, restData, restError, type Json } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { eventOnSale, createEvent, fromNow } from '../../events/test/helpers';
import { listingInput } from './helpers';

// Venues v1 (docs/api/marketplace.md, "Venues"): portico listings seen as places, through the
// gateway's REST facade, their events from the events service.

const { p, t } = platformFixture();

const HOUR = 3_600_000;
const LISTINGS = '/marketplace/v1/listings';
const VENUES = '/venues/v1/venues';

async function venueListing(place: Json | null, overrides: Json = {}): Promise<Json> {
  const res = await p.rest('POST', LISTINGS, {
    token: t.organizer.token,
    body: { ...listingInput({ category: 'portico', ...overrides }), place },
  });
  const listing = restData(res, 201, t);
  restData(await p.rest('POST', `${LISTINGS}/${listing.id}/publish`, { token: t.organizer.token }));
  return listing;
}

const venues = async (query: string): Promise<Json[]> => {
  const res = await p.rest('GET', `${VENUES}${query}`, { token: t.user.token });
  expect(res.body.meta.api_version).toBe('1.8');
  return restData(res, 200, t);
};
const titles = (rows: Json[]) => rows.map((row) => row.title);

describe('Venues v1', () => {
  let loft: Json;
  let terrace: Json;
  beforeAll(async () => {
    loft = await venueListing(
      { address: 'Am Speicher 4', city: 'Hamburg', country: 'DE', capacity: 120 },
      { title: 'Harbour loft', description: 'Brick loft with a view of the cranes' },
    );
    terrace = await venueListing(
      { city: 'hamburg', capacity: 40 },
      { title: 'Small terrace', description: 'Roof terrace for receptions' },
    );
  });

  it('lists active portico listings as places, newest first, with city, minCapacity and q', async () => {
    const draft = restData(
      await p.rest('POST', LISTINGS, {
        token: t.organizer.token,
        body: { ...listingInput({ category: 'portico' }), place: { city: 'Hamburg' } },
      }),
      201,
    );
    const all = await venues('');
    expect(titles(all)).toEqual(['Small terrace', 'Harbour loft']);
    expect(all[1]).toMatchObject({
      id: loft.id,
      place: { address: 'Am Speicher 4', city: 'Hamburg', country: 'DE', capacity: 120 },
      upcomingEventCount: 0,
    });
    expect(all.map((v) => v.id)).not.toContain(draft.id);
    expect(titles(await venues('?city=HAMBURG'))).toEqual(['Small terrace', 'Harbour loft']);
    expect(titles(await venues('?city=Berlin'))).toEqual([]);
    expect(titles(await venues('?minCapacity=100'))).toEqual(['Harbour loft']);
    expect(titles(await venues('?q=cranes'))).toEqual(['Harbour loft']);
    const first = await p.rest('GET', `${VENUES}?limit=1`, { token: t.user.token });
    expect(titles(restData(first))).toEqual(['Small terrace']);
    expect(first.body.page).toMatchObject({ has_more: true, limit: 1 });
    const cursor = first.body.page.next_cursor;
    expect(titles(await venues(`?limit=1&cursor=${encodeURIComponent(cursor)}`))).toEqual([
      'Harbour loft',
    ]);
  });

  it('answers one venue, and 404 for a draft, another lane and another tenant', async () => {
    const one = restData(await p.rest('GET', `${VENUES}/${terrace.id}`, { token: t.user.token }));
    expect(one).toMatchObject({ title: 'Small terrace', place: { city: 'hamburg', capacity: 40 } });
    expect(one.place.address).toBeNull();
    const spotlight = restData(
      await p.rest('POST', LISTINGS, { token: t.organizer.token, body: listingInput() }),
      201,
    );
    await p.rest('POST', `${LISTINGS}/${spotlight.id}/publish`, { token: t.organizer.token });
    const draft = restData(
      await p.rest('POST', LISTINGS, {
        token: t.organizer.token,
        body: listingInput({ category: 'portico' }),
      }),
      201,
    );
    const other = await p.newTenant();
    for (const [id, token] of [
      [spotlight.id, t.user.token],
      [draft.id, t.organizer.token],
      [loft.id, other.admin.token],
    ])
      restError(await p.rest('GET', `${VENUES}/${id}`, { token }), 404, 'NOT_FOUND');
    expect(titles(await venuesOf(other.user.token))).toEqual([]);
  });

  it('takes a place on portico listings only, every bad field named', async () => {
    const spotlight = await p.rest('POST', LISTINGS, {
      token: t.organizer.token,
      body: { ...listingInput(), place: { city: 'Hamburg' } },
    });
    restError(spotlight, 400, 'VALIDATION_FAILED');
    expect(problemFields(spotlight)).toEqual(['place']);
    const bad = await p.rest('POST', LISTINGS, {
      token: t.organizer.token,
      body: {
        ...listingInput({ category: 'portico' }),
        place: { country: 'Germany', capacity: 0 },
      },
    });
    restError(bad, 400, 'VALIDATION_FAILED');
    expect(problemFields(bad)).toEqual(['place.capacity', 'place.country']);
    restError(
      await p.rest('GET', `${VENUES}?minCapacity=0`, { token: t.user.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('changes the fields sent, clears on null, and drops the place when the lane changes', async () => {
    const listing = await venueListing({ city: 'Bremen', capacity: 10 });
    const patch = (body: Json) =>
      p.rest('PATCH', `${LISTINGS}/${listing.id}`, { token: t.organizer.token, body });
    expect(restData(await patch({ place: { capacity: 30 } })).place).toEqual({
      address: null,
      city: 'Bremen',
      country: null,
      capacity: 30,
    });
    expect(restData(await patch({ place: { city: null, country: 'de' } })).place).toMatchObject({
      city: null,
      country: 'DE',
      capacity: 30,
    });
    expect(restData(await patch({ category: 'spotlight' })).place).toBeNull();
    restError(
      await p.rest('GET', `${VENUES}/${listing.id}`, { token: t.user.token }),
      404,
      'NOT_FOUND',
    );
  });

  it("answers a venue's published events that have not ended, soonest first, and counts them", async () => {
    const at = (startsIn: number, endsIn: number) => ({
      venue: { listingId: loft.id },
      startsAt: fromNow(startsIn),
      endsAt: fromNow(endsIn),
    });
    const later = {
      id: (await eventOnSale(p, t.organizer.token, { event: at(48 * HOUR, 50 * HOUR) })).eventId,
    };
    const sooner = {
      id: (await eventOnSale(p, t.organizer.token, { event: at(24 * HOUR, 26 * HOUR) })).eventId,
    };
    await createEvent(p, t.organizer.token, at(12 * HOUR, 14 * HOUR)); // a draft: not announced
    const events = restData(
      await p.rest('GET', `${VENUES}/${loft.id}/events`, { token: t.user.token }),
    );
    expect(events.map((e: Json) => e.id)).toEqual([sooner.id, later.id]);
    expect(events[0].venue).toMatchObject({ listingId: loft.id });
    const limited = await p.rest('GET', `${VENUES}/${loft.id}/events?limit=1`, {
      token: t.user.token,
    });
    expect(restData(limited).map((e: Json) => e.id)).toEqual([sooner.id]);
    const one = restData(await p.rest('GET', `${VENUES}/${loft.id}`, { token: t.user.token }));
    expect(one.upcomingEventCount).toBe(2);
    restError(
      await p.rest('GET', `${VENUES}/${loft.id}/events?limit=21`, { token: t.user.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

async function venuesOf(token: string): Promise<Json[]> {
  return restData(await p.rest('GET', VENUES, { token }));
}

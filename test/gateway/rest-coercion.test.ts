import { platformFixture } from '../fixture';

const { p, t } = platformFixture();

// Values their GraphQL type refuses are field problems in the words of docs/errors.md, never
// graphql-js's own text (lib/graphql/coercion-problems.ts, shared with the bookings dry run).
describe('REST values of the wrong type', () => {
  it('names every refused body field with its problem at once', async () => {
    const body = {
      title: 5,
      category: 'nowhere',
      priceMin: null,
      priceMax: 'ten',
      currency: true,
      extra: 1,
    };
    const res = await p.rest('POST', '/marketplace/v1/listings', {
      token: t.organizer.token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([
      { field: 'title', problem: 'must be a string' },
      { field: 'category', problem: 'is not an allowed value' },
      { field: 'priceMin', problem: 'must not be null' },
      { field: 'priceMax', problem: 'must be a number' },
      { field: 'currency', problem: 'must be a string' },
      { field: 'extra', problem: 'is not a known field' },
    ]);
  });

  it('says what a boolean, a nested object and a whole number must be', async () => {
    const prefs = await p.rest('PUT', '/marketplace/v1/seller-preferences/me', {
      token: t.organizer.token,
      body: { acceptingRfps: 'yes', notifications: 'all' },
    });
    expect(prefs.status).toBe(400);
    expect(prefs.body.error.details).toEqual([
      { field: 'acceptingRfps', problem: 'must be true or false' },
      { field: 'notifications', problem: 'must be an object' },
    ]);
    const list = await p.rest('GET', '/marketplace/v1/listings?limit=99999999999&priceMin=cheap', {
      token: t.user.token,
    });
    expect(list.status).toBe(400);
    expect(list.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'limit', problem: 'must be a whole number' },
        { field: 'priceMin', problem: 'must be a number' },
      ]),
    );
  });
});

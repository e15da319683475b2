import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, type Json } from './helpers';
import { addMember, countBookings, idempotent } from './bookings-helpers';

let listing: Json;
const { p, t } = platformFixture();

beforeAll(async () => {
  listing = await activeListing(p, t.organizer.token);
});

const GROUPS = '/booking/v2/groups';
const attendees = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ email: `guest${i}@example.test`, name: `Guest ${i}` }));
const groupBody = (list: Json[], extra: Json = {}) => ({
  listingId: listing.id,
  pricing: { base: 80, tax: 0.1, currency: 'USD' },
  attendees: list,
  ...extra,
});
const postGroup = (session: Session, body: unknown) =>
  p.rest('POST', GROUPS, { token: session.token, body, headers: idempotent() });

function problems(res: HttpAnswer): Json[] {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_FAILED');
  return res.body.error.details;
}

describe('group bookings', () => {
  it('books every attendee under one group id (201) and reads the group back', async () => {
    const res = await postGroup(t.user, groupBody(attendees(3), { notes: 'Team outing' }));
    expect(res.status).toBe(201);
    expect(res.body.meta.api_version).toBe('2.0');
    const group = res.body.data;
    expect(group).toMatchObject({
      id: expect.any(String),
      listingId: listing.id,
      size: 3,
      total: 240.3,
      currency: 'USD',
    });
    expect(group.bookings.map((b: Json) => b.attendee.email)).toEqual([
      'guest0@example.test',
      'guest1@example.test',
      'guest2@example.test',
    ]);
    for (const booking of group.bookings) {
      expect(booking).toMatchObject({
        groupId: group.id,
        status: 'pending',
        buyerId: t.user.userId,
        notes: 'Team outing',
        pricing: { base: 80, tax: 0.1, total: 80.1, currency: 'USD' },
      });
    }
    for (const session of [t.user, t.organizer, t.admin]) {
      const read = await p.rest('GET', `${GROUPS}/${group.id}`, { token: session.token });
      expect([read.status, read.body.data]).toEqual([200, group]);
    }
    const v1 = await p.rest('GET', `/booking/v1/bookings/${group.bookings[1].id}`, {
      token: t.user.token,
    });
    expect(v1.body.data).toMatchObject({
      status: 'pending',
      price: 80.1,
      attendeeEmail: 'guest1@example.test',
    });
  });

  it('keeps a draft group from the seller and everyone else (404)', async () => {
    const group = (await postGroup(t.user, groupBody(attendees(2), { status: 'draft' }))).body.data;
    expect(group.bookings.map((b: Json) => b.status)).toEqual(['draft', 'draft']);
    const stranger = await addMember(p, t);
    for (const session of [t.organizer, stranger]) {
      expect((await p.rest('GET', `${GROUPS}/${group.id}`, { token: session.token })).status).toBe(
        404,
      );
    }
    expect((await p.rest('GET', `${GROUPS}/${randomUUID()}`, { token: t.user.token })).status).toBe(
      404,
    );
  });

  it('writes nothing when any attendee is invalid, and names each one', async () => {
    const before = await countBookings(p, t.tenantId);
    const list = [...attendees(2), { email: 'broken' }, { email: 'GUEST0@example.test' }];
    expect(problems(await postGroup(t.user, groupBody(list)))).toEqual([
      { field: 'attendees.2.email', problem: 'must be an e-mail address' },
      { field: 'attendees.3.email', problem: 'repeats attendees.0.email' },
    ]);
    expect(problems(await postGroup(t.user, groupBody([])))).toEqual([
      { field: 'attendees', problem: 'must list 1 to 50 attendees' },
    ]);
    expect(problems(await postGroup(t.user, groupBody(attendees(51))))).toEqual([
      { field: 'attendees', problem: 'must list 1 to 50 attendees' },
    ]);
    expect(await countBookings(p, t.tenantId)).toBe(before);
  });

  it('books fifty attendees in one go', async () => {
    const before = await countBookings(p, t.tenantId);
    const res = await postGroup(t.user, groupBody(attendees(50)));
    expect([res.status, res.body.data.size, res.body.data.total]).toEqual([201, 50, 4005]);
    expect(await countBookings(p, t.tenantId)).toBe(before + 50);
  });

  it('rolls the whole group back when the database refuses one of its rows', async () => {
    // A trigger makes the database itself fail on one row, after the checks passed.
    await p.prisma
      .$executeRawUnsafe(`CREATE FUNCTION marketplace.refuse_boom() RETURNS trigger AS $$
      BEGIN IF NEW.attendee_email = 'boom@example.test' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await p.prisma
      .$executeRawUnsafe(`CREATE TRIGGER refuse_boom BEFORE INSERT ON marketplace.bookings
      FOR EACH ROW EXECUTE FUNCTION marketplace.refuse_boom()`);
    try {
      const before = await countBookings(p, t.tenantId);
      const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await postGroup(
        t.user,
        groupBody([...attendees(3), { email: 'boom@example.test' }]),
      );
      silence.mockRestore();
      expect([res.status, res.body.error.code]).toEqual([500, 'INTERNAL']);
      expect(await countBookings(p, t.tenantId)).toBe(before);
    } finally {
      await p.prisma.$executeRawUnsafe('DROP TRIGGER refuse_boom ON marketplace.bookings');
      await p.prisma.$executeRawUnsafe('DROP FUNCTION marketplace.refuse_boom()');
    }
  });
});

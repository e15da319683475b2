import { call, restData, restError } from '../../../test/answers';
import { addUser } from '../../../test/accounts';
import { outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { expectLedgerConsistent } from '../../../test/ledger';
import { codeOf, eventWithTickets } from './door-helpers';
import { buyer, refund } from './order-helpers';

/*
 * Check-in at the door (docs/api/events.md, "Check-in"): by the code a QR image holds, for the
 * event's organizer, admins and its staff teams; once; never for a forged code or another
 * tenant's; never for a ticket that was refunded or cancelled.
 */
const { p, t } = platformFixture();

const CHECK_IN = `mutation ($input: CheckInInput!) {
  checkInTicket(input: $input) { id eventId holderId status code checkedInAt }
}`;

const scan = (session: Pick<Session, 'token'>, code: unknown) =>
  p.rest('POST', '/events/v1/check-ins', { token: session.token, body: { code } });

/** A published event of the tenant's organizer with `count` tickets of its user, and their codes. */
async function tickets(count = 1, staffTeamIds: string[] = []) {
  const made = await eventWithTickets(p, t, { count, staffTeamIds });
  const codes = await Promise.all(made.ticketIds.map((id) => codeOf(p, t.user.token, id)));
  return { ...made, codes };
}

/** A team of the tenant whose only member is `member`, made by the admin. */
async function teamOf(member: Session): Promise<string> {
  const team = restData(
    await p.rest('POST', '/auth/v1/teams', {
      token: t.admin.token,
      body: { name: `Door ${member.userId.slice(0, 8)}`, ownerId: member.userId },
    }),
    201,
  );
  return team.id;
}

const ticketRow = (id: string) => p.prisma.ticket.findUniqueOrThrow({ where: { id } });

describe('checking a ticket in', () => {
  it('by the organizer: checked in once, charged, ticket.checked_in and the sales change written', async () => {
    const { eventId, ticketIds, codes } = await tickets();
    const salesChanges = async () =>
      (await outboxRowsAbout(p.prisma, 'events.ticket_sales_changed', eventId)).length;
    const changesBefore = await salesChanges();
    const before = Date.now();
    const checkedIn = restData(await scan(t.organizer, codes[0]), 200, t);
    expect(checkedIn).toMatchObject({
      id: ticketIds[0],
      eventId,
      holderId: t.user.userId,
      status: 'checked_in',
      code: codes[0],
    });
    expect(new Date(checkedIn.checkedInAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await ticketRow(ticketIds[0])).toMatchObject({
      status: 'checked_in',
      checkedInBy: t.organizer.userId,
      settlement: 'charge',
      // A free ticket holds no credits: settled at once.
      settledAt: expect.any(Date),
    });

    const [row, ...more] = await outboxRowsAbout(p.prisma, 'ticket.checked_in', ticketIds[0]);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      service: 'events',
      source: 'urn:platform:ticketing-svc',
      tenantId: t.tenantId,
      data: {
        ticketId: ticketIds[0],
        eventId,
        holderId: t.user.userId,
        checkedInAt: checkedIn.checkedInAt,
        checkedInBy: t.organizer.userId,
      },
    });
    expect(await salesChanges()).toBe(changesBefore + 1);
  });

  it('a second scan is 409 ALREADY_CHECKED_IN naming when; concurrent scans let exactly one in', async () => {
    const { ticketIds, codes } = await tickets(2);
    const first = restData(await scan(t.organizer, codes[0]));
    const again = restError(await scan(t.admin, codes[0]), 409, 'ALREADY_CHECKED_IN');
    expect(again.message).toContain(new Date(first.checkedInAt).toISOString());

    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(t.organizer, codes[1])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.error.code).toBe('ALREADY_CHECKED_IN');
    expect(await outboxRowsAbout(p.prisma, 'ticket.checked_in', ticketIds[1])).toHaveLength(1);
  });

  it('by an admin, and by a member of a staff team, who sees the ticket without its code', async () => {
    const staff = await addUser(p, t.admin);
    const { codes } = await tickets(2, [await teamOf(staff)]);
    restData(await scan(t.admin, codes[0]));
    const byStaff = await call(p, staff.token, CHECK_IN, { input: { code: codes[1] } });
    expect(byStaff.code).toBeUndefined();
    expect(byStaff.data).toMatchObject({ status: 'checked_in', code: null });
  });

  it('refused (403) to a plain user, the holder, another organizer and a team not named as staff', async () => {
    const outsider = await addUser(p, t.admin);
    const otherOrganizer = await addUser(p, t.admin, 'organizer');
    const unnamed = await addUser(p, t.admin);
    await teamOf(unnamed);
    const staff = await addUser(p, t.admin);
    const { ticketIds, codes } = await tickets(1, [await teamOf(staff)]);
    for (const session of [outsider, t.user, otherOrganizer, unnamed])
      restError(await scan(session, codes[0]), 403, 'FORBIDDEN');
    expect((await ticketRow(ticketIds[0])).status).toBe('valid');
  });

  it('a forged code, or another tenant’s, is 404 and changes nothing', async () => {
    const { ticketIds, codes } = await tickets();
    const [payload, signature] = codes[0].split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const forged = [
      `${flip(payload, 3)}.${signature}`,
      `${payload}.${flip(signature, 10)}`,
      `${payload}.${flip(signature, signature.length - 1)}`,
      `${Buffer.from(JSON.stringify({ t: ticketIds[0], n: t.tenantId, e: 'x' })).toString('base64url')}.${signature}`,
      'garbage',
      `${codes[0]}.${signature}`,
    ];
    for (const code of forged) restError(await scan(t.organizer, code), 404, 'NOT_FOUND');

    const other = await p.newTenant();
    const theirs = await eventWithTickets(p, other);
    const theirCode = await codeOf(p, other.user.token, theirs.ticketIds[0]);
    restError(await scan(t.admin, theirCode), 404, 'NOT_FOUND');
    restError(await scan(other.admin, codes[0]), 404, 'NOT_FOUND');
    expect((await ticketRow(ticketIds[0])).status).toBe('valid');
    expect((await ticketRow(theirs.ticketIds[0])).status).toBe('valid');
  });

  it('a refunded ticket, or one of a cancelled event, is 409 INVALID_STATE', async () => {
    const { eventId, ticketIds, codes } = await tickets(2);
    expect((await refund(p, t.user.token, ticketIds[0])).data).toMatchObject({
      status: 'refunded',
    });
    const refused = restError(await scan(t.organizer, codes[0]), 409, 'INVALID_STATE');
    expect(refused.message).toContain('refunded');

    restData(
      await p.rest('POST', `/events/v1/events/${eventId}/cancel`, {
        token: t.organizer.token,
        body: { reason: 'Storm' },
      }),
    );
    const cancelled = restError(await scan(t.organizer, codes[1]), 409, 'INVALID_STATE');
    expect(cancelled.message).toContain('cancelled');
    expect(await outboxRowsAbout(p.prisma, 'ticket.checked_in', ticketIds[1])).toHaveLength(0);
  });

  it('of a paid ticket charges its reservation once: the credits stay spent, the ledger exact', async () => {
    const holder = await buyer(p, t, 30);
    const { ticketIds } = await eventWithTickets(p, t, { holder, priceCredits: 12 });
    const code = await codeOf(p, holder.token, ticketIds[0]);
    restData(await scan(t.organizer, code));
    restError(await scan(t.organizer, code), 409, 'ALREADY_CHECKED_IN');
    expect(await ticketRow(ticketIds[0])).toMatchObject({
      settlement: 'charge',
      settledAt: expect.any(Date),
    });
    const [reservation] = await p.prisma.creditReservation.findMany({
      where: { tenantId: t.tenantId, reference: `event-ticket:${ticketIds[0]}` },
    });
    expect(reservation).toMatchObject({ status: 'charged', amount: 12 });
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('is described in the OpenAPI document with its 409s', async () => {
    const post = (await p.rest('GET', '/openapi.json')).body.paths['/events/v1/check-ins'].post;
    expect(post.responses['409'].description).toMatch(
      /INVALID_STATE.*ALREADY_CHECKED_IN|ALREADY_CHECKED_IN.*INVALID_STATE/,
    );
    expect(post.responses['400'].description).not.toContain('INVALID_STATE');
  });

  it('without a code is a validation failure; without a token 401', async () => {
    restError(
      await p.rest('POST', '/events/v1/check-ins', { token: t.organizer.token, body: {} }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('POST', '/events/v1/check-ins', { body: { code: 'x' } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

import { call, ok, restData, restError } from '../../../test/answers';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  ADD_MEMBER,
  balanceOf,
  CREATE_TEAM,
  expectLedgerConsistent,
  fund,
  RESERVE,
  reserveInput,
  SETTLE,
  systemToken,
  TEAM,
  TEAM_WALLET,
} from './wallets-helpers';

let added: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  added = recordBusEvents(p.platform.events, ['team.member_added']);
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

const TEAM_QUERY = `query($id: ID!) { team(id: $id) { ${TEAM} } }`;
const TEAMS = `query($limit: Int, $cursor: String) { teams(limit: $limit, cursor: $cursor) { nodes { id name } pageInfo { endCursor hasNextPage limit } } }`;

describe('creating teams', () => {
  it('lets an admin create a team it owns (REST 201) and records team.member_added', async () => {
    const team = restData(
      await p.rest('POST', '/auth/v1/teams', {
        token: t.admin.token,
        body: { name: '  Design  ' },
      }),
      201,
    );
    expect(team).toMatchObject({
      tenantId: t.tenantId,
      name: 'Design',
      createdBy: t.admin.userId,
      members: [{ userId: t.admin.userId, role: 'owner' }],
    });
    const [event] = await added.waitFor((e) => (e.data as { teamId: string }).teamId === team.id);
    expect(event).toMatchObject({
      source: 'urn:platform:team-svc',
      subject: team.id,
      tenantId: t.tenantId,
      data: { teamId: team.id, userId: t.admin.userId, role: 'owner' },
    });
  });

  it('makes ownerId the owner; the system role must name one', async () => {
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Video', ownerId: t.user.userId },
    });
    expect(team.members).toEqual([
      { userId: t.user.userId, role: 'owner', addedAt: expect.any(String) },
    ]);
    const system = systemToken(t.tenantId);
    expect(await call(p, system, CREATE_TEAM, { input: { name: 'Ops' } })).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'ownerId' }],
    });
    expect(
      await ok(p, system, CREATE_TEAM, { input: { name: 'Ops', ownerId: t.organizer.userId } }),
    ).toMatchObject({ createdBy: expect.any(String) });
  });

  it('refuses users and organizers (403) and bad input (400), and another tenant’s owner is 404', async () => {
    for (const session of [t.user, t.organizer]) {
      restError(
        await p.rest('POST', '/auth/v1/teams', { token: session.token, body: { name: 'Mine' } }),
        403,
        'FORBIDDEN',
      );
    }
    const bad = await call(p, t.admin.token, CREATE_TEAM, { input: { name: ' ', ownerId: 'x' } });
    expect(bad.details!.map((d) => d.field).sort()).toEqual(['name', 'ownerId']);
    expect(
      (await call(p, t.admin.token, CREATE_TEAM, { input: { name: 'n'.repeat(101) } })).details,
    ).toEqual([{ field: 'name', problem: 'must be at most 100 characters' }]);
    const other = await p.newTenant();
    expect(
      await call(p, t.admin.token, CREATE_TEAM, {
        input: { name: 'X', ownerId: other.user.userId },
      }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('members', () => {
  it("lets admins and the team's owners add members; others get 403; a repeat is 409", async () => {
    const owner = await addUser(p, t.admin);
    const member = await addUser(p, t.admin);
    const outsider = await addUser(p, t.admin);
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Crew', ownerId: owner.userId },
    });

    const byOwner = restData(
      await p.rest('POST', `/auth/v1/teams/${team.id}/members`, {
        token: owner.token,
        body: { userId: member.userId },
      }),
      201,
    );
    expect(byOwner.members).toEqual([
      { userId: owner.userId, role: 'owner', addedAt: expect.any(String) },
      { userId: member.userId, role: 'member', addedAt: expect.any(String) },
    ]);
    expect(
      await added.waitFor((e) => (e.data as { userId: string }).userId === member.userId),
    ).toHaveLength(1);
    for (const session of [member, outsider, t.organizer]) {
      expect(
        await call(p, session.token, ADD_MEMBER, {
          teamId: team.id,
          input: { userId: t.user.userId },
        }),
      ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
    const byAdmin = await ok(p, t.admin.token, ADD_MEMBER, {
      teamId: team.id,
      input: { userId: t.organizer.userId, role: 'owner' },
    });
    expect(byAdmin.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'owner',
      'member',
    ]);
    expect(
      await call(p, owner.token, ADD_MEMBER, { teamId: team.id, input: { userId: member.userId } }),
    ).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it("keeps tenants apart: another tenant's team or user is 404", async () => {
    const other = await p.newTenant();
    const theirs = await ok(p, other.admin.token, CREATE_TEAM, { input: { name: 'Theirs' } });
    const ours = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Ours' } });
    expect(
      await call(p, t.admin.token, ADD_MEMBER, {
        teamId: theirs.id,
        input: { userId: t.user.userId },
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await call(p, t.admin.token, ADD_MEMBER, {
        teamId: ours.id,
        input: { userId: other.user.userId },
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await call(p, t.admin.token, ADD_MEMBER, { teamId: ours.id, input: { userId: 'nope' } }),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await call(p, t.admin.token, TEAM_QUERY, { id: theirs.id })).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    restError(
      await p.rest('GET', `/auth/v1/teams/${theirs.id}/wallet`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', '/auth/v1/teams/not-a-uuid', { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('reading teams', () => {
  it('shows a team to its members and admins (others 403) and lists the caller’s teams', async () => {
    const member = await addUser(p, t.admin);
    const outsider = await addUser(p, t.admin);
    const first = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'First', ownerId: member.userId },
    });
    const second = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Second', ownerId: member.userId },
    });
    expect(
      restData(await p.rest('GET', `/auth/v1/teams/${first.id}`, { token: member.token }), 200),
    ).toEqual(first);
    expect(await ok(p, t.admin.token, TEAM_QUERY, { id: first.id })).toEqual(first);
    restError(
      await p.rest('GET', `/auth/v1/teams/${first.id}`, { token: outsider.token }),
      403,
      'FORBIDDEN',
    );

    const page1 = await p.rest('GET', '/auth/v1/teams?limit=1', { token: member.token });
    expect(restData(page1, 200)).toEqual([{ ...first }]);
    expect(page1.body.page).toMatchObject({ has_more: true, limit: 1 });
    const page2 = await p.rest(
      'GET',
      `/auth/v1/teams?limit=1&cursor=${page1.body.page.next_cursor}`,
      { token: member.token },
    );
    expect(restData(page2, 200).map((team: { id: string }) => team.id)).toEqual([second.id]);
    expect(page2.body.page.has_more).toBe(false);
    expect(restData(await p.rest('GET', '/auth/v1/teams', { token: outsider.token }), 200)).toEqual(
      [],
    );
    expect((await ok(p, t.admin.token, TEAMS, { limit: 100 })).nodes.length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

describe('team wallets', () => {
  it('is created on first use, read by members and admins only', async () => {
    const member = await addUser(p, t.admin);
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Wallet team', ownerId: member.userId },
    });
    const wallet = restData(
      await p.rest('GET', `/auth/v1/teams/${team.id}/wallet`, { token: member.token }),
      200,
    );
    expect(wallet).toMatchObject({
      ownerType: 'team',
      teamId: team.id,
      userId: null,
      balance: 0,
      currency: 'credits',
    });
    expect(await ok(p, t.admin.token, TEAM_WALLET, { teamId: team.id })).toEqual(wallet);
    expect(await call(p, t.user.token, TEAM_WALLET, { teamId: team.id })).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
  });

  it("pays reservations made with teamId, for members only; the user's own wallet is untouched", async () => {
    const system = systemToken(t.tenantId);
    const member = await addUser(p, t.admin);
    const outsider = await addUser(p, t.admin);
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Paying team', ownerId: member.userId },
    });
    await fund(p, t.tenantId, { teamId: team.id }, 100);
    await fund(p, t.tenantId, { userId: member.userId }, 7);

    const input = reserveInput(member.userId, 60, { teamId: team.id });
    const reservation = await ok(p, system, RESERVE, { input });
    const teamWallet = await ok(p, system, TEAM_WALLET, { teamId: team.id });
    expect(reservation.walletId).toBe(teamWallet.id);
    expect(teamWallet.balance).toBe(40);
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(7);
    // The same id without the team is another reservation: 409.
    expect(
      await call(p, system, RESERVE, { input: { ...input, teamId: undefined } }),
    ).toMatchObject({ code: 'CONFLICT' });

    expect(
      await call(p, system, RESERVE, {
        input: reserveInput(outsider.userId, 1, { teamId: team.id }),
      }),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(
      await call(p, system, RESERVE, {
        input: reserveInput(member.userId, 41, { teamId: team.id }),
      }),
    ).toMatchObject({ code: 'ERR_INSUFFICIENT_CREDITS', status: 402 });

    await ok(p, system, SETTLE, {
      input: { reservationId: input.reservationId, outcome: 'refund' },
    });
    expect((await ok(p, system, TEAM_WALLET, { teamId: team.id })).balance).toBe(100);
  });

  it('never goes below zero when members reserve concurrently', async () => {
    const system = systemToken(t.tenantId);
    const [a, b] = await Promise.all([addUser(p, t.admin), addUser(p, t.admin)]);
    const team = await ok(p, t.admin.token, CREATE_TEAM, {
      input: { name: 'Race team', ownerId: a.userId },
    });
    await ok(p, t.admin.token, ADD_MEMBER, { teamId: team.id, input: { userId: b.userId } });
    await fund(p, t.tenantId, { teamId: team.id }, 30);
    const attempts = [a, b, a, b, a, b].map((m) =>
      call(p, system, RESERVE, { input: reserveInput(m.userId, 10, { teamId: team.id }) }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => !r.code)).toHaveLength(3);
    expect((await ok(p, system, TEAM_WALLET, { teamId: team.id })).balance).toBe(0);
  });
});

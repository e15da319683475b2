import { call, ok, restData, restError } from '../../../test/answers';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { about, outboxRows, withRequestId } from './events-helpers';
import { ADD_MEMBER, addUser, CREATE_TEAM, systemToken, TEAM } from './wallets-helpers';

let changed: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  changed = recordBusEvents(p.platform.events, ['team.role_changed']);
});

const CHANGE = `mutation($teamId: ID!, $userId: ID!, $input: ChangeTeamMemberRoleInput!) {
  changeTeamMemberRole(teamId: $teamId, userId: $userId, input: $input) { ${TEAM} }
}`;
const patch = (
  session: Session | string,
  teamId: string,
  userId: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  p.rest('PATCH', `/auth/v1/teams/${teamId}/members/${userId}`, {
    token: typeof session === 'string' ? session : session.token,
    body,
    headers,
  });
const rolesOf = (team: { members: { userId: string; role: string }[] }) =>
  Object.fromEntries(team.members.map((m) => [m.userId, m.role]));
const eventsOf = (teamId: string) => changed.settled(about('team.role_changed', teamId));

/** A team owned by `owner` with `members` as plain members. */
async function teamOf(owner: Session, ...members: Session[]) {
  const team = await ok(p, t.admin.token, CREATE_TEAM, {
    input: { name: 'Crew', ownerId: owner.userId },
  });
  for (const member of members)
    await ok(p, t.admin.token, ADD_MEMBER, { teamId: team.id, input: { userId: member.userId } });
  return team;
}

describe('changing a member role', () => {
  it('lets an admin promote a member (REST PATCH 200) and records team.role_changed once', async () => {
    const [owner, member] = await Promise.all([addUser(p, t.admin), addUser(p, t.admin)]);
    const team = await teamOf(owner, member);
    const { requestId, headers } = withRequestId();
    const updated = restData(
      await patch(t.admin, team.id, member.userId, { role: 'owner' }, headers),
      200,
    );
    expect(rolesOf(updated)).toEqual({ [owner.userId]: 'owner', [member.userId]: 'owner' });

    const [event] = await changed.waitFor(about('team.role_changed', team.id));
    expect(event).toEqual({
      id: expect.any(String),
      type: 'team.role_changed',
      source: 'urn:platform:team-svc',
      subject: team.id,
      tenantId: t.tenantId,
      requestId,
      time: expect.any(String),
      data: {
        teamId: team.id,
        userId: member.userId,
        from: 'member',
        to: 'owner',
        changedBy: t.admin.userId,
        changedAt: expect.any(String),
      },
    });
    expect(Date.parse((event.data as { changedAt: string }).changedAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const rows = await outboxRows(p, 'team.role_changed', team.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: event.id,
      service: 'identity',
      source: 'urn:platform:team-svc',
      tenantId: t.tenantId,
      requestId,
      data: event.data,
    });
    expect(await eventsOf(team.id)).toHaveLength(1);
  });

  it("lets the team's owners and the system role change roles, owners demote themselves while another owner remains", async () => {
    const [owner, second, member] = await Promise.all([
      addUser(p, t.admin),
      addUser(p, t.admin),
      addUser(p, t.admin),
    ]);
    const team = await teamOf(owner, second, member);
    expect(
      rolesOf(
        await ok(p, owner.token, CHANGE, {
          teamId: team.id,
          userId: second.userId,
          input: { role: 'owner' },
        }),
      )[second.userId],
    ).toBe('owner');
    expect(
      rolesOf(
        await ok(p, systemToken(t.tenantId), CHANGE, {
          teamId: team.id,
          userId: member.userId,
          input: { role: 'owner' },
        }),
      )[member.userId],
    ).toBe('owner');
    expect(
      rolesOf(
        await ok(p, owner.token, CHANGE, {
          teamId: team.id,
          userId: owner.userId,
          input: { role: 'member' },
        }),
      )[owner.userId],
    ).toBe('member');
    const events = await changed.waitFor(about('team.role_changed', team.id), 3);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        userId: second.userId,
        from: 'member',
        to: 'owner',
        changedBy: owner.userId,
      }),
      expect.objectContaining({ userId: member.userId, from: 'member', to: 'owner' }),
      expect.objectContaining({
        userId: owner.userId,
        from: 'owner',
        to: 'member',
        changedBy: owner.userId,
      }),
    ]);
    // Demoted, the former owner manages the team no more.
    expect(
      await call(p, owner.token, CHANGE, {
        teamId: team.id,
        userId: second.userId,
        input: { role: 'member' },
      }),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps the last owner (400 INVALID_STATE) and answers the same role unchanged, both without events', async () => {
    const [owner, member] = await Promise.all([addUser(p, t.admin), addUser(p, t.admin)]);
    const team = await teamOf(owner, member);
    const error = restError(
      await patch(t.admin, team.id, owner.userId, { role: 'member' }),
      400,
      'INVALID_STATE',
    );
    expect(error.message).toBe(
      "Cannot make the team's last owner a member: a team needs at least one owner",
    );
    expect(
      await call(p, owner.token, CHANGE, {
        teamId: team.id,
        userId: owner.userId,
        input: { role: 'member' },
      }),
    ).toMatchObject({ code: 'INVALID_STATE', status: 400 });

    const same = restData(await patch(owner, team.id, member.userId, { role: 'member' }), 200);
    expect(rolesOf(same)).toEqual({ [owner.userId]: 'owner', [member.userId]: 'member' });
    expect(await eventsOf(team.id)).toEqual([]);
    expect(await outboxRows(p, 'team.role_changed', team.id)).toEqual([]);
  });

  it('refuses members, outsiders and organizers (403), bad input (400) and non-members (404), recording nothing', async () => {
    const [owner, member, outsider] = await Promise.all([
      addUser(p, t.admin),
      addUser(p, t.admin),
      addUser(p, t.admin),
    ]);
    const team = await teamOf(owner, member);
    for (const session of [member, outsider, t.organizer])
      restError(await patch(session, team.id, member.userId, { role: 'owner' }), 403, 'FORBIDDEN');
    restError(await patch(owner, team.id, member.userId, {}), 400, 'VALIDATION_FAILED');
    expect(
      restError(
        await patch(owner, team.id, member.userId, { role: 'boss' }),
        400,
        'VALIDATION_FAILED',
      ).details[0].field,
    ).toMatch(/role/);
    restError(
      await patch(owner, team.id, member.userId, { role: 'owner', note: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(
      restError(await patch(owner, team.id, 'nope', { role: 'owner' }), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([{ field: 'userId', problem: 'must be a UUID' }]);
    restError(await patch(owner, team.id, outsider.userId, { role: 'owner' }), 404, 'NOT_FOUND');
    restError(
      await patch(t.admin, '00000000-0000-4000-8000-000000000000', member.userId, {
        role: 'owner',
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('PATCH', `/auth/v1/teams/${team.id}/members/${member.userId}`, {
        body: { role: 'owner' },
      }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await eventsOf(team.id)).toEqual([]);
    expect(
      rolesOf(
        await ok(p, owner.token, `query($id: ID!) { team(id: $id) { ${TEAM} } }`, { id: team.id }),
      )[member.userId],
    ).toBe('member');
  });

  it('leaves exactly one owner when two demotions race', async () => {
    const [a, b] = await Promise.all([addUser(p, t.admin), addUser(p, t.admin)]);
    const team = await teamOf(a, b);
    await ok(p, t.admin.token, CHANGE, {
      teamId: team.id,
      userId: b.userId,
      input: { role: 'owner' },
    });
    const results = await Promise.all(
      [a, b].map((s) =>
        call(p, t.admin.token, CHANGE, {
          teamId: team.id,
          userId: s.userId,
          input: { role: 'member' },
        }),
      ),
    );
    expect(results.map((r) => r.code ?? 'ok').sort()).toEqual(['INVALID_STATE', 'ok']);
    const stored = await p.prisma.teamMember.findMany({
      where: { teamId: team.id, role: 'owner' },
    });
    expect(stored).toHaveLength(1);
    expect(await changed.waitFor(about('team.role_changed', team.id), 2)).toHaveLength(2);
    expect(await eventsOf(team.id)).toHaveLength(2);
  });
});

describe('tenants', () => {
  it("keeps another tenant's teams and users out (404) and records events in the team's tenant", async () => {
    const other = await p.newTenant();
    const theirs = await ok(p, other.admin.token, CREATE_TEAM, { input: { name: 'Theirs' } });
    await ok(p, other.admin.token, ADD_MEMBER, {
      teamId: theirs.id,
      input: { userId: other.user.userId },
    });
    restError(
      await patch(t.admin, theirs.id, other.user.userId, { role: 'owner' }),
      404,
      'NOT_FOUND',
    );
    const ours = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Ours' } });
    restError(
      await patch(t.admin, ours.id, other.user.userId, { role: 'owner' }),
      404,
      'NOT_FOUND',
    );
    expect(await eventsOf(theirs.id)).toEqual([]);

    restData(await patch(other.admin, theirs.id, other.user.userId, { role: 'owner' }), 200);
    const [event] = await changed.waitFor(about('team.role_changed', theirs.id));
    expect(event.tenantId).toBe(other.tenantId);
    expect(
      changed.all.filter((e) => e.tenantId === t.tenantId).map((e) => e.subject),
    ).not.toContain(theirs.id);
  });
});

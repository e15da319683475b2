import { randomUUID } from 'node:crypto';
import { verifyAddress } from '../../../test/accounts';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { Recording, useClients } from '../../../test/subscriptions/ws-client';
import { untilRegistered } from '../../../test/subscriptions/jobs';
import { NOTIFICATION_ADDED } from '../common/events';
import { newEvent } from '../../../lib/events/bus';

const { p, t } = platformFixture({ isolated: true });
const connect = useClients(() => p);
// Mail other than account mails goes to verified addresses only (docs/notifications.md, "Recipients").
beforeAll(() => verifyAddress(p, t.user.userId));

const list = (who: Session, query = '') =>
  p.rest('GET', `/notifications/v1/notifications${query}`, { token: who.token });
const unread = async (who: Session) =>
  restData(
    await p.rest('GET', '/notifications/v1/notifications/unread-count', { token: who.token }),
  );

/** A team of the admin's with `member` in it: identity records team.member_added for the member. */
async function addToNewTeam(member: Session): Promise<string> {
  const team = restData(
    await p.rest('POST', '/auth/v1/teams', {
      token: t.admin.token,
      body: { name: `Team ${randomUUID().slice(0, 6)}` },
    }),
    201,
  );
  restData(
    await p.rest('POST', `/auth/v1/teams/${team.id}/members`, {
      token: t.admin.token,
      body: { userId: member.userId },
    }),
    201,
  );
  return team.id;
}

async function noticesOf(who: Session, count: number): Promise<{ id: string; body: string }[]> {
  return waitFor(async () => {
    const data = restData(await list(who));
    return data.length >= count && data;
  });
}

describe('the inbox', () => {
  let first: {
    id: string;
    title: string;
    body: string;
    status: string;
    kind: string;
    link: string | null;
  };

  it("gets a notice when the user joins a team, and only the user's inbox has it", async () => {
    const teamId = await addToNewTeam(t.user);
    [first] = (await noticesOf(t.user, 1)) as unknown as (typeof first)[];
    expect(first).toMatchObject({
      kind: 'team_member_added',
      category: 'account',
      title: 'You joined a team',
      status: 'unread',
      readAt: null,
    });
    // No page shows a team: the notice names it and links nowhere (docs/api/notifications.md, "Kinds").
    expect(first.link).toBeNull();
    expect(first.body).toBe(`You are now a member of team ${teamId}.`);
    expect(await unread(t.user)).toBe(1);
    expect(restData(await list(t.organizer))).toEqual([]);
    restError(
      await p.rest('GET', `/notifications/v1/notifications/${first.id}`, {
        token: t.organizer.token,
      }),
      404,
      'NOT_FOUND',
    );
    const other = await p.newTenant();
    restError(
      await p.rest('GET', `/notifications/v1/notifications/${first.id}`, {
        token: other.admin.token,
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('POST', `/notifications/v1/notifications/${first.id}/read`, {
        token: other.user.token,
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', '/notifications/v1/notifications/nope', { token: t.user.token }),
      400,
      'VALIDATION_FAILED',
    );
    restError(await p.rest('GET', '/notifications/v1/notifications'), 401, 'UNAUTHENTICATED');
  });

  it('a redelivered event adds no second notice', async () => {
    const row = await p.prisma.notification.findUniqueOrThrow({ where: { id: first.id } });
    const outbox = await p.prisma.outboxEvent.findUniqueOrThrow({
      where: { id: row.sourceEventId },
    });
    const again = { ...newEvent(outbox.type, outbox.tenantId, outbox.data), id: outbox.id };
    await p.platform.events.publish(again);
    expect(await p.prisma.notification.count({ where: { sourceEventId: outbox.id } })).toBe(1);
    expect(await p.prisma.mail.count({ where: { sourceEventId: outbox.id } })).toBe(1);
  });

  it('marks one read (once), pages newest first, filters unread and marks all read', async () => {
    const read = restData(
      await p.rest('POST', `/notifications/v1/notifications/${first.id}/read`, {
        token: t.user.token,
      }),
    );
    expect(read).toMatchObject({ id: first.id, status: 'read', readAt: expect.any(String) });
    const again = restData(
      await p.rest('POST', `/notifications/v1/notifications/${first.id}/read`, {
        token: t.user.token,
      }),
    );
    expect(again.readAt).toBe(read.readAt);
    expect(await unread(t.user)).toBe(0);

    for (let i = 0; i < 3; i += 1) await addToNewTeam(t.user);
    const all = await noticesOf(t.user, 4);
    const pageOne = await list(t.user, '?limit=2');
    expect(restData(pageOne).map((n: { id: string }) => n.id)).toEqual(
      all.slice(0, 2).map((n) => n.id),
    );
    expect(pageOne.body.page).toMatchObject({ has_more: true, limit: 2 });
    const pageTwo = restData(
      await list(t.user, `?limit=2&cursor=${pageOne.body.page.next_cursor}`),
    );
    expect(pageTwo.map((n: { id: string }) => n.id)).toEqual(all.slice(2, 4).map((n) => n.id));
    expect(all[3].id).toBe(first.id);

    const unreadOnly = restData(await list(t.user, '?unreadOnly=true'));
    expect(unreadOnly.map((n: { id: string }) => n.id)).toEqual(all.slice(0, 3).map((n) => n.id));
    const marked = restData(
      await p.rest('POST', '/notifications/v1/notifications/read-all', { token: t.user.token }),
    );
    expect(marked).toEqual({ marked: 3, unreadCount: 0 });
    expect(restData(await list(t.user, '?unreadOnly=true'))).toEqual([]);
  });

  it('streams new notices to their owner only over graphql-ws', async () => {
    const query = 'subscription { notificationAdded { id kind title status } }';
    const mine = new Recording(connect(t.organizer.token), query);
    const others = new Recording(connect(t.user.token), query);
    // Until the subscription is registered, announce an existing notice of the organizer's.
    await addToNewTeam(t.organizer);
    const [existing] = await noticesOf(t.organizer, 1);
    await untilRegistered(mine, () =>
      p.platform.events.publish(
        newEvent(NOTIFICATION_ADDED, t.tenantId, {
          notificationId: existing.id,
          userId: t.organizer.userId,
          category: 'account',
          kind: 'team_member_added',
        }),
      ),
    );
    const before = mine.results.length;
    await addToNewTeam(t.organizer);
    await mine.until(
      (r) =>
        r.results.length > before &&
        r.results.some((x) => x.data?.notificationAdded.id !== existing.id),
    );
    const added = mine.results
      .map((r) => r.data?.notificationAdded)
      .find((n) => n.id !== existing.id);
    expect(added).toMatchObject({ kind: 'team_member_added', status: 'unread' });
    expect(others.results).toEqual([]);
  });
});

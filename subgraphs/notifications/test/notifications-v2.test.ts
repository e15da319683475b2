import { randomUUID } from 'node:crypto';
import { restData, restError, problemFields } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { HttpAnswer, Session } from '../../../test/harness';
import { waitFor } from '../../../test/wait';

// Notifications v2.0 over the same rows as v1 (docs/api/notifications.md, "Versions"):
// Idempotency-Key required on every POST, readAt without status, preferences as a map.
const { p, t } = platformFixture();

const V1 = '/notifications/v1';
const V2 = '/notifications/v2';
const key = () => ({ 'idempotency-key': randomUUID() });
const v2Data = (res: HttpAnswer, status = 200) => {
  const data = restData(res, status, t);
  expect(res.body.meta.api_version).toBe('2.0');
  return data;
};

/** A notice for `member`: identity records team.member_added, notifications makes the notice. */
async function noticeFor(member: Session): Promise<{ id: string }> {
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
  return waitFor(async () => {
    const notices = restData(await p.rest('GET', `${V1}/notifications`, { token: member.token }));
    return notices.find((n: { body: string }) => n.body.includes(team.id));
  });
}

describe('notifications v2.0', () => {
  it('answers notices with readAt and no status, and marks read only with an Idempotency-Key', async () => {
    const notice = await noticeFor(t.user);
    const listed = v2Data(await p.rest('GET', `${V2}/notifications`, { token: t.user.token }));
    const seen = listed.find((n: { id: string }) => n.id === notice.id);
    expect(seen).toMatchObject({ id: notice.id, readAt: null, kind: 'team_member_added' });
    expect(seen).not.toHaveProperty('status');

    const path = `${V2}/notifications/${notice.id}/read`;
    const refused = await p.rest('POST', path, { token: t.user.token });
    expect(restError(refused, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', problem: 'header is required' }),
    ]);
    const v1Unread = restData(
      await p.rest('GET', `${V1}/notifications/${notice.id}`, { token: t.user.token }),
    );
    expect(v1Unread).toMatchObject({ status: 'unread', readAt: null });

    const read = v2Data(await p.rest('POST', path, { token: t.user.token, headers: key() }));
    expect(read.readAt).toEqual(expect.any(String));
    expect(read).not.toHaveProperty('status');
    // The same row through v1.
    const v1Read = restData(
      await p.rest('GET', `${V1}/notifications/${notice.id}`, { token: t.user.token }),
    );
    expect(v1Read).toMatchObject({ status: 'read', readAt: read.readAt });

    restError(
      await p.rest('POST', `${V2}/notifications/read-all`, { token: t.user.token }),
      400,
      'VALIDATION_FAILED',
    );
    const all = v2Data(
      await p.rest('POST', `${V2}/notifications/read-all`, { token: t.user.token, headers: key() }),
    );
    expect(all).toEqual({ marked: expect.any(Number), unreadCount: 0 });
  });

  it('answers and takes the preferences as a map, the same choices v1 lists', async () => {
    const who = { token: t.organizer.token };
    const before = v2Data(await p.rest('GET', `${V2}/preferences`, who));
    expect(Object.keys(before).sort()).toEqual(
      ['account', 'billing', 'events', 'jobs', 'ml', 'reports'].sort(),
    );
    expect(before.jobs).toEqual({ inApp: true, email: true });

    const changed = v2Data(
      await p.rest('PUT', `${V2}/preferences`, {
        ...who,
        body: { jobs: { email: false }, ml: { inApp: false, email: false } },
      }),
    );
    expect(changed).toEqual({
      ...before,
      jobs: { inApp: true, email: false },
      ml: { inApp: false, email: false },
    });
    const v1 = restData(await p.rest('GET', `${V1}/preferences`, who));
    const off = v1.filter((c: { enabled: boolean }) => !c.enabled);
    expect(
      off.map((c: { category: string; channel: string }) => `${c.category}/${c.channel}`),
    ).toEqual(['jobs/email', 'ml/in_app', 'ml/email']);
  });

  it('refuses turning off account e-mails by their place in the map, and an empty map', async () => {
    const refused = await p.rest('PUT', `${V2}/preferences`, {
      token: t.user.token,
      body: { account: { email: false }, jobs: { inApp: false } },
    });
    restError(refused, 400, 'VALIDATION_FAILED');
    expect(problemFields(refused)).toEqual(['account.email']);
    // Nothing of a refused change is kept.
    const now = v2Data(await p.rest('GET', `${V2}/preferences`, { token: t.user.token }));
    expect(now.jobs).toEqual({ inApp: true, email: true });

    const empty = await p.rest('PUT', `${V2}/preferences`, { token: t.user.token, body: {} });
    expect(problemFields(empty)).toEqual(['preferences']);
    restError(await p.rest('GET', `${V2}/preferences`, { token: '' }), 401, 'UNAUTHENTICATED');
  });

  it('marks v1 answers deprecated with notifications v2 as successor, and leaves v2 answers unmarked', async () => {
    const v1 = await p.rest('GET', `${V1}/preferences`, { token: t.user.token });
    expect(v1.status).toBe(200);
    expect(v1.headers.deprecation).toBe(`@${Date.parse('2026-12-04T00:00:00Z') / 1000}`);
    expect(v1.headers.link).toBe(`<${V2}/preferences>; rel="successor-version"`);
    const v2 = await p.rest('GET', `${V2}/notifications/unread-count`, { token: t.user.token });
    expect(v2Data(v2)).toEqual(expect.any(Number));
    expect(v2.headers.deprecation).toBeUndefined();
  });
});

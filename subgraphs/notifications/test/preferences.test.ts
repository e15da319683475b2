import { randomUUID } from 'node:crypto';
import { newEvent } from '../../../lib/events/bus';
import { verifyAddress } from '../../../test/accounts';
import { restData, restError, problemFields } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { mailsTo, waitForMails } from '../../../test/mail';
import { waitFor } from '../../../test/wait';
import { MEDIA_JOB_FINISHED, type MediaJobFinishedData } from '../../media/common/events';

const { p, t } = platformFixture({ isolated: true });

const put = (token: string, preferences: unknown) =>
  p.rest('PUT', '/notifications/v1/preferences', { token, body: { preferences } });

/** A media job of `userId` ending, as the media service records it (subgraphs/media/common/events.ts). */
function jobFinished(userId: string): Promise<void> {
  const data: MediaJobFinishedData = {
    jobId: randomUUID(),
    userId,
    teamId: null,
    type: 'image-generation',
    status: 'completed',
    errorCode: null,
    finishedAt: new Date().toISOString(),
  };
  return p.platform.events.publish(newEvent(MEDIA_JOB_FINISHED, t.tenantId, data));
}

describe('notification preferences', () => {
  it('answers every category on every channel, on by default, account e-mails not changeable', async () => {
    const all = restData(
      await p.rest('GET', '/notifications/v1/preferences', { token: t.user.token }),
    );
    expect(all).toHaveLength(12);
    expect(all.every((c: { enabled: boolean }) => c.enabled)).toBe(true);
    expect(all.filter((c: { changeable: boolean }) => !c.changeable)).toEqual([
      { category: 'account', channel: 'email', enabled: true, changeable: false },
    ]);
  });

  it('refuses turning off account e-mails, repeats and an empty change, all problems at once', async () => {
    const refused = await put(t.user.token, [
      { category: 'account', channel: 'email', enabled: false },
      { category: 'jobs', channel: 'email', enabled: false },
      { category: 'jobs', channel: 'email', enabled: true },
    ]);
    restError(refused, 400, 'VALIDATION_FAILED');
    expect(problemFields(refused)).toEqual(['preferences[0].enabled', 'preferences[2]']);
    restError(await put(t.user.token, []), 400, 'VALIDATION_FAILED');
    restError(
      await put(t.user.token, [{ category: 'spam', channel: 'email', enabled: false }]),
      400,
      'VALIDATION_FAILED',
    );
    restError(await put('', []), 401, 'UNAUTHENTICATED');
  });

  it('job e-mails turned off stop job mails but not account mails; the inbox still gets the notice', async () => {
    // Job mails go to verified addresses only (docs/notifications.md, "Recipients").
    await Promise.all([verifyAddress(p, t.user.userId), verifyAddress(p, t.organizer.userId)]);
    const changed = restData(
      await put(t.user.token, [{ category: 'jobs', channel: 'email', enabled: false }]),
    );
    expect(changed).toContainEqual({
      category: 'jobs',
      channel: 'email',
      enabled: false,
      changeable: true,
    });
    // Only the caller's own choices changed.
    const others = restData(
      await p.rest('GET', '/notifications/v1/preferences', { token: t.organizer.token }),
    );
    expect(others.every((c: { enabled: boolean }) => c.enabled)).toBe(true);

    await jobFinished(t.user.userId);
    await jobFinished(t.organizer.userId);
    const [notice] = await waitFor(async () => {
      const list = restData(
        await p.rest('GET', '/notifications/v1/notifications', { token: t.user.token }),
      );
      return list.length > 0 && list;
    });
    expect(notice).toMatchObject({ kind: 'media_job_completed', category: 'jobs' });
    // The organizer, with the defaults, gets the mail; the user gets none.
    await waitForMails(p.mailDir, t.organizer.email, {
      subject: 'Your image-generation job is ready',
    });
    const jobMails = await p.prisma.mail.findMany({
      where: { userId: t.user.userId, category: 'jobs' },
    });
    expect(jobMails).toEqual([]);

    const subject = 'Confirm your e-mail address';
    const before = (await mailsTo(p.mailDir, t.user.email)).filter((m) => m.subject === subject);
    restData(await p.rest('POST', '/auth/v1/me/verification', { token: t.user.token }), 202);
    await waitForMails(p.mailDir, t.user.email, { subject, count: before.length + 1 });
  });
});

import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { MEDIA_JOB_FINISHED } from '../common/events';
import { CREDITS_NOT_HELD } from '../jobs/credit-rules';
import { LocalProvider } from '../providers';
import {
  callAs,
  GENERATE,
  killAllMedia,
  RETRY,
  startCrashingMedia,
  type CrashPoint,
} from './crash/processes';
import {
  balance,
  CountingProvider,
  createImageJob,
  expectLedgerConsistent,
  failingProvider,
  fundedUser,
  isFinal,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

// A media process killed (SIGKILL) at each point of a creation or a retry strands no credits: the
// hold runs out in identity, or the worker's recovery step confirms or fails the job (docs/media.md).

// Long enough for a crashing media process to start and the recovery to confirm on a machine busy
// with the whole suite (4 s was sometimes not), short enough for the tests that wait it out.
const HOLD_SECONDS = 8;
const { p, t: tenant } = platformFixture({
  creditHolds: { confirmSeconds: HOLD_SECONDS, sweepIntervalMs: 100 },
});
afterEach(killAllMedia);
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));
jest.setTimeout(90_000);

const IMAGE = { prompt: 'a lighthouse at dusk', width: 256, height: 256 };
const reservationsOf = (user: Session) =>
  p.prisma.creditReservation.findMany({
    where: { tenantId: tenant.tenantId, userId: user.userId },
    orderBy: { createdAt: 'asc' },
  });
const jobsOf = (user: Session) => p.prisma.mediaJob.findMany({ where: { ownerId: user.userId } });
const reservation = (id: string) =>
  p.prisma.creditReservation.findFirstOrThrow({ where: { tenantId: tenant.tenantId, id } });
const released = (id: string) =>
  waitFor(
    async () => (await reservation(id)).status === 'released',
    20_000,
    () => `reservation ${id} was not released`,
  );

/** Sends `query` to a media process that dies at `at`; answers once it is dead. */
async function crashDuring(
  at: CrashPoint,
  user: Session,
  query: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const media = await startCrashingMedia(p, at);
  const answer = await callAs(media, tenant.tenantId, user, query, variables);
  expect(answer).toEqual({ died: true });
  expect(await media.ended).toBe('SIGKILL');
}

/** A worker that counts provider calls per job; recovery only when asked (`recover()`) unless `recoverIntervalMs`. */
function countingWorker(calls: Map<string, number>, recoverIntervalMs = 0) {
  return testWorker(p, {
    providers: [new CountingProvider(new LocalProvider(p.storage), calls)],
    recoverIntervalMs,
    confirmGraceMs: 0,
  });
}

/** Moves a job's creation back by `seconds`: its hold's takeBy (and the clock margin) lie behind. */
const backdate = (id: string, seconds: number) =>
  p.prisma.mediaJob.update({
    where: { id },
    data: { createdAt: new Date(Date.now() - seconds * 1000) },
  });

describe('a creation killed', () => {
  it('before the job insert: nothing is held and no job exists', async () => {
    const user = await fundedUser(p, tenant, 100);
    await crashDuring('before-insert', user, GENERATE, { input: IMAGE });
    expect([await reservationsOf(user), await balance(p, user), await jobsOf(user)]).toEqual([
      [],
      100,
      [],
    ]);
  });

  it('after the insert, before identity was asked: recovery leaves it while a hold may come, then fails it with nothing charged', async () => {
    const user = await fundedUser(p, tenant, 100);
    const calls = new Map<string, number>();
    // A worker polls the queue all along; the unconfirmed job is not for it.
    const worker = countingWorker(calls);
    try {
      await crashDuring('after-insert', user, GENERATE, { input: IMAGE });
      const [job] = await jobsOf(user);
      expect([job.status, job.creditsConfirmedAt, await reservationsOf(user)]).toEqual([
        'queued',
        null,
        [],
      ]);
      // Identity does not know the hold, but could still take it: the recovery asks again later.
      expect(await worker.recover()).toBe(0);
      expect((await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(
        'queued',
      );
      await backdate(job.id, 120);
      expect(await worker.recover()).toBe(1);
      expect(await waitForJob(p, user, job.id, isFinal)).toMatchObject({
        status: 'failed',
        creditsCharged: 0,
        error: { code: CREDITS_NOT_HELD.code, message: CREDITS_NOT_HELD.message },
      });
      expect([
        calls.get(job.id),
        await ledgerOfJob(p, tenant.tenantId, job.id),
        await balance(p, user),
        await reservationsOf(user),
      ]).toEqual([undefined, [], 100, []]);
      // The lapse is a failure its owner is told about, once.
      const finished = await p.prisma.outboxEvent.findMany({
        where: { type: MEDIA_JOB_FINISHED, subject: job.id },
      });
      expect(finished.map((e) => e.data)).toEqual([
        expect.objectContaining({ status: 'failed', errorCode: CREDITS_NOT_HELD.code }),
      ]);
    } finally {
      await worker.stop();
    }
  });

  it('after identity confirmed but before media recorded it: the hold outlives its deadline and the job runs, charged once', async () => {
    const user = await fundedUser(p, tenant, 100);
    await crashDuring('after-confirm', user, GENERATE, { input: IMAGE });
    const [job] = await jobsOf(user);
    const hold = await reservation(job.reservationId);
    expect([
      job.creditsConfirmedAt,
      hold.status,
      hold.confirmBy,
      hold.confirmedAt === null,
    ]).toEqual([null, 'reserved', null, false]);
    // Well past the deadline it would have had, the platform's sweep (every 100 ms) left it alone.
    const deadline = hold.createdAt.getTime() + HOLD_SECONDS * 1000;
    await waitFor(() => Date.now() > deadline + 1000, 10_000);
    expect((await reservation(job.reservationId)).status).toBe('reserved');
    const calls = new Map<string, number>();
    const worker = countingWorker(calls, 20);
    try {
      expect(await waitForJob(p, user, job.id, isFinal, 20_000)).toMatchObject({
        status: 'completed',
        creditsCharged: 10,
      });
    } finally {
      await worker.stop();
    }
    expect([
      calls.get(job.id),
      await ledgerOfJob(p, tenant.tenantId, job.id),
      await balance(p, user),
    ]).toEqual([1, ['reserve', 'charge'], 90]);
  });
});

describe('a retry killed', () => {
  /** A job of `user` that failed at its provider (its first hold released). */
  async function failedJob(user: Session): Promise<string> {
    const id = await createImageJob(p, user);
    const worker = testWorker(p, { providers: [failingProvider()] });
    try {
      await waitForJob(p, user, id, isFinal);
    } finally {
      await worker.stop();
    }
    return id;
  }

  it('between the new hold and the requeue: the hold runs out, the job stays failed and can be retried again', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await failedJob(user);
    await crashDuring('before-requeue', user, RETRY, { id });
    const holds = await reservationsOf(user);
    expect(holds.map((h) => [h.reference, h.status])).toEqual([
      [`media-job:${id}:attempt-1`, 'released'],
      [`media-job:${id}:attempt-2`, 'reserved'],
    ]);
    expect((await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } })).status).toBe('failed');
    await released(holds[1].id);
    expect(await balance(p, user)).toBe(100);
    const retried = await p.rest('POST', `/media/v1/jobs/${id}/retry`, { token: user.token });
    expect([retried.status, retried.body.data.status, retried.body.data.attempt]).toEqual([
      200,
      'queued',
      2,
    ]);
    const worker = testWorker(p);
    try {
      expect(await waitForJob(p, user, id, isFinal)).toMatchObject({
        status: 'completed',
        creditsCharged: 10,
      });
    } finally {
      await worker.stop();
    }
    expect([await ledgerOfJob(p, tenant.tenantId, id), await balance(p, user)]).toEqual([
      ['reserve', 'release', 'reserve', 'release', 'reserve', 'charge'],
      90,
    ]);
  });

  it('after the requeue: the recovery step confirms the new hold and the job runs, charged once', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await failedJob(user);
    await crashDuring('after-requeue', user, RETRY, { id });
    const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } });
    expect([job.status, job.attempt, job.creditsConfirmedAt]).toEqual(['queued', 2, null]);
    const calls = new Map<string, number>();
    const worker = countingWorker(calls, 20);
    try {
      expect(await waitForJob(p, user, id, isFinal, 20_000)).toMatchObject({
        status: 'completed',
        attempt: 2,
        creditsCharged: 10,
      });
    } finally {
      await worker.stop();
    }
    expect([
      calls.get(id),
      await ledgerOfJob(p, tenant.tenantId, id),
      await balance(p, user),
    ]).toEqual([1, ['reserve', 'release', 'reserve', 'charge'], 90]);
  });
});

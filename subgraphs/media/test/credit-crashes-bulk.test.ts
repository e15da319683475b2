import { systemClock, type Clock } from '../../../lib/clock';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { CREDITS_NOT_HELD } from '../jobs/credit-rules';
import {
  callAs,
  GENERATE,
  killAllMedia,
  killHard,
  startMediaSubgraphProcess,
} from './crash/processes';
import { balance, expectLedgerConsistent, fundedUser, testWorker } from './worker-helpers';

// The field report: 12 concurrent image creations, then kill -9 of the media process 20 to 300 ms
// later, three times over. After recovery (identity's sweep, the worker's recovery step) every
// reservation is settled exactly once and agrees with its job; nothing stays locked.

// Long enough for a cold process's first creation on a machine busy with the whole suite (seen: over 4 s).
const HOLD_SECONDS = 8;
const { p, t: tenant } = platformFixture({
  creditHolds: { confirmSeconds: HOLD_SECONDS, sweepIntervalMs: 100 },
});
afterEach(killAllMedia);
// Three starts of a media process (its providers load sharp, WASM encoders and ethers), then the
// recovery.
jest.setTimeout(330_000);

const FINAL = ['completed', 'failed', 'cancelled'];

it('strands no credits when the media process is killed amid concurrent creations', async () => {
  const user = await fundedUser(p, tenant, 10_000);
  const where = { tenantId: tenant.tenantId, userId: user.userId };
  let answered = 0;
  for (let round = 0; round < 3; round++) {
    // `npm run start:subgraph -- media`, as deployed alone, serving the creations directly; one
    // creation first so that the process is warm, as a process in production is.
    const media = await startMediaSubgraphProcess(p);
    const create = () =>
      callAs(media, tenant.tenantId, user, GENERATE, {
        input: { prompt: `round ${round}`, width: 256, height: 256 },
      });
    const warm = await create();
    if (warm.body?.data?.generateImage?.status !== 'queued')
      throw new Error(`warm-up creation failed: ${JSON.stringify(warm)}\n${media.output()}`);
    const before = await p.prisma.creditReservation.count({ where });
    const creations = Array.from({ length: 12 }, create);
    // The kill lands once 1 to 8 of the 12 holds exist: the others are somewhere in their steps.
    const holds = 1 + Math.floor(Math.random() * 8);
    await waitFor(
      async () => (await p.prisma.creditReservation.count({ where })) - before >= holds,
      20_000,
    );
    await killHard(media);
    answered +=
      1 + (await Promise.all(creations)).filter((c) => c.body?.data?.generateImage).length;
  }

  // After the restart: the worker (with its recovery step) and identity's sweep do the rest. The
  // worker's clock is as it will be once no creation's hold can still be taken (credit-rules.ts:
  // a minute after the job's insert), so the jobs whose hold never came are failed now, not in a
  // minute; every hold identity took is settled by identity's own clock, as before.
  const aMinuteOn: Clock = { now: () => new Date(systemClock.now().getTime() + 61_000) };
  const worker = testWorker(p, { recoverIntervalMs: 20, confirmGraceMs: 0, clock: aMinuteOn });
  try {
    let left: unknown;
    await waitFor(
      async () => {
        const [holding, unfinished] = await Promise.all([
          p.prisma.creditReservation.findMany({ where: { ...where, status: 'reserved' } }),
          p.prisma.mediaJob.findMany({
            where: { ownerId: user.userId, status: { notIn: FINAL as never } },
          }),
        ]);
        left = { holding, unfinished };
        return holding.length === 0 && unfinished.length === 0;
      },
      150_000,
      () => `left unsettled: ${JSON.stringify(left)}`,
    );
  } finally {
    await worker.stop();
  }

  const [reservations, jobs] = await Promise.all([
    p.prisma.creditReservation.findMany({ where }),
    p.prisma.mediaJob.findMany({ where: { ownerId: user.userId } }),
  ]);
  const jobOf = new Map(jobs.map((job) => [job.reservationId, job]));
  // Some creations were cut short: more holds were taken than creations answered.
  expect(reservations.length).toBeGreaterThan(answered);
  expect(jobs.length).toBeGreaterThanOrEqual(answered);
  for (const reservation of reservations) {
    const job = jobOf.get(reservation.id);
    const story = {
      reservation: reservation.status,
      job: job && [job.status, job.creditsCharged, job.errorCode],
    };
    if (reservation.status === 'charged') {
      // Charged: a job that ran to completion, its hold confirmed first, for the amount held.
      expect(story).toEqual({
        reservation: 'charged',
        job: ['completed', reservation.amount, null],
      });
      expect(reservation.confirmedAt).not.toBeNull();
    } else {
      // Given back: no job came of it, or the job never ran and says why.
      expect([
        reservation.status,
        story.job === undefined ||
          JSON.stringify(story.job) === JSON.stringify(['failed', 0, CREDITS_NOT_HELD.code]),
      ]).toEqual(['released', true]);
    }
  }
  // Every job ended. Its hold exists in identity, or it was killed between its insert and its one
  // identity call (docs/media.md, "Credits") and failed for want of a hold, charged nothing.
  for (const job of jobs)
    expect([
      FINAL.includes(job.status),
      reservations.some((r) => r.id === job.reservationId) ||
        JSON.stringify([job.status, job.creditsCharged, job.errorCode]) ===
          JSON.stringify(['failed', 0, CREDITS_NOT_HELD.code]),
    ]).toEqual([true, true]);
  const charged = reservations
    .filter((r) => r.status === 'charged')
    .reduce((sum, r) => sum + r.amount, 0);
  expect(await balance(p, user)).toBe(10_000 - charged);
  await expectLedgerConsistent(p, tenant.tenantId);
});

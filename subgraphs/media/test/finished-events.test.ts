import { InProcessEventBus } from '../../../lib/events/in-process';
import { onlyOutboxRow, outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { MEDIA_JOB_FINISHED } from '../common/events';
import type { RunResult } from '../worker';
import {
  BlockingProvider,
  createImageJob,
  expectLedgerConsistent,
  failingProvider,
  fundedUser,
  isFinal,
  testWorker,
  waitForJob,
} from './worker-helpers';

const { p, t: tenant } = platformFixture({ isolated: true });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

const finishedEvents = (jobId: string) => outboxRowsAbout(p.prisma, MEDIA_JOB_FINISHED, jobId);

describe('media.job.finished: one outbox event per job that ends', () => {
  it('records one for a completed job, with its owner, type and time', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const worker = testWorker(p);
    let job;
    try {
      job = await waitForJob(p, user, id, isFinal);
    } finally {
      await worker.stop();
    }
    expect(job.status).toBe('completed');
    const event = await onlyOutboxRow(p.prisma, 'media', MEDIA_JOB_FINISHED, id);
    expect(event.tenantId).toBe(tenant.tenantId);
    expect(event.data).toEqual({
      jobId: id,
      userId: user.userId,
      teamId: null,
      type: 'image-generation',
      status: 'completed',
      errorCode: null,
      finishedAt: job.completedAt,
    });
  });

  it('records one for a failed job, with its error code', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const worker = testWorker(p, { providers: [failingProvider()] });
    let job;
    try {
      job = await waitForJob(p, user, id, isFinal);
    } finally {
      await worker.stop();
    }
    expect(job).toMatchObject({ status: 'failed', error: { code: 'ERR_PROVIDER_ERROR' } });
    const events = await finishedEvents(id);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        jobId: id,
        status: 'failed',
        errorCode: 'ERR_PROVIDER_ERROR',
        finishedAt: job.failedAt,
      }),
    ]);
  });

  it('records a run past its time limit as failed with ERR_JOB_TIMEOUT', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    await p.prisma.mediaJob.update({ where: { id }, data: { timeoutSeconds: 1 } });
    const worker = testWorker(p, { providers: [new BlockingProvider({ honourSignal: true })] });
    try {
      expect(await waitForJob(p, user, id, isFinal)).toMatchObject({ status: 'failed' });
    } finally {
      await worker.stop();
    }
    const events = await finishedEvents(id);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: 'ERR_JOB_TIMEOUT' }),
    ]);
  });

  it('records none when a cancel wins over a completion (the worker finished after it)', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const provider = new BlockingProvider({ honourSignal: false });
    let ended: (result: RunResult) => void = () => undefined;
    const result = new Promise<RunResult>((resolve) => (ended = resolve));
    // A bus of its own: the worker does not hear the cancel, so its completion is written and misses.
    const worker = testWorker(p, {
      providers: [provider],
      events: new InProcessEventBus(),
      onJobEnded: (_id, r) => ended(r),
      leaseMs: 60_000,
    });
    try {
      await provider.started;
      const cancelled = await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
      provider.finish();
      expect(await result).toBe('lost');
    } finally {
      await worker.stop();
    }
    expect(await finishedEvents(id)).toEqual([]);
  });
});

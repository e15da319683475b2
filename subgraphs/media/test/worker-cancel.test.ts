import { InProcessEventBus } from '../../../lib/events/in-process';
import { platformFixture } from '../../../test/fixture';
import type { RunResult } from '../worker';
import {
  balance,
  BlockingProvider,
  createImageJob,
  expectLedgerConsistent,
  fundedUser,
  getJob,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

const { p, t: tenant } = platformFixture({ isolated: true });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

/** Resolves with the result of the first job the worker ends. */
function firstResult(): {
  promise: Promise<RunResult>;
  onJobEnded: (id: string, result: RunResult) => void;
} {
  let resolve: (result: RunResult) => void = () => undefined;
  const promise = new Promise<RunResult>((r) => (resolve = r));
  return { promise, onJobEnded: (_id, result) => resolve(result) };
}

describe('media worker: cancel during processing', () => {
  it('stops the provider at once when the job is cancelled, refunds once and never charges', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const provider = new BlockingProvider({ honourSignal: true });
    const ended = firstResult();
    const worker = testWorker(p, { providers: [provider], onJobEnded: ended.onJobEnded });
    try {
      await provider.started;
      expect(await getJob(p, user, id)).toMatchObject({ status: 'processing', progress: 30 });
      const cancelled = await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
      expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled', creditsRefunded: 10 });
      expect(await ended.promise).toBe('lost');
      expect(provider.signals.get(id)?.aborted).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(await getJob(p, user, id)).toMatchObject({
      status: 'cancelled',
      creditsCharged: 0,
      creditsRefunded: 10,
      outputs: [],
    });
    expect(await balance(p, user)).toBe(100);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'refund']);
  });

  it('wins over a worker in another process that finishes after the cancel: its completion misses', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    // A bus of its own: the worker does not hear the cancel event, like a worker on another host.
    const provider = new BlockingProvider({ honourSignal: false });
    const ended = firstResult();
    const worker = testWorker(p, {
      providers: [provider],
      events: new InProcessEventBus(),
      onJobEnded: ended.onJobEnded,
      leaseMs: 60_000,
    });
    try {
      await provider.started;
      await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
      provider.finish();
      expect(await ended.promise).toBe('lost');
    } finally {
      await worker.stop();
    }
    const job = await waitForJob(p, user, id, () => true);
    expect(job).toMatchObject({
      status: 'cancelled',
      progress: 30,
      creditsCharged: 0,
      creditsRefunded: 10,
      completedAt: null,
    });
    expect(await balance(p, user)).toBe(100);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'refund']);
  });

  it('hands a job back when the worker is stopped mid-job, and the next worker completes it', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const provider = new BlockingProvider({ honourSignal: true });
    const first = testWorker(p, { providers: [provider], leaseMs: 60_000 });
    await provider.started;
    await first.stop(50);
    const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } });
    expect(job.status).toBe('processing');
    expect(job.leaseExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const second = testWorker(p);
    try {
      expect(await waitForJob(p, user, id, (j) => j.status === 'completed', 3000)).toMatchObject({
        creditsCharged: 10,
      });
    } finally {
      await second.stop();
    }
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });
});

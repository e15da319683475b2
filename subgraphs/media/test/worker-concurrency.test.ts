import { platformFixture } from '../../../test/fixture';
import { LocalProvider } from '../providers';
import { mediaJobQueue } from '../worker/queue-store';
import {
  balance,
  BlockingProvider,
  CountingProvider,
  createImageJob,
  expectLedgerConsistent,
  fundedUser,
  getJob,
  isFinal,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

const { p, t: tenant } = platformFixture({ isolated: true });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

describe('media worker: several workers', () => {
  it('hands each queued job to exactly one of many concurrent claims (FOR UPDATE SKIP LOCKED)', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const ids = await Promise.all(Array.from({ length: 10 }, () => createImageJob(p, user)));
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        mediaJobQueue.claim(p.prisma, `claimer-${i}`, 60_000, 1),
      ),
    );
    const won = claims.flat().map((c) => c.id);
    expect(won.sort()).toEqual([...ids].sort());
    // Hand them back for the cancel below: a lease that has run out.
    await p.prisma.mediaJob.updateMany({
      where: { id: { in: ids } },
      data: { leaseExpiresAt: new Date(0) },
    });
    for (const id of ids)
      await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
    expect(await balance(p, user)).toBe(1000);
  });

  it('hands each queued job to exactly one of many concurrent batch claims, at most the limit each', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const ids = await Promise.all(Array.from({ length: 12 }, () => createImageJob(p, user)));
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        mediaJobQueue.claim(p.prisma, `batch-claimer-${i}`, 60_000, 3),
      ),
    );
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(3);
    const won = batches.flat().map((c) => c.id);
    // Every job once: none handed to two claimers, none left behind while claimers had room.
    expect([...won].sort()).toEqual([...ids].sort());
    const rows = await p.prisma.mediaJob.findMany({ where: { id: { in: ids } } });
    const owners = new Map(
      batches.flatMap((batch, i) => batch.map((c) => [c.id, `batch-claimer-${i}`] as const)),
    );
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'processing',
        leaseOwner: owners.get(row.id),
        attempt: 1,
      });
    expect(await mediaJobQueue.claim(p.prisma, 'late-claimer', 60_000, 5)).toEqual([]);
    await p.prisma.mediaJob.updateMany({
      where: { id: { in: ids } },
      data: { leaseExpiresAt: new Date(0) },
    });
    for (const id of ids)
      await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
    expect(await balance(p, user)).toBe(1000);
  });

  it('runs 20 jobs on two workers, each job exactly once, each charged once', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const ids = await Promise.all(Array.from({ length: 20 }, () => createImageJob(p, user)));
    const calls = new Map<string, number>();
    const perWorker = [new Set<string>(), new Set<string>()];
    const workers = perWorker.map((mine) =>
      testWorker(p, {
        providers: [new CountingProvider(new LocalProvider(p.storage), calls)],
        onJobEnded: (id) => mine.add(id),
      }),
    );
    try {
      for (const id of ids)
        expect((await waitForJob(p, user, id, isFinal)).status).toBe('completed');
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(ids.map((id) => calls.get(id))).toEqual(ids.map(() => 1));
    expect(perWorker[0].size + perWorker[1].size).toBe(20);
    expect([...perWorker[0]].filter((id) => perWorker[1].has(id))).toEqual([]);
    expect(await balance(p, user)).toBe(1000 - 20 * 10);
    for (const id of ids.slice(0, 3))
      expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });

  it('recovers from a worker that dies mid-job: another worker takes it after the lease runs out', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const stuck = new BlockingProvider({ honourSignal: false });
    const doomed = testWorker(p, { providers: [stuck], leaseMs: 600 });
    await stuck.started;
    const claimed = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } });
    expect(claimed).toMatchObject({ status: 'processing', leaseOwner: doomed.id });
    await doomed.kill();
    // Its last renewal is where the lease ends; nobody may take the job before then.
    const { leaseExpiresAt } = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } });

    const calls = new Map<string, number>();
    const rescuer = testWorker(p, {
      providers: [new CountingProvider(new LocalProvider(p.storage), calls)],
      leaseMs: 600,
    });
    let job;
    try {
      job = await waitForJob(p, user, id, isFinal, 5000);
    } finally {
      await rescuer.stop();
    }
    expect(job).toMatchObject({ status: 'completed', creditsCharged: 10, attempt: 1 });
    expect(new Date(job.completedAt).getTime()).toBeGreaterThanOrEqual(leaseExpiresAt!.getTime());
    expect(calls.get(id)).toBe(1);
    // The dead worker's provider returning late changes nothing.
    stuck.finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await getJob(p, user, id)).toMatchObject({ status: 'completed', creditsCharged: 10 });
    expect(await balance(p, user)).toBe(90);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });
});

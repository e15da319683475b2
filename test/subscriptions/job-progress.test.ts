import { platformFixture } from '../fixture';
import { insertJob, publishJob } from './jobs';
import { useClients, Recording } from './ws-client';

const { p, t: tenant } = platformFixture({ isolated: true });

const client = useClients(() => p);

const PROGRESS = 'subscription($id: ID!) { jobProgress(jobId: $id) { id status progress } }';

describe('jobProgress over graphql-ws', () => {
  it('yields the job now, then every change up to 100 and completed, then completes', async () => {
    const job = await insertJob(p, tenant.tenantId, tenant.user);
    const r = new Recording(client(tenant.user.token), PROGRESS, { id: job.id });
    // The current state comes first; once it is here, the subscription is registered.
    await r.until((x) => x.results.length === 1);
    expect(r.results[0]).toEqual({
      data: { jobProgress: { id: job.id, status: 'processing', progress: 0 } },
    });

    for (let progress = 10; progress <= 100; progress += 10)
      await publishJob(p, job, 'processing', progress);
    await publishJob(p, job, 'completed', 100);
    await r.until((x) => x.completed);

    const seen = r.results.slice(1).map((x) => x.data.jobProgress);
    expect(seen.map((j) => j.progress)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 100]);
    expect(seen.map((j) => j.status)).toEqual([...Array(10).fill('processing'), 'completed']);
    expect(r.error).toBeUndefined();
  });

  it('ignores the events of other jobs and stops at failed or cancelled', async () => {
    const [job, other] = await Promise.all([
      insertJob(p, tenant.tenantId, tenant.user),
      insertJob(p, tenant.tenantId, tenant.user),
    ]);
    const failed = new Recording(client(tenant.user.token), PROGRESS, { id: job.id });
    const cancelled = new Recording(client(tenant.user.token), PROGRESS, { id: other.id });
    await Promise.all([
      failed.until((x) => x.results.length === 1),
      cancelled.until((x) => x.results.length === 1),
    ]);
    await publishJob(p, other, 'processing', 40);
    await publishJob(p, job, 'failed', 30);
    await publishJob(p, other, 'cancelled', 40);
    await Promise.all([failed.until((x) => x.completed), cancelled.until((x) => x.completed)]);
    expect(failed.results.slice(1).map((x) => x.data.jobProgress.status)).toEqual(['failed']);
    expect(cancelled.results.slice(1).map((x) => x.data.jobProgress.status)).toEqual([
      'processing',
      'cancelled',
    ]);
  });

  it('yields a job that has already ended once and completes', async () => {
    const job = await insertJob(p, tenant.tenantId, tenant.user, { status: 'completed' });
    const r = new Recording(client(tenant.user.token), PROGRESS, { id: job.id });
    await r.until((x) => x.completed);
    expect(r.results.map((x) => x.data.jobProgress.status)).toEqual(['completed']);
  });

  it('is NOT_FOUND for a job the caller cannot see, a missing job or a malformed id', async () => {
    const [other, adminsJob] = await Promise.all([
      p.newTenant(),
      insertJob(p, tenant.tenantId, tenant.admin),
    ]);
    const theirs = await insertJob(p, other.tenantId, other.user);
    for (const id of [
      theirs.id,
      adminsJob.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const r = new Recording(client(tenant.user.token), PROGRESS, { id });
      await r.until((x) => x.completed);
      expect(r.results).toHaveLength(1);
      expect(r.results[0].errors?.[0].extensions).toMatchObject({
        code: 'NOT_FOUND',
        httpStatus: 404,
      });
    }
  });

  it('resolves federated fields, aliases and fragments as the subscriber selected them', async () => {
    const job = await insertJob(p, tenant.tenantId, tenant.user);
    const query = `subscription($id: ID!, $withOwner: Boolean!) {
      p: jobProgress(jobId: $id) { ...Head pct: progress owner @include(if: $withOwner) { email } }
    }
    fragment Head on Job { id state: status type }`;
    const r = new Recording(client(tenant.admin.token), query, { id: job.id, withOwner: true });
    await r.until((x) => x.results.length === 1);
    await publishJob(p, job, 'processing', 55);
    await r.until((x) => x.results.length === 2);
    expect(r.results[1]).toEqual({
      data: {
        p: {
          id: job.id,
          state: 'processing',
          type: 'image-generation',
          pct: 55,
          owner: { email: tenant.user.email },
        },
      },
    });
  });
});

import { platformFixture } from '../fixture';
import { insertJob, publishJob, untilRegistered, type JobFixture } from './jobs';
import { useClients, Recording, sleep } from './ws-client';

const { p, t: tenant } = platformFixture({ isolated: true });

const client = useClients(() => p);

const UPDATED =
  'subscription($status: JobStatus, $type: String) { jobUpdated(status: $status, type: $type) { id status progress type } }';
const ids = (r: Recording): string[] => r.results.map((x) => x.data.jobUpdated.id);
const progressOf = (r: Recording, job: JobFixture): number[] =>
  r.results.filter((x) => x.data.jobUpdated.id === job.id).map((x) => x.data.jobUpdated.progress);

describe('jobUpdated over graphql-ws', () => {
  it("never delivers another tenant's events to a second tenant's client", async () => {
    const second = await p.newTenant();
    const [mine, theirs] = await Promise.all([
      insertJob(p, tenant.tenantId, tenant.user),
      insertJob(p, second.tenantId, second.admin),
    ]);
    const spy = new Recording(client(second.admin.token), UPDATED);
    const owner = new Recording(client(tenant.user.token), UPDATED);
    await untilRegistered(spy, () => publishJob(p, theirs, 'processing', 1));
    await untilRegistered(owner, () => publishJob(p, mine, 'processing', 1));

    for (let progress = 10; progress <= 100; progress += 30)
      await publishJob(p, mine, 'processing', progress);
    await publishJob(p, mine, 'completed', 100);
    // A forged event: the second tenant's id on the first tenant's job resolves to nothing for them.
    await publishJob(p, mine, 'processing', 66, second.tenantId);
    await publishJob(p, theirs, 'processing', 77);
    await spy.until((r) => progressOf(r, theirs).includes(77));
    await owner.until((r) => r.results.some((x) => x.data.jobUpdated.status === 'completed'));

    expect(ids(spy).every((id) => id === theirs.id)).toBe(true);
    expect(progressOf(owner, mine).filter((n) => n !== 1)).toEqual([10, 40, 70, 100, 100]);
    expect(ids(owner).every((id) => id === mine.id)).toBe(true);
  });

  it('delivers only the jobs the caller may see: their own, or all of the tenant to admins', async () => {
    const [usersJob, organizersJob] = await Promise.all([
      insertJob(p, tenant.tenantId, tenant.user),
      insertJob(p, tenant.tenantId, tenant.organizer),
    ]);
    const user = new Recording(client(tenant.user.token), UPDATED);
    const admin = new Recording(client(tenant.admin.token), UPDATED);
    await untilRegistered(user, () => publishJob(p, usersJob, 'processing', 1));
    await untilRegistered(admin, () => publishJob(p, usersJob, 'processing', 1));
    await publishJob(p, organizersJob, 'processing', 50);
    await publishJob(p, usersJob, 'processing', 60);
    await Promise.all([
      user.until((r) => progressOf(r, usersJob).includes(60)),
      admin.until((r) => progressOf(r, usersJob).includes(60)),
    ]);
    expect(progressOf(admin, organizersJob)).toEqual([50]);
    expect(progressOf(user, organizersJob)).toEqual([]);
  });

  it('filters by status and by type', async () => {
    const [image, video] = await Promise.all([
      insertJob(p, tenant.tenantId, tenant.user),
      insertJob(p, tenant.tenantId, tenant.user, { type: 'video-generation' }),
    ]);
    const c = client(tenant.user.token);
    const completed = new Recording(c, UPDATED, { status: 'completed' });
    const videos = new Recording(c, UPDATED, { type: 'video-generation' });
    const both = new Recording(c, UPDATED, { status: 'processing', type: 'video-generation' });
    // Opened last on the same socket: once it receives, the others are registered too.
    const all = new Recording(c, UPDATED);
    await untilRegistered(all, () => publishJob(p, image, 'queued', 1));

    await publishJob(p, image, 'processing', 20);
    await publishJob(p, video, 'processing', 30);
    await publishJob(p, image, 'completed', 100);
    await publishJob(p, video, 'completed', 100);
    await all.until(
      (r) => r.results.filter((x) => x.data.jobUpdated.status === 'completed').length === 2,
    );
    await sleep(200);

    const summary = (r: Recording) =>
      r.results.map((x) => `${x.data.jobUpdated.type}:${x.data.jobUpdated.status}`);
    expect(summary(completed)).toEqual([
      'image-generation:completed',
      'video-generation:completed',
    ]);
    expect(summary(videos)).toEqual(['video-generation:processing', 'video-generation:completed']);
    expect(summary(both)).toEqual(['video-generation:processing']);
  });

  it('stops delivering after the client unsubscribes and the gateway keeps serving others', async () => {
    const job = await insertJob(p, tenant.tenantId, tenant.user);
    const c = client(tenant.user.token);
    const gone = new Recording(c, UPDATED);
    const stays = new Recording(c, UPDATED);
    await untilRegistered(stays, () => publishJob(p, job, 'processing', 1));
    await gone.until((r) => r.results.length > 0);
    gone.unsubscribe();
    const before = gone.results.length;
    await publishJob(p, job, 'processing', 90);
    await stays.until((r) => progressOf(r, job).includes(90));
    await sleep(100);
    expect(gone.results).toHaveLength(before);
  });
});

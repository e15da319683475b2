import { platformFixture } from '../fixture';
import { insertJob, publishJob, untilRegistered } from './jobs';
import { useClients, Recording } from './ws-client';

const { p, t: tenant } = platformFixture({ isolated: true });

const client = useClients(() => p);

// One document for every subscriber: only the caller tells their deliveries apart.
const UPDATED = 'subscription { jobUpdated { id progress owner { email } } }';
type Seen = { id: string; progress: number; owner: { email: string } };
const seen = (r: Recording): Seen[] => r.results.map((x) => x.data.jobUpdated);

/*
 * Subscribers share one resolution and one serialised message per event only when tenant, caller
 * and selection are equal (docs/subscriptions.md, "How it works"). Several sockets per caller
 * make the sharing happen; callers with different rights must still get different answers.
 */
describe('shared deliveries over graphql-ws', () => {
  it('gives callers with different rights different payloads for the same event, and the same to one caller', async () => {
    const other = await p.newTenant();
    const [usersJob, organizersJob] = await Promise.all([
      insertJob(p, tenant.tenantId, tenant.user),
      insertJob(p, tenant.tenantId, tenant.organizer),
    ]);
    const admins = [
      new Recording(client(tenant.admin.token), UPDATED),
      new Recording(client(tenant.admin.token), UPDATED),
    ];
    const users = [
      new Recording(client(tenant.user.token), UPDATED),
      new Recording(client(tenant.user.token), UPDATED),
    ];
    const stranger = new Recording(client(other.admin.token), UPDATED);
    for (const r of [...admins, ...users])
      await untilRegistered(r, () => publishJob(p, usersJob, 'processing', 1));
    const strangersJob = await insertJob(p, other.tenantId, other.admin);
    await untilRegistered(stranger, () => publishJob(p, strangersJob, 'processing', 1));

    await publishJob(p, organizersJob, 'processing', 50);
    // The organizer's job under the other tenant's id: resolved for the other tenant, it is nothing.
    await publishJob(p, organizersJob, 'processing', 55, other.tenantId);
    await publishJob(p, usersJob, 'processing', 60);
    await Promise.all(
      [...admins, ...users].map((r) => r.until((x) => seen(x).some((s) => s.progress === 60))),
    );
    await publishJob(p, strangersJob, 'processing', 70);
    await stranger.until((x) => seen(x).some((s) => s.progress === 70));

    const after = (r: Recording) => seen(r).filter((s) => s.progress > 1);
    for (const r of admins) {
      expect(after(r)).toEqual([
        { id: organizersJob.id, progress: 50, owner: { email: tenant.organizer.email } },
        { id: usersJob.id, progress: 60, owner: { email: tenant.user.email } },
      ]);
    }
    for (const r of users)
      expect(after(r)).toEqual([
        { id: usersJob.id, progress: 60, owner: { email: tenant.user.email } },
      ]);
    expect(after(stranger)).toEqual([
      { id: strangersJob.id, progress: 70, owner: { email: other.admin.email } },
    ]);
  });
});

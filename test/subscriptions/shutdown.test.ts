import { startTestPlatform } from '../harness';
import { connect, Recording } from './ws-client';

describe('gateway stop with open subscriptions', () => {
  it('closes every socket with 1001 and stops promptly', async () => {
    const p = await startTestPlatform();
    const tenant = await p.newTenant();
    const client = connect(p, tenant.user.token);
    const r = new Recording(client, 'subscription { jobUpdated { id } }');
    // The connection is acknowledged once another subscription on it answers.
    const probe = new Recording(client, 'subscription { jobProgress(jobId: "missing") { id } }');
    await probe.until((x) => x.completed);

    const started = Date.now();
    await p.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await r.closeCode()).toBe(1001);
    await client.dispose();
  });
});

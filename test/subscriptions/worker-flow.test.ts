import type { Client } from 'graphql-ws';
import { startMediaWorker, type MediaWorker } from '../../subgraphs/media/worker';
import { platformFixture } from '../fixture';
import { payingUser } from './jobs';
import { connect, Recording } from './ws-client';

const { p, t: tenant } = platformFixture({ isolated: true });

let worker: MediaWorker | undefined;
let client: Client | undefined;
afterEach(async () => {
  await worker?.stop();
  await client?.dispose();
});

describe('a real job seen through jobProgress', () => {
  it('receives the worker’s progress up to 100, then completed with its outputs and owner, then completes', async () => {
    const user = await payingUser(p, tenant);
    const created = await p.rest('POST', '/media/v1/images/generate', {
      token: user.token,
      body: { prompt: 'a lighthouse at dusk', width: 256, height: 256 },
    });
    expect(created.status).toBe(202);
    const jobId: string = created.body.data.jobId;

    client = connect(p, user.token);
    const r = new Recording(
      client,
      'subscription($id: ID!) { jobProgress(jobId: $id) { id status progress outputs { url } owner { email } } }',
      { id: jobId },
    );
    await r.until((x) => x.results.length === 1);
    expect(r.results[0].data.jobProgress).toMatchObject({
      id: jobId,
      status: 'queued',
      progress: 0,
    });

    const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
    worker = startMediaWorker({
      prisma: p.prisma,
      storage: p.storage,
      events: p.platform.events,
      peers: { identity },
      pollIntervalMs: 20,
      leaseMs: 1000,
      settleIntervalMs: 0,
    });
    await r.until((x) => x.completed, 20_000);

    const jobs = r.results.map((x) => x.data.jobProgress);
    const progress = jobs.map((j) => j.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const last = jobs[jobs.length - 1];
    expect(last).toMatchObject({
      status: 'completed',
      progress: 100,
      owner: { email: user.email },
    });
    expect(last.outputs.length).toBeGreaterThan(0);
    expect(jobs.some((j) => j.status === 'processing')).toBe(true);
    expect(r.error).toBeUndefined();
  });
});

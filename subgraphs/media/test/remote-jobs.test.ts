import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { providerChain } from '../providers';
import { pictureSize } from '../providers/file-info';
import { mediaProviderSettings, type MediaProviderSettings } from '../providers/settings';
import type { MediaWorker } from '../worker';
import { insertJob } from './helpers';
import {
  fakeFal,
  fakeReplicate,
  fileHost,
  png,
  type FalPlan,
  type ReplicatePlan,
} from './remote-fakes';
import {
  balance,
  download,
  expectLedgerConsistent,
  fundedUser,
  getJob,
  isFinal,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

// Jobs naming providers, end to end through the gateway: created over REST, run by a worker on
// the Replicate and fal routes of MEDIA_PROVIDER_MAP (loopback services), cancelled, timed out.

const picture = png(96, 64, [30, 160, 90]);
const files = fileHost({ 'out.png': { type: 'image/png', data: picture } });
const replicatePlans: Record<string, ReplicatePlan> = {
  'acme/broken': { steps: ['processing', 'failed'], error: 'NSFW content detected' },
  'acme/slow-video': { steps: ['processing'] },
  'acme/flaky': { steps: ['failed'], error: 'Service temporarily overloaded' },
};
const replicate = fakeReplicate('r8_job_secret', replicatePlans);
const falPlans: Record<string, FalPlan> = {
  'fal-ai/flux/schnell': { steps: ['IN_PROGRESS', 'COMPLETED'], result: { status: 200, body: {} } },
  'fal-ai/luma/video': { steps: ['IN_QUEUE'], result: { status: 200, body: {} } },
};
const fal = fakeFal('fal_job_secret', falPlans);

let settings: MediaProviderSettings;
let worker: MediaWorker;
const logged: string[] = [];
const record = (message: string) => void logged.push(message);

const {
  p,
  t: tenant,
  beforeStop,
} = platformFixture(async () => {
  await Promise.all([files.start(), replicate.start(), fal.start()]);
  // The result points at the file host, whose address is known now.
  falPlans['fal-ai/flux/schnell'].result.body = {
    images: [{ url: `${files.url}/out.png`, content_type: 'image/png' }],
    seed: 1,
  };
  settings = mediaProviderSettings({
    REPLICATE_API_TOKEN: 'r8_job_secret',
    MEDIA_REPLICATE_URL: `${replicate.url}/v1`,
    MEDIA_REPLICATE_POLL_MS: '20',
    FAL_KEY: 'fal_job_secret',
    MEDIA_FAL_URL: fal.url,
    MEDIA_FAL_POLL_MS: '20',
    MEDIA_PROVIDER_MAP: JSON.stringify({
      'stable-diffusion': ['replicate:acme/broken', 'fal:fal-ai/flux/schnell'],
      'dall-e': 'replicate:acme/broken',
      imagen: 'replicate:acme/flaky',
      runway: 'replicate:acme/slow-video',
      luma: 'fal:fal-ai/luma/video',
    }),
  });
  return { media: { providers: settings } };
});
beforeAll(async () => {
  worker = testWorker(p, { chain: providerChain(p.storage, settings, {}, record), log: record });
}, 60_000);
beforeStop(() => worker?.stop());
afterAll(async () => {
  await Promise.all([files, replicate, fal].map((s) => s.close()));
});
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

const create = (user: Session, path: string, body: Record<string, unknown>) =>
  p.rest('POST', `/media/v1${path}`, { token: user.token, body });

/** The user's balance once the job's credits are settled (a release reaches identity just after the job reads failed). */
const balanceBecomes = (user: Session, expected: number) =>
  waitFor(
    async () => (await balance(p, user)) === expected,
    5000,
    () => `balance never became ${expected}`,
  );

describe('jobs naming a provider', () => {
  it('refuses a provider the platform does not have with a 502 naming it, and holds nothing', async () => {
    const user = await fundedUser(p, tenant, 500);
    const res = await create(user, '/images/generate', {
      prompt: 'a fox',
      width: 256,
      height: 256,
      provider: 'midjourney',
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message:
        'midjourney is not configured on this platform for image-generation (configured: stable-diffusion, dall-e, imagen); leave provider out to let the platform choose',
    });
    const video = await create(user, '/videos/generate', {
      prompt: 'waves',
      duration: 5,
      provider: 'sora',
    });
    expect(video.status).toBe(502);
    expect(video.body.error.message).toMatch(
      /^sora is not configured on this platform for video-generation \(configured: runway, luma\)/,
    );
    await balanceBecomes(user, 500);
  });

  it('falls back from a failed Replicate prediction to the fal route and delivers its file', async () => {
    const user = await fundedUser(p, tenant, 500);
    const res = await create(user, '/images/generate', {
      prompt: 'a fox in snow',
      width: 512,
      height: 512,
      provider: 'stable-diffusion',
    });
    expect(res.status).toBe(202);
    const job = await waitForJob(p, user, res.body.data.jobId, isFinal);
    expect(job).toMatchObject({
      status: 'completed',
      provider: 'stable-diffusion',
      creditsCharged: 10,
      outputs: [{ width: 96, height: 64 }],
    });
    const file = await download(p, job.outputs[0].url);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(file.data.equals(picture)).toBe(true);
    expect(pictureSize(file.data)).toEqual({ width: 96, height: 64 });
    expect(
      logged.some((l) =>
        /provider stable-diffusion \(replicate\) failed .*NSFW content detected/.test(l),
      ),
    ).toBe(true);
    // Keys reach the services only: never a log line.
    expect(logged.join('\n')).not.toMatch(/r8_job_secret|fal_job_secret/);
  });

  it("fails with ERR_PROVIDER_ERROR when the name's only route fails, and charges nothing", async () => {
    const user = await fundedUser(p, tenant, 500);
    const id = (
      await create(user, '/images/generate', {
        prompt: 'a fox',
        width: 256,
        height: 256,
        provider: 'dall-e',
      })
    ).body.data.jobId;
    const job = await waitForJob(p, user, id, isFinal);
    expect(job).toMatchObject({
      status: 'failed',
      provider: 'dall-e',
      creditsCharged: 0,
      error: {
        code: 'ERR_PROVIDER_ERROR',
        message: 'Generation failed at every provider (dall-e)',
      },
    });
    await balanceBecomes(user, 500);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'release']);
  });

  it('runs a retried job on the same name again, as a new attempt', async () => {
    const user = await fundedUser(p, tenant, 500);
    const id = (
      await create(user, '/images/generate', {
        prompt: 'a heron',
        width: 256,
        height: 256,
        provider: 'imagen',
      })
    ).body.data.jobId;
    expect(await waitForJob(p, user, id, isFinal)).toMatchObject({
      status: 'failed',
      attempt: 1,
      error: { code: 'ERR_PROVIDER_ERROR' },
    });
    // The service recovers; the caller retries.
    replicatePlans['acme/flaky'] = {
      steps: ['processing', 'succeeded'],
      output: `${files.url}/out.png`,
    };
    // 503 while the failed attempt's release is still settling: the caller retries shortly, as told.
    const retried = await waitFor(async () => {
      const res = await p.rest('POST', `/media/v1/jobs/${id}/retry`, { token: user.token });
      return res.status !== 503 && res;
    });
    expect(retried.body.data).toMatchObject({ status: 'queued', attempt: 2 });
    const job = await waitForJob(p, user, id, (j) => j.attempt === 2 && isFinal(j));
    expect(job).toMatchObject({
      status: 'completed',
      provider: 'imagen',
      creditsCharged: 10,
      outputs: [{ width: 96, height: 64 }],
    });
    await balanceBecomes(user, 490);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual([
      'reserve',
      'release',
      'reserve',
      'charge',
    ]);
  });

  it('cancels the remote prediction when the job is cancelled, and refunds', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const id = (
      await create(user, '/videos/generate', {
        prompt: 'a wave breaking',
        duration: 5,
        provider: 'runway',
      })
    ).body.data.jobId;
    const prediction = await waitFor(() =>
      [...replicate.predictions.values()].find(
        (r) => r.model === 'acme/slow-video' && r.polls > 0 && r.status === 'processing',
      ),
    );
    expect(prediction.input).toMatchObject({ prompt: 'a wave breaking', duration: 5 });
    const cancelled = await p.rest('POST', `/media/v1/jobs/${id}/cancel`, { token: user.token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', creditsRefunded: 100 });
    await waitFor(
      () => prediction.status === 'canceled',
      5000,
      () => `prediction ${prediction.status}`,
    );
    expect(
      replicate.seen('POST', new RegExp(`/predictions/${prediction.id}/cancel$`)),
    ).toHaveLength(1);
    expect(await getJob(p, user, id)).toMatchObject({ status: 'cancelled', creditsCharged: 0 });
    await balanceBecomes(user, 1000);
  });

  it('fails a job over its time limit with ERR_JOB_TIMEOUT and cancels the fal request', async () => {
    const user = await fundedUser(p, tenant, 1000);
    await worker.stop();
    const id = (
      await create(user, '/videos/generate', {
        prompt: 'a lake at dawn',
        duration: 5,
        provider: 'luma',
      })
    ).body.data.jobId;
    await p.prisma.mediaJob.update({ where: { id }, data: { timeoutSeconds: 1 } });
    worker = testWorker(p, { chain: providerChain(p.storage, settings, {}, record), log: record });
    const job = await waitForJob(p, user, id, isFinal, 8000);
    expect(job).toMatchObject({
      status: 'failed',
      creditsCharged: 0,
      error: { code: 'ERR_JOB_TIMEOUT' },
    });
    const request = [...fal.requests.values()].find((r) => r.endpoint === 'fal-ai/luma/video')!;
    expect(request).toMatchObject({
      cancelled: true,
      input: { prompt: 'a lake at dawn', duration: '5' },
    });
    await balanceBecomes(user, 1000);
  });
});

describe('minting with no chain configured', () => {
  it('completes as a simulation that says so, with the metadata and no token or transaction', async () => {
    const user = await fundedUser(p, tenant, 500);
    const url = '/files/media/outputs/poster.png';
    await insertJob(p, tenant, user.userId, {
      status: 'completed',
      outputs: [{ url, width: 1024, height: 1024 }],
    });
    const res = await create(user, '/assets/mint', {
      assetUrl: url,
      blockchain: 'ethereum',
      metadata: { name: 'Poster #1', attributes: [{ traitType: 'Edition', value: '1' }] },
    });
    expect(res.status).toBe(202);
    const job = await waitForJob(p, user, res.body.data.jobId, isFinal);
    expect(job).toMatchObject({ status: 'completed', provider: 'simulation', creditsCharged: 20 });
    const [metadata, receipt] = await Promise.all(
      job.outputs.map(async (o: { url: string }) =>
        JSON.parse((await download(p, o.url)).data.toString()),
      ),
    );
    // A token's image link must outlive any short TTL: a permanent signed link to the same file.
    expect(metadata).toEqual({
      name: 'Poster #1',
      image: p.storage.permanentUrl('media/outputs/poster.png'),
      attributes: [{ trait_type: 'Edition', value: '1' }],
    });
    expect(receipt).toMatchObject({
      simulated: true,
      blockchain: 'ethereum',
      tokenId: null,
      transactionHash: null,
    });
    expect(receipt.notice).toMatch(
      /^Simulation: no chain is configured on this platform, so nothing was minted on ethereum/,
    );
  });
});

import sharp from 'sharp';
import { platformFixture } from '../../../test/fixture';
import { LocalProvider } from '../providers';
import { decodePng, decodeWav } from './worker-files';
import {
  balance,
  BlockingProvider,
  createImageJob,
  download,
  expectLedgerConsistent,
  failingProvider,
  fundedUser,
  isFinal,
  ledgerOfJob,
  recordEvents,
  testWorker,
  waitForJob,
} from './worker-helpers';

const { p, t: tenant } = platformFixture({ isolated: true });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

describe('media worker: job lifecycle through the gateway', () => {
  it('takes an image job from queued through processing to completed with downloadable PNGs, charging once', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const id = await createImageJob(p, user, { width: 320, height: 256, variants: 2 });
    expect((await waitForJob(p, user, id, () => true)).status).toBe('queued');
    expect(await balance(p, user)).toBe(980);
    const events = recordEvents(p.platform.events, id);
    const worker = testWorker(p);
    try {
      const job = await waitForJob(p, user, id, isFinal);
      expect(job).toMatchObject({
        status: 'completed',
        provider: 'local',
        progress: 100,
        creditsReserved: 20,
        creditsCharged: 20,
        creditsRefunded: 0,
        error: null,
      });
      expect(job.completedAt).toEqual(expect.any(String));
      expect(job.outputs).toHaveLength(2);
      for (const output of job.outputs) {
        expect(output).toMatchObject({
          width: 320,
          height: 256,
          contentType: 'image/png',
          url: expect.stringMatching(
            new RegExp(
              `^/files/media/${tenant.tenantId}/${id}/[12]\\.png\\?expires=\\d+&signature=[\\w-]{43}$`,
            ),
          ),
        });
        const file = await download(p, output.url);
        expect([file.status, file.type]).toEqual([200, 'image/png']);
        expect(decodePng(file.data)).toMatchObject({ width: 320, height: 256 });
      }
    } finally {
      await worker.stop();
      events.stop();
    }
    // processing 10, provider progress, completed 100: every step announced, never backwards.
    const progress = events.seen.map((e) => e.progress);
    expect(events.seen[0]).toMatchObject({ status: 'processing', progress: 10 });
    expect(events.seen.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(await balance(p, user)).toBe(980);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });

  it('makes speech over GraphQL into a WAV whose length follows the text', async () => {
    const user = await fundedUser(p, tenant, 100);
    const created = await p.graphql(
      'mutation($input: TextToSpeechInput!) { textToSpeech(input: $input) { id status } }',
      { input: { text: 'one two three four five six seven eight nine ten', speed: 2 } },
      { token: user.token },
    );
    const id = created.body.data.textToSpeech.id;
    const worker = testWorker(p);
    try {
      const job = await waitForJob(p, user, id, isFinal);
      expect(job.status).toBe('completed');
      expect(job.outputs[0]).toMatchObject({
        contentType: 'audio/wav',
        width: null,
        height: null,
        provider: 'local',
      });
      const wav = decodeWav((await download(p, job.outputs[0].url)).data);
      // eSpeak's rate; ten words at twice 175 words a minute take under two seconds.
      expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1, bits: 16 });
      expect(wav.seconds).toBeGreaterThan(1);
      expect(wav.seconds).toBeLessThan(2);
      expect(job.outputs[0].durationSeconds).toBeCloseTo(wav.seconds, 3);
    } finally {
      await worker.stop();
    }
  });

  it('colorizes a greyscale picture over REST into a PNG of the same size that is no longer grey', async () => {
    const user = await fundedUser(p, tenant, 100);
    // A grey ramp, light at the left: what a colorize job is for.
    const ramp = await sharp(
      Buffer.from(
        '<svg width="256" height="256"><defs><linearGradient id="g"><stop offset="0" stop-color="#eee"/><stop offset="1" stop-color="#222"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const created = await p.rest('POST', '/media/v1/images/transform', {
      token: user.token,
      body: {
        imageUrl: `data:image/png;base64,${ramp.toString('base64')}`,
        transformation: 'colorize',
      },
    });
    expect(created.status).toBe(202);
    const worker = testWorker(p);
    try {
      const job = await waitForJob(p, user, created.body.data.jobId, isFinal);
      expect([job.status, job.error]).toEqual(['completed', null]);
      const file = await download(p, job.outputs[0].url);
      const { data, info } = await sharp(file.data).raw().toBuffer({ resolveWithObject: true });
      expect([file.type, info.width, info.height]).toEqual(['image/png', 256, 256]);
      const pixel = (x: number) => [
        ...data.subarray((128 * 256 + x) * info.channels).subarray(0, 3),
      ];
      const [light, dark] = [pixel(10), pixel(245)];
      expect(Math.max(...light) - Math.min(...light)).toBeGreaterThan(10);
      expect(light.reduce((a, b) => a + b)).toBeGreaterThan(dark.reduce((a, b) => a + b));
    } finally {
      await worker.stop();
    }
  });

  it('fails with ERR_PROVIDER_ERROR when every provider fails, releases the credits, and a retry then completes', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    const broken = testWorker(p, { providers: [failingProvider('a'), failingProvider('b')] });
    let job;
    try {
      job = await waitForJob(p, user, id, isFinal);
    } finally {
      await broken.stop();
    }
    expect(job).toMatchObject({
      status: 'failed',
      creditsCharged: 0,
      outputs: [],
      error: { code: 'ERR_PROVIDER_ERROR', message: 'Generation failed at every provider (a, b)' },
    });
    expect(await balance(p, user)).toBe(100);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'release']);

    const retried = await p.rest('POST', `/media/v1/jobs/${id}/retry`, { token: user.token });
    expect(retried.body.data).toMatchObject({ status: 'queued', attempt: 2, creditsReserved: 10 });
    expect(await balance(p, user)).toBe(90);
    const healthy = testWorker(p, {
      providers: [failingProvider('a'), new LocalProvider(p.storage)],
    });
    try {
      job = await waitForJob(p, user, id, isFinal);
    } finally {
      await healthy.stop();
    }
    expect(job).toMatchObject({ status: 'completed', attempt: 2, creditsCharged: 10, error: null });
    expect(await balance(p, user)).toBe(90);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual([
      'reserve',
      'release',
      'reserve',
      'charge',
    ]);
  });

  it('fails a job over its time limit with ERR_JOB_TIMEOUT and releases the credits', async () => {
    const user = await fundedUser(p, tenant, 100);
    const id = await createImageJob(p, user);
    // Image jobs have 300 s; this one gets 1 s, so the test need not wait five minutes.
    await p.prisma.mediaJob.update({ where: { id }, data: { timeoutSeconds: 1 } });
    const provider = new BlockingProvider({ honourSignal: true });
    const worker = testWorker(p, { providers: [provider] });
    let job;
    try {
      job = await waitForJob(p, user, id, isFinal, 5000);
    } finally {
      await worker.stop();
    }
    expect(job).toMatchObject({
      status: 'failed',
      creditsCharged: 0,
      error: { code: 'ERR_JOB_TIMEOUT', message: 'The job exceeded its time limit of 1 s' },
    });
    expect(provider.signals.get(id)?.aborted).toBe(true);
    expect(
      new Date(job.failedAt).getTime() - new Date(job.startedAt).getTime(),
    ).toBeGreaterThanOrEqual(1000);
    expect(await balance(p, user)).toBe(100);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'release']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelConfig } from '../../../lib/ai/model-registry';
import { platformFixture } from '../../../test/fixture';
import { LocalProvider } from '../providers';
import { encodeH264Mp4 } from '../providers/encoders/h264';
import { encodeMp3 } from '../providers/encoders/mp3';
import { addAudioTrack } from '../providers/encoders/mp4-remux';
import { readMp4, trackKinds } from './media-decoders';
import {
  balance,
  download,
  expectLedgerConsistent,
  fundedUser,
  isFinal,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

// Jobs of the local provider through the gateway: what a client gets (labelled outputs it can
// download and decode) and what it pays (docs/media-worker.md, "The local provider").
jest.setTimeout(120_000);

// The API takes subtitles jobs (a transcription model is configured); the workers here are given theirs.
const { p, t: tenant } = platformFixture({ isolated: true, media: { transcription: true } });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

/** An OpenAI-compatible transcription server on loopback: answers `verbose_json` with timed segments. */
let server: Server;
const received: { path: string; body: Buffer; type: string }[] = [];
let transcription: ModelConfig;
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        received.push({
          path: req.url ?? '',
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
        });
        if (req.url !== '/v1/audio/transcriptions') return void res.writeHead(404).end();
        const segments = [
          { id: 0, start: 0, end: 1.5, text: ' Welcome to the harbour.' },
          {
            id: 1,
            start: 1.5,
            end: 3.25,
            text: ' The boats --> leave at noon, every day of the week except on public holidays.',
          },
        ];
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            task: 'transcribe',
            language: 'english',
            duration: 3.25,
            text: segments.map((s) => s.text).join(''),
            segments,
          }),
        );
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  transcription = {
    id: 'whisper-loopback',
    kind: 'openai',
    baseUrl,
    inputPricePerMillion: 0,
    outputPricePerMillion: 0,
    timeoutMs: 5_000,
    capabilities: ['transcription'],
  };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A short real H.264 MP4 with (or without) a sound track, stored as a platform file of the tenant. */
async function storedVideo(withSound = true): Promise<string> {
  const signal = new AbortController().signal;
  let data = await encodeH264Mp4(
    { width: 64, height: 48, fps: 10, frames: 30 },
    (frame, rgba) => rgba.fill(frame * 8),
    { signal },
  );
  if (withSound)
    data = await addAudioTrack(
      data,
      await encodeMp3(
        new Float32Array(22_050 * 3).map((_, i) => 0.3 * Math.sin(i / 8)),
        22_050,
      ),
      3,
      10,
    );
  const stored = await p.storage.put(
    `media/${tenant.tenantId}/uploads/talk-${withSound}.mp4`,
    data,
    'video/mp4',
  );
  return p.storage.url(stored.key);
}

describe('local provider jobs through the gateway', () => {
  it('delivers a video job as a downloadable H.264 MP4 labelled local, charging once', async () => {
    const user = await fundedUser(p, tenant, 1000);
    const created = await p.rest('POST', '/media/v1/videos/generate', {
      token: user.token,
      body: { prompt: 'lanterns drifting on a river', duration: 5, aspectRatio: '1:1', fps: 24 },
    });
    expect(created.status).toBe(202);
    const id = created.body.data.jobId;
    const worker = testWorker(p);
    try {
      const job = await waitForJob(p, user, id, isFinal, 90_000);
      expect(job).toMatchObject({ status: 'completed', provider: 'local', creditsCharged: 100 });
      expect(job.outputs).toEqual([
        {
          url: expect.stringMatching(
            new RegExp(`^/files/media/${tenant.tenantId}/${id}/1\\.mp4\\?expires=\\d+&signature=`),
          ),
          width: 720,
          height: 720,
          contentType: 'video/mp4',
          durationSeconds: 5,
          provider: 'local',
          method: expect.stringMatching(/H\.264/),
        },
      ]);
      const file = await download(p, job.outputs[0].url);
      expect([file.status, file.type]).toEqual([200, 'video/mp4']);
      const mp4 = readMp4(file.data);
      expect(mp4).toMatchObject({ codec: 'avc1', width: 720, height: 720, samples: 120 });
      expect(mp4.durationSeconds).toBeCloseTo(5, 2);
    } finally {
      await worker.stop();
    }
    expect(await balance(p, user)).toBe(900);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });

  it('fails a subtitles job at once with ERR_PROVIDER_ERROR naming the setting when no transcription model is configured, charging nothing', async () => {
    const user = await fundedUser(p, tenant, 100);
    const created = await p.rest('POST', '/media/v1/videos/subtitles', {
      token: user.token,
      body: { videoUrl: await storedVideo() },
    });
    expect(created.status).toBe(202);
    const id = created.body.data.jobId;
    const calls = received.length;
    const worker = testWorker(p);
    try {
      const job = await waitForJob(p, user, id, isFinal);
      expect(job).toMatchObject({ status: 'failed', creditsCharged: 0, outputs: [] });
      expect(job.error).toEqual({
        code: 'ERR_PROVIDER_ERROR',
        message:
          'Generation failed at every provider (local): Subtitles need a transcription provider: configure AI_MODELS (a model with the "transcription" capability)',
      });
    } finally {
      await worker.stop();
    }
    expect(received.length).toBe(calls);
    expect(await balance(p, user)).toBe(100);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'release']);
  });

  it("writes WebVTT and SubRip from the transcription model's timed segments", async () => {
    const user = await fundedUser(p, tenant, 100);
    const videoUrl = await storedVideo();
    const created = await p.rest('POST', '/media/v1/videos/subtitles', {
      token: user.token,
      body: {
        videoUrl,
        language: 'en-GB',
        position: 'top',
        style: { fontSize: 28, color: '#FFFFFF' },
      },
    });
    const id = created.body.data.jobId;
    const worker = testWorker(p, { providers: [new LocalProvider(p.storage, { transcription })] });
    try {
      const job = await waitForJob(p, user, id, isFinal);
      expect(job).toMatchObject({ status: 'completed', provider: 'local', creditsCharged: 20 });
      expect(
        job.outputs.map((o: { contentType: string; provider: string; method: string }) => [
          o.contentType,
          o.provider,
          o.method,
        ]),
      ).toEqual([
        ['text/vtt', 'local', 'transcribed by whisper-loopback'],
        ['application/x-subrip', 'local', 'transcribed by whisper-loopback'],
      ]);
      const vtt = (await download(p, job.outputs[0].url)).data.toString();
      expect(vtt).toBe(
        'WEBVTT\nLanguage: en-GB\n\nSTYLE\n::cue { color: #FFFFFF; font-size: 28px; }\n\n' +
          '1\n00:00:00.000 --> 00:00:01.500 line:0%\nWelcome to the harbour.\n\n' +
          '2\n00:00:01.500 --> 00:00:03.250 line:0%\nThe boats -> leave at noon, every day of\nthe week except on public holidays.\n',
      );
      const srt = (await download(p, job.outputs[1].url)).data.toString();
      expect(srt).toBe(
        '1\n00:00:00,000 --> 00:00:01,500\n{\\an8}Welcome to the harbour.\n\n' +
          '2\n00:00:01,500 --> 00:00:03,250\n{\\an8}The boats -> leave at noon, every day of\nthe week except on public holidays.\n',
      );
    } finally {
      await worker.stop();
    }
    // The video's sound alone went to the server as a multipart file (an audio-only MP4), with the language hint and verbose_json.
    const call = received.at(-1)!;
    expect(call.path).toBe('/v1/audio/transcriptions');
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(call.type)![1];
    const parts = call.body.toString('latin1').split(`--${boundary}`);
    expect(parts.find((part) => part.includes('name="response_format"'))).toMatch(
      /\r\n\r\nverbose_json\r\n$/,
    );
    expect(parts.find((part) => part.includes('name="language"'))).toMatch(/\r\n\r\nen\r\n$/);
    expect(parts.find((part) => part.includes('name="model"'))).toMatch(
      /\r\n\r\nwhisper-loopback\r\n$/,
    );
    const filePart = parts.find((part) => part.includes('name="file"'))!;
    expect(filePart).toContain('filename="audio.m4a"');
    const sound = Buffer.from(filePart.slice(filePart.indexOf('\r\n\r\n') + 4, -2), 'latin1');
    expect(trackKinds(sound)).toEqual(['soun']);
    expect(await ledgerOfJob(p, tenant.tenantId, id)).toEqual(['reserve', 'charge']);
  });

  it('refuses to transcribe a video without sound, naming the field, before calling the server', async () => {
    const calls = received.length;
    const local = new LocalProvider(p.storage, { transcription });
    const job = {
      id: '00000000-0000-4000-8000-00000000517e',
      tenantId: tenant.tenantId,
      type: 'subtitles',
      params: { videoUrl: await storedVideo(false), position: 'bottom' },
      provider: null,
      attempt: 1,
    };
    await expect(
      local.generate(job, { onProgress: () => undefined, signal: new AbortController().signal }),
    ).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: 'videoUrl has no audio track to transcribe',
    });
    expect(received.length).toBe(calls);
  });
});

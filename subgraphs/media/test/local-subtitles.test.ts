import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalProvider } from '../providers';
import { encodeH264Mp4 } from '../providers/encoders/h264';
import { encodeMp3 } from '../providers/encoders/mp3';
import { addAudioTrack } from '../providers/encoders/mp4-remux';
import { generateWith, providerFixture } from './provider-fixture';

// Subtitles of a video whose sound holds no speech (music, silence): valid WebVTT and SubRip
// without a cue, and a `method` that says no speech was found -- a completed job, not a failure.
jest.setTimeout(60_000);

const { storage, tenantId, job, file } = providerFixture(
  'local-subtitles',
  '77777777-7777-4777-8777-777777777777',
);

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume().on('end', () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration: 2,
          text: '',
          segments: [],
        }),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('writes empty but valid subtitles when the transcription finds no speech, and says so', async () => {
  const picture = await encodeH264Mp4(
    { width: 64, height: 48, fps: 10, frames: 20 },
    (frame, rgba) => rgba.fill(frame * 8),
    { signal: new AbortController().signal },
  );
  const hum = new Float32Array(22_050 * 2).map((_, i) => 0.2 * Math.sin(i / 20));
  const video = await addAudioTrack(picture, await encodeMp3(hum, 22_050), 2, 10);
  const key = `media/${tenantId}/uploads/hum.mp4`;
  await storage.put(key, video, 'video/mp4');
  const local = new LocalProvider(storage, {
    transcription: {
      id: 'whisper-loopback',
      kind: 'openai',
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      inputPricePerMillion: 0,
      outputPricePerMillion: 0,
      timeoutMs: 5_000,
      capabilities: ['transcription'],
    },
  });
  const [vtt, srt] = await generateWith(
    local,
    job('subtitles', { videoUrl: `/files/${key}`, language: 'en', position: 'bottom' }),
  );
  expect([vtt.contentType, srt.contentType]).toEqual(['text/vtt', 'application/x-subrip']);
  expect(vtt.method).toBe('no speech found by whisper-loopback: no cue');
  expect(srt.method).toBe(vtt.method);
  expect((await file(vtt)).toString()).toBe('WEBVTT\nLanguage: en\n\n');
  expect((await file(srt)).toString()).toBe('');
});

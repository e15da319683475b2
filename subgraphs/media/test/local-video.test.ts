import type { MediaOutput } from '../providers';
import { providerFixture } from './provider-fixture';
import { mouthTrack } from '../providers/avatar-frames';
import { readMp4, readWav } from './media-decoders';

// The local provider's videos, decoded box by box (docs/media-worker.md, "The local provider"):
// H.264 in MP4 of the requested duration, size and frame rate, clips cut at key frames.
jest.setTimeout(120_000);

const { storage, tenantId, job, local, run, file } = providerFixture(
  'local-video',
  '44444444-4444-4444-8444-444444444444',
);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let video: MediaOutput;

describe('local provider: video', () => {
  it('makes an H.264 MP4 of the requested duration, size and frame rate, index first, a key frame a second', async () => {
    const progress: number[] = [];
    [video] = await run(
      job('video-generation', {
        prompt: 'a red kite over the sea',
        duration: 5,
        fps: 24,
        aspectRatio: '1:1',
        quality: 'standard',
      }),
      progress,
    );
    expect(video).toMatchObject({
      contentType: 'video/mp4',
      width: 720,
      height: 720,
      durationSeconds: 5,
    });
    expect(video.key).toMatch(/\/1\.mp4$/);
    expect(video.method).toMatch(/H\.264/);
    const mp4 = readMp4(await file(video));
    expect(mp4.topLevel.indexOf('moov')).toBeLessThan(mp4.topLevel.indexOf('mdat'));
    expect(mp4).toMatchObject({
      codec: 'avc1',
      profile: 66,
      width: 720,
      height: 720,
      samples: 120,
      tracks: ['vide'],
    });
    expect(mp4.durationSeconds).toBeCloseTo(5, 2);
    expect(new Set(mp4.sampleDurations)).toEqual(new Set([mp4.videoTimescale / 24]));
    expect(mp4.syncSamples).toEqual([1, 25, 49, 73, 97]);
    // Moving content: the frames between key frames carry changes, not empty skips.
    const deltas = mp4.sampleSizes.filter((_, i) => !mp4.syncSamples.includes(i + 1));
    expect(median(deltas)).toBeGreaterThan(300);
    // Progress moved within the file, never backwards, ending at 100.
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('cuts clips from a given video at its key frames without re-encoding', async () => {
    const clips = await run(
      job('short-clips', { videoUrl: `/files/${video.key}`, targetDuration: 2, numberOfClips: 2 }),
    );
    expect(clips).toHaveLength(2);
    const source = readMp4(await file(video));
    for (const [i, clip] of clips.entries()) {
      expect(clip).toMatchObject({
        contentType: 'video/mp4',
        width: 720,
        height: 720,
        durationSeconds: 2,
      });
      expect(clip.method).toBe(
        `cut without re-encoding at the key frame of ${i * 3} s (avc, the source's frame size)`,
      );
      const mp4 = readMp4(await file(clip));
      expect(mp4).toMatchObject({ codec: 'avc1', width: 720, height: 720, samples: 48 });
      expect(mp4.durationSeconds).toBeCloseTo(2, 2);
      expect(mp4.syncSamples).toEqual([1, 25]);
      // The same coded frames as the source from the key frame on.
      const from = i * 3 * 24;
      expect(mp4.sampleSizes).toEqual(source.sampleSizes.slice(from, from + 48));
    }
  });

  it('lets a cancel through while encoding a long video', async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('cancelled')), 300);
    const long = job('video-generation', {
      prompt: 'a long film',
      duration: 60,
      fps: 60,
      aspectRatio: '16:9',
      quality: 'high',
    });
    await expect(
      local.generate(long, { onProgress: () => undefined, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
    clearTimeout(timer);
    expect(await storage.get(`media/${tenantId}/${long.id}/1.mp4`)).toBeNull();
  });

  it('refuses to cut what is not a video, naming the field', async () => {
    const key = `media/${tenantId}/sources/not-a-video.mp4`;
    await storage.put(key, Buffer.from('hello'), 'video/mp4');
    await expect(
      run(
        job('short-clips', {
          videoUrl: await storage.url(key),
          targetDuration: 15,
          numberOfClips: 1,
        }),
      ),
    ).rejects.toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message: expect.stringMatching(/^videoUrl is not a video the local provider can cut/),
    });
  });

  it('animates an avatar as long as its audio, its mouth following the recording', async () => {
    const [speech] = await run(
      job('text-to-speech', { text: 'Hello, I am your avatar.', speed: 1 }),
    );
    const seconds = readWav(await file(speech)).seconds;
    const [animation] = await run(
      job('avatar-animation', {
        avatarModelId: '00000000-0000-4000-8000-00000000abcd',
        audioUrl: `/files/${speech.key}`,
        backgroundType: 'transparent',
      }),
    );
    expect(animation).toMatchObject({ contentType: 'video/mp4', width: 720, height: 720 });
    expect(animation.durationSeconds).toBeCloseTo(seconds, 1);
    expect(animation.method).toBe(
      '2D talking head, mouth driven by the audio loudness, the audio as an MP3 track, H.264; transparent background as chroma-key green #00B140 (H.264 has no alpha)',
    );
    const mp4 = readMp4(await file(animation));
    expect(mp4).toMatchObject({
      codec: 'avc1',
      width: 720,
      height: 720,
      samples: Math.round(animation.durationSeconds! * 30),
      tracks: ['vide', 'soun'],
    });
    expect(mp4.durationSeconds).toBeCloseTo(animation.durationSeconds!, 1);
    // The speech itself rides along: MP3 (MPEG-4 object type 0x6b) at the recording's rate, as long as the picture.
    expect(mp4.audio).toMatchObject({
      codec: 'mp4a',
      objectType: 0x6b,
      sampleRate: 22_050,
      channels: 1,
    });
    expect(mp4.audio!.durationSeconds).toBeCloseTo(animation.durationSeconds!, 1);
  });

  it('opens the mouth with the loudness of the audio: shut in silence, wide at the loudest', () => {
    // Half a second of silence, then half a second of a loud tone, at 16 kHz.
    const samples = new Float32Array(16_000).map((_, i) => (i < 8_000 ? 0 : 0.8 * Math.sin(i / 5)));
    const mouth = mouthTrack(samples, 16_000);
    expect(mouth(0.2)).toBe(0);
    expect(mouth(0.75)).toBe(1);
    // Past the end of the audio the mouth stays shut.
    expect(mouth(2)).toBe(0);
  });
});

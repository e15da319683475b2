import { encodeWav } from '../providers/encoders/wav';
import { providerFixture } from './provider-fixture';
import { readMp3, readMp4 } from './media-decoders';

// Avatar animation carries its audio (docs/media-worker.md, "The local provider"): MP3 and WAV,
// the platform's own speech and music among them, decoded for the mouth and muxed as a track.
jest.setTimeout(180_000);

const { storage, tenantId, job, run, file } = providerFixture(
  'local-avatar-audio',
  '55555555-5555-4555-8555-555555555555',
);
const AVATAR = '00000000-0000-4000-8000-00000000abcd';

/** The animation of `audioUrl` as long as its audio; its MP4 read back. */
async function animate(audioUrl: string) {
  const [animation] = await run(job('avatar-animation', { avatarModelId: AVATAR, audioUrl }));
  return { animation, mp4: readMp4(await file(animation)) };
}

describe('local provider: avatar animation audio', () => {
  it("carries the platform's own MP3 speech as its audio track, as long as the speech", async () => {
    const [speech] = await run(
      job('text-to-speech', { text: 'Hello, I am your avatar.', outputFormat: 'mp3' }),
    );
    const heard = readMp3(await file(speech));
    const { animation, mp4 } = await animate(`/files/${speech.key}`);
    expect(animation.method).toMatch(/mouth driven by the audio loudness, the MP3 carried/);
    expect(mp4.tracks).toEqual(['vide', 'soun']);
    expect(mp4.audio).toMatchObject({ objectType: 0x6b, sampleRate: heard.sampleRate });
    expect(Math.abs(mp4.audio!.durationSeconds - heard.seconds)).toBeLessThan(0.1);
    expect(Math.abs(mp4.durationSeconds - heard.seconds)).toBeLessThan(0.1);
  });

  it("carries the platform's own MP3 music", async () => {
    const [music] = await run(
      job('music-generation', { prompt: 'calm piano', duration: 5, outputFormat: 'mp3' }),
    );
    const heard = readMp3(await file(music));
    const { mp4 } = await animate(`/files/${music.key}`);
    expect(mp4.audio).toMatchObject({ objectType: 0x6b });
    expect(Math.abs(mp4.audio!.durationSeconds - heard.seconds)).toBeLessThan(0.1);
  });

  it('resamples a WAV whose rate MP3 cannot carry, and keeps its length', async () => {
    const rate = 37_800;
    const samples = new Float32Array(rate * 2).map((_, i) => 0.5 * Math.sin(i / 7));
    const key = `media/${tenantId}/uploads/odd-rate.wav`;
    await storage.put(key, encodeWav(samples, rate), 'audio/wav');
    const { animation, mp4 } = await animate(`/files/${key}`);
    expect(animation.method).toMatch(/resampled from 37800 Hz to 44100 Hz/);
    expect(mp4.audio).toMatchObject({ sampleRate: 44_100 });
    expect(Math.abs(mp4.audio!.durationSeconds - 2)).toBeLessThan(0.1);
  });
});

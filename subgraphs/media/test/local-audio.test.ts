import { providerFixture } from './provider-fixture';
import { speak } from '../providers/encoders/speech';
import { encodeWav } from '../providers/encoders/wav';
import { medianPitch } from '../providers/local-audio';
import { readMp3, readWav } from './media-decoders';

// The local provider's audio, decoded (docs/media-worker.md, "The local provider"): speech from
// the text, cloned speech in the trained voice, procedural music; WAV and MP3.
jest.setTimeout(60_000);

const { storage, tenantId, job, local, run, file } = providerFixture(
  'local-audio',
  '55555555-5555-4555-8555-555555555555',
);

/** RMS of 20 ms windows. */
function loudness(samples: Float32Array, rate: number): number[] {
  const size = Math.round(rate * 0.02);
  const out: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i++) sum += samples[i] * samples[i];
    out.push(Math.sqrt(sum / size));
  }
  return out;
}

/** The loudest MIDI note (36-84) of a window by Goertzel filters: what pitch a listener hears there. */
function loudestNote(samples: Float32Array, rate: number, start: number, size: number): number {
  let best = 0;
  let note = 0;
  for (let midi = 36; midi <= 84; midi++) {
    const coefficient = 2 * Math.cos((2 * Math.PI * 440 * 2 ** ((midi - 69) / 12)) / rate);
    let s1 = 0;
    let s2 = 0;
    for (let i = start; i < start + size && i < samples.length; i++)
      [s1, s2] = [samples[i] + coefficient * s1 - s2, s1];
    const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
    if (power > best) [best, note] = [power, midi];
  }
  return note;
}

describe('local provider: speech', () => {
  it("speaks the text: WAV at eSpeak's 22,050 Hz, words with pauses, longer for more text and shorter when faster", async () => {
    const [short] = await run(job('text-to-speech', { text: 'Good morning.', speed: 1 }));
    const [long] = await run(
      job('text-to-speech', {
        text: 'Good morning. The train to the city leaves at nine from platform four.',
        speed: 1,
      }),
    );
    const [fast] = await run(
      job('text-to-speech', {
        text: 'Good morning. The train to the city leaves at nine from platform four.',
        speed: 2,
      }),
    );
    const [a, b, c] = await Promise.all(
      [short, long, fast].map(async (o) => readWav(await file(o))),
    );
    expect([a.sampleRate, b.sampleRate, c.sampleRate]).toEqual([22_050, 22_050, 22_050]);
    expect(b.seconds).toBeGreaterThan(a.seconds * 2.5);
    expect(c.seconds).toBeLessThan(b.seconds * 0.7);
    expect(long).toMatchObject({
      contentType: 'audio/wav',
      width: null,
      height: null,
      durationSeconds: Math.round(b.seconds * 1000) / 1000,
    });
    expect(long.method).toBe(
      'formant speech synthesis (mespeak), eSpeak voice en/en-us, pitch 50, 175 words/min',
    );
    // Speech, not a tone: voiced stretches broken by pauses, and a voice pitch in the human range.
    const levels = loudness(b.samples, b.sampleRate);
    const peak = Math.max(...levels);
    const quiet = levels.filter((l) => l < peak * 0.05).length / levels.length;
    expect(quiet).toBeGreaterThan(0.05);
    expect(quiet).toBeLessThan(0.6);
    expect(medianPitch(b)).toBeGreaterThan(70);
    expect(medianPitch(b)).toBeLessThan(250);
  });

  it("encodes MP3 when asked: Layer III frames at the speech's rate, as long as the WAV", async () => {
    const text = 'Welcome to the show.';
    const [wav] = await run(job('text-to-speech', { text, language: 'de' }));
    const [mp3] = await run(job('text-to-speech', { text, language: 'de', outputFormat: 'mp3' }));
    expect(mp3).toMatchObject({
      contentType: 'audio/mpeg',
      key: expect.stringMatching(/\/1\.mp3$/),
    });
    expect(mp3.method).toMatch(/eSpeak voice de,/);
    const decoded = readMp3(await file(mp3));
    const seconds = readWav(await file(wav)).seconds;
    expect(decoded).toMatchObject({ sampleRate: 22_050, channels: 1, kbps: 64 });
    // LAME pads the last frame: at most two frames (2 x 576 samples) longer.
    expect(decoded.seconds).toBeGreaterThanOrEqual(seconds);
    expect(decoded.seconds - seconds).toBeLessThan(0.11);
  });

  it("trains a voice on the samples' pitch and speaks in it", async () => {
    const sample = async (name: string, pitch: number) => {
      const audio = speak('This is a sample of my voice, recorded for the training.', {
        voice: 'en/en-us',
        pitch,
        wordsPerMinute: 160,
        amplitude: 100,
        wordGap: 0,
      });
      const key = `media/${tenantId}/sources/${name}.wav`;
      await storage.put(key, encodeWav(audio.samples, audio.sampleRate), 'audio/wav');
      return storage.url(key);
    };
    const voices: Record<string, number> = {};
    for (const [name, pitch] of [
      ['low', 10],
      ['high', 90],
    ] as const) {
      const training = job('voice-clone-training', {
        name,
        audioSamples: [await sample(name, pitch)],
        language: 'en',
        quality: 'standard',
      });
      const [model, preview] = await run(training);
      expect(model.contentType).toBe('application/json');
      const trained = JSON.parse((await file(model)).toString());
      expect(trained).toMatchObject({
        format: 'lanes-local-voice/2',
        voiceModelId: training.id,
        trainedOnSamples: 1,
        analysedSamples: 1,
        measuredPitchHz: expect.any(Number),
      });
      expect(readWav(await file(preview)).sampleRate).toBe(22_050);
      const [spoken] = await run(
        job('cloned-speech', {
          voiceModelId: training.id,
          text: 'Thank you for listening to this programme.',
          speed: 1,
          outputFormat: 'mp3',
        }),
      );
      expect(readMp3(await file(spoken)).sampleRate).toBe(22_050);
      expect(spoken.method).toContain(`trained voice ${training.id}`);
      const [wav] = await run(
        job('cloned-speech', {
          voiceModelId: training.id,
          text: 'Thank you for listening to this programme.',
          speed: 1,
        }),
      );
      voices[name] = medianPitch(readWav(await file(wav)))!;
      // The cloned voice speaks near the pitch measured in its samples.
      expect(
        Math.abs(voices[name] - trained.measuredPitchHz) / trained.measuredPitchHz,
      ).toBeLessThan(0.25);
    }
    expect(voices.high).toBeGreaterThan(voices.low * 1.3);
  });
});

describe('local provider: long audio yields and stops when cancelled', () => {
  it('lets a cancel through while composing five minutes of music or speaking a long text', async () => {
    // If the work held the event loop to the end, the timer could not fire before it finished.
    for (const [type, params] of [
      [
        'music-generation',
        { prompt: 'long', duration: 300, tempo: 'fast', genre: 'rock', outputFormat: 'mp3' },
      ],
      [
        'text-to-speech',
        {
          text: 'A sentence that goes on for a while, to be read aloud. '.repeat(90),
          outputFormat: 'mp3',
        },
      ],
    ] as const) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('cancelled')), 100);
      await expect(
        local.generate(job(type, params), {
          onProgress: () => undefined,
          signal: controller.signal,
        }),
      ).rejects.toThrow('cancelled');
      clearTimeout(timer);
    }
  });
});

describe('local provider: music', () => {
  it('composes music of the duration and tempo: notes that change, WAV or MP3', async () => {
    const [wav] = await run(
      job('music-generation', {
        prompt: 'sunny afternoon',
        duration: 15,
        tempo: 'fast',
        genre: 'pop',
        mood: 'happy',
      }),
    );
    expect(wav.method).toMatch(
      /^procedural music: 132 BPM, [A-G]#? major, I-[IVvi-]+, pad, bass, melody, drums$/,
    );
    const music = readWav(await file(wav));
    expect(music).toMatchObject({ sampleRate: 22_050, seconds: 15 });
    expect(wav.durationSeconds).toBe(15);
    // A new note every beat (60/132 s): the loudest pitch changes from beat to beat.
    const beat = Math.round((music.sampleRate * 60) / 132);
    const notes = Array.from({ length: 20 }, (_, i) =>
      loudestNote(music.samples, music.sampleRate, i * beat + 200, 2048),
    );
    expect(new Set(notes).size).toBeGreaterThanOrEqual(4);
    const [mp3] = await run(
      job('music-generation', {
        prompt: 'sunny afternoon',
        duration: 15,
        tempo: 'slow',
        genre: 'ambient',
        mood: 'dark',
        outputFormat: 'mp3',
      }),
    );
    expect(mp3.method).toMatch(
      /^procedural music: 72 BPM, [A-G]#? minor, i-[ivVI-]+, pad, bass, melody$/,
    );
    const decoded = readMp3(await file(mp3));
    expect(decoded).toMatchObject({ sampleRate: 22_050, channels: 1, kbps: 128 });
    expect(decoded.seconds).toBeGreaterThanOrEqual(15);
    expect(decoded.seconds).toBeLessThan(15.11);
  });
});

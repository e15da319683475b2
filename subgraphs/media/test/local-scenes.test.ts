import { platformFixture } from '../../../test/fixture';
import { pdfText } from '../../../test/pdf-text';
import { sceneFrames } from '../providers/scene/scene-video';
import { pixelAt, readImage, readMp4 } from './media-decoders';
import {
  download,
  expectLedgerConsistent,
  fundedUser,
  isFinal,
  testWorker,
  waitForJob,
} from './worker-helpers';

// What the local provider draws follows the request (docs/media-worker.md, "The local provider"):
// jobs created over REST, run by a worker, downloaded through the gateway and decoded.
jest.setTimeout(120_000);

const { p, t: tenant } = platformFixture({ isolated: true });
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

/** The Concert Night Poster of the catalogue (prisma/migrations/20261126000600_media/migration.sql). */
const CONCERT_POSTER = '7e3c0000-0000-4000-8000-000000000001';

type Rgb = readonly number[];
const hue = ([r, g, b]: Rgb): number => {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b) || 1;
  const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
  return (h * 60 + 360) % 360;
};

/** Share of the pixels of a box (fractions of the image) that pass `test`. */
function share(
  image: Awaited<ReturnType<typeof readImage>>,
  box: [number, number, number, number],
  test: (rgb: Rgb) => boolean,
): number {
  const [x0, y0, x1, y1] = [
    Math.round(box[0] * image.width),
    Math.round(box[1] * image.height),
    Math.round(box[2] * image.width),
    Math.round(box[3] * image.height),
  ];
  let hits = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (test(pixelAt(image, x, y))) hits++;
  return hits / ((x1 - x0) * (y1 - y0));
}

/** Creates the job over REST, runs it with a worker, answers the finished job. */
async function finished(path: string, body: Record<string, unknown>) {
  const user = await fundedUser(p, tenant, 2000);
  const created = await p.rest('POST', path, { token: user.token, body });
  expect(created.status).toBe(202);
  const worker = testWorker(p);
  try {
    const job = await waitForJob(p, user, created.body.data.jobId, isFinal, 90_000);
    expect(job.status).toBe('completed');
    const files = await Promise.all(
      job.outputs.map((o: { url: string }) => download(p, o.url).then((f) => f.data)),
    );
    return { job, files: files as Buffer[] };
  } finally {
    await worker.stop();
  }
}

const red = ([r, g, b]: Rgb) => r > 170 && g < 80 && b < 80;
const teal = ([r, g, b]: Rgb) => r < 90 && g > 100 && b > 100 && Math.abs(g - b) < 60;

describe('local provider: pictures that follow the request', () => {
  it('draws "a red lighthouse at dusk": a dusk sky and a red lighthouse, no teal', async () => {
    const { job, files } = await finished('/media/v1/images/generate', {
      prompt: 'a red lighthouse at dusk',
      width: 512,
      height: 512,
    });
    expect(job.outputs[0].method).toMatch(
      /^scene: subjects lighthouse\(red\); time dusk; palette dusk .*drawn as vector icons \(lucide-static\)/,
    );
    const image = await readImage(files[0]);
    expect([image.format, image.width, image.height]).toEqual(['png', 512, 512]);
    // The top of the sky: the dusk palette's indigo (hue about 235), dark.
    const top = pixelAt(image, 256, 4);
    expect(hue(top)).toBeGreaterThan(220);
    expect(hue(top)).toBeLessThan(260);
    expect(Math.max(...top.slice(0, 3))).toBeLessThan(110);
    // The lighthouse's strokes are red, in the lower two thirds where subjects stand.
    expect(share(image, [0, 0.25, 1, 1], red)).toBeGreaterThan(0.02);
    expect(share(image, [0, 0, 1, 1], teal)).toBeLessThan(0.01);
  });

  it('says so when nothing in the prompt is recognised', async () => {
    const { job } = await finished('/media/v1/images/generate', {
      prompt: 'zorblat quindle vemp',
      width: 256,
      height: 256,
    });
    expect(job.outputs[0].method).toMatch(
      /^nothing in the prompt was recognised: a plain sky\/ground scene/,
    );
  });

  it('renders a template with its title, date and colours as PNG and as PDF', async () => {
    const data = { title: 'Summer Jazz Night', date: '2026-07-18', colors: ['navy', 'amber'] };
    const { job, files } = await finished(`/media/v1/templates/${CONCERT_POSTER}/render`, {
      data,
      outputFormat: 'png',
    });
    expect(job.outputs[0].method).toMatch(
      /^event poster layout: title, date; colours primary #000080, secondary #ffbf00/,
    );
    // No image given: the picture panel shows what the title names ("Night": a night sky).
    expect(job.outputs[0].method).toMatch(
      /picture panel: scene of the title \(scene: .*time night/,
    );
    const image = await readImage(files[0]);
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 1600]);
    // The background is navy; the title's box (the layout's, 8..92 % x 56..78 %) is drawn in amber.
    expect(pixelAt(image, 20, 1580).slice(0, 3)).toEqual([0, 0, 128]);
    const amber = ([r, g, b]: Rgb) => r > 230 && g > 170 && g < 210 && b < 40;
    expect(share(image, [0.08, 0.56, 0.92, 0.78], amber)).toBeGreaterThan(0.08);
    expect(share(image, [0, 0, 1, 0.5], amber)).toBeLessThan(0.01);

    const { job: pdfJob, files: pdfs } = await finished(
      `/media/v1/templates/${CONCERT_POSTER}/render`,
      { data, outputFormat: 'pdf' },
    );
    expect(pdfJob.outputs[0].method).toMatch(/pdfkit/);
    const [page] = await pdfText(pdfs[0]);
    const words = page.replace(/\s+/g, ' ');
    expect(words).toContain('Summer Jazz Night');
    expect(words).toContain('Saturday 18 July 2026');
  });
});

describe('local provider: a video of the prompt scene', () => {
  it('animates the scene at the asked size, rate and duration, the frames changing', async () => {
    const { job, files } = await finished('/media/v1/videos/generate', {
      prompt: 'a red lighthouse at dusk',
      duration: 5,
      fps: 24,
      aspectRatio: '16:9',
    });
    expect(job.outputs[0]).toMatchObject({ width: 1280, height: 720, durationSeconds: 5 });
    expect(job.outputs[0].method).toMatch(
      /^scene: subjects lighthouse\(red\); time dusk.*camera pans .*dusk darkens towards night/,
    );
    const mp4 = readMp4(files[0]);
    expect(mp4).toMatchObject({ codec: 'avc1', width: 1280, height: 720, samples: 120 });
    expect(mp4.durationSeconds).toBeCloseTo(5, 2);
    expect(new Set(mp4.sampleDurations)).toEqual(new Set([mp4.videoTimescale / 24]));
    // Every coded frame between key frames carries change (the camera moves every frame).
    const deltas = mp4.sampleSizes.filter((_, i) => !mp4.syncSamples.includes(i + 1));
    expect(Math.min(...deltas)).toBeGreaterThan(200);
  });

  it('moves the camera and darkens the dusk light from the first frame to the last', async () => {
    // No H.264 decoder runs here: the frames the encoder is given are read instead.
    const { draw } = await sceneFrames('a red lighthouse at dusk', 320, 180, 24, 5);
    const [first, last] = [0, 119].map((frame) => {
      const rgba = new Uint8Array(320 * 180 * 4);
      draw(frame, rgba);
      return rgba;
    });
    const mean = (rgba: Uint8Array) =>
      rgba.reduce((sum, v, i) => (i % 4 === 3 ? sum : sum + v), 0) / (rgba.length * 0.75);
    expect(mean(last)).toBeLessThan(mean(first) * 0.8);
    // The lighthouse moved: its red strokes are not where they were.
    const reds = (rgba: Uint8Array) => {
      const at: number[] = [];
      for (let i = 0; i < rgba.length; i += 4)
        if (rgba[i] > 60 && rgba[i] > 2 * rgba[i + 1] && rgba[i] > 2 * rgba[i + 2]) at.push(i);
      return at;
    };
    const before = new Set(reds(first));
    const moved = reds(last).filter((i) => !before.has(i)).length;
    expect(moved).toBeGreaterThan(50);
  });
});

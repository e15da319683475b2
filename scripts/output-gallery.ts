import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GalleryClient, type Answer } from './gallery/client';
import { decode } from './gallery/decode';
import { portrait } from './gallery/photo';
import { card, galleryPng, pictureOf } from './gallery/pictures';
import { galleryPlatform } from './gallery/platform';
import type { GalleryRequest, Made } from './gallery/request';
import { PICTURE_REQUESTS } from './gallery/requests-pictures';
import { SOUND_REQUESTS } from './gallery/requests-sound';
import { galleryReadme, type GalleryRow } from './gallery/table';
import { JOB_TYPES } from '../subgraphs/media/jobs/job-types';

/**
 * The output gallery (`npm run gallery`): every media job type tried through the public REST API
 * as a new user would (scripts/gallery/requests-pictures.ts and requests-sound.ts), each output
 * downloaded and decoded, a small picture of it in docs/screenshots/gallery/ and the table in
 * docs/screenshots/README.md.
 * GATEWAY_URL uses a running platform; otherwise one is started and stopped here
 * (scripts/gallery/platform.ts).
 */
const SHOTS = join(__dirname, '..', 'docs', 'screenshots');
const OUT = join(SHOTS, 'gallery');
/** Roughly what the requests cost on the demo admin's plan, with room for a retry. */
const CREDITS_NEEDED = 5_000;
/** One realistic request per media job type, in the order their sources are made. */
const REQUESTS = [...PICTURE_REQUESTS, ...SOUND_REQUESTS];

const refusal = (answer: Answer) =>
  `${answer.status} ${answer.body.error?.code ?? ''}: ${answer.body.error?.message ?? ''}`.trim();

/** `sources`: pictures of what the client uploaded, shown before the outputs made from them. */
async function run(
  client: GalleryClient,
  req: GalleryRequest,
  made: Made,
  sources: Partial<Record<keyof Made, Buffer>>,
): Promise<GalleryRow> {
  const row: GalleryRow = {
    name: req.name,
    type: req.type,
    summary: req.summary,
    status: '',
    credits: '-',
    outputs: [],
  };
  const missing = req.needs.filter((need) => !made[need]);
  if (missing.length)
    return { ...row, status: `not tried: no ${missing.join(', ')} from an earlier job` };
  const created = await client.call('POST', req.path(made), req.body(made));
  if (created.status !== 202) {
    row.status = refusal(created);
    const details = JSON.stringify(created.body.error?.details ?? '');
    writeFileSync(
      join(OUT, `${req.name}.png`),
      await galleryPng([await card(`${req.name}: refused`, [req.summary, row.status, details])]),
    );
    return { ...row, picture: `${req.name}.png` };
  }
  const job = await client.waitJob(String(created.body.data?.jobId));
  row.status =
    job.status === 'completed'
      ? 'completed'
      : `${job.status}: ${job.error?.code ?? ''} ${job.error?.message ?? ''}`;
  row.credits = String(job.creditsCharged ?? 0);
  Object.assign(made, job.status === 'completed' ? req.keep?.(job) : {});
  const views: Buffer[] = [];
  const cards: Buffer[] = [];
  for (const output of job.outputs) {
    const data = await client.download(output.url);
    const decoded = await decode(data);
    row.outputs.push({ decoded, method: output.method ?? '' });
    const picture = await pictureOf(data, decoded, req.name, output.method ?? '');
    (picture.card ? cards : views).push(picture.png);
  }
  // The outputs as they look when any can be shown (facts cards then only repeat the table), the
  // uploaded source first; else their cards, or the failure.
  const uploaded = req.needs.flatMap((need) => sources[need] ?? []);
  const pictures = views.length
    ? [...uploaded, ...views]
    : cards.length
      ? cards
      : [await card(`${req.name}: ${job.status}`, [req.summary, row.status])];
  writeFileSync(join(OUT, `${req.name}.png`), await galleryPng(pictures));
  return { ...row, picture: `${req.name}.png` };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const platform = await galleryPlatform();
  try {
    const client = new GalleryClient(platform.gateway);
    await client.login(platform.email, platform.password);
    await platform.topUp(CREDITS_NEEDED, await client.balance());
    const photo = await portrait();
    const made: Made = {
      photo: await client.upload('portrait.png', 'image/png', photo),
    };
    const templates = await client.call('GET', '/media/v1/templates?limit=50');
    const list = (templates.body.data ?? []) as unknown as { id: string; name: string }[];
    made.template = (list.find((t) => /concert|poster/i.test(t.name)) ?? list[0])?.id;
    const rows: GalleryRow[] = [];
    for (const req of REQUESTS) {
      const started = performance.now();
      const row = await run(client, req, made, { photo }).catch((error: Error) => ({
        name: req.name,
        type: req.type,
        summary: req.summary,
        credits: '-',
        outputs: [],
        status: `gallery error: ${error.message}`,
      }));
      rows.push(row);
      console.log(
        `${req.name}: ${row.status} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    // A job type added to the service without a request here shows as a row of its own.
    for (const type of JOB_TYPES.filter((t) => !REQUESTS.some((r) => r.type === t)))
      rows.push({
        name: type,
        type,
        summary: '-',
        status: 'no request in the gallery',
        credits: '-',
        outputs: [],
      });
    const where = process.env.GATEWAY_URL
      ? `on the platform at ${platform.gateway}`
      : 'on a platform started for the run (local provider, demo admin)';
    writeFileSync(
      join(SHOTS, 'README.md'),
      galleryReadme(rows, `${where}, ${new Date().toISOString().slice(0, 10)}`),
    );
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

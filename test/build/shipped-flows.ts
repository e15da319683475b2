import { readMp3, readMp4 } from '../../subgraphs/media/test/media-decoders';
import { download, isFinal, waitForJob } from '../../subgraphs/media/test/worker-helpers';
import {
  created,
  finishedJob,
  activeEndpoint,
  irisRows,
  irisSchema,
} from '../../subgraphs/ml/test/helpers';
import {
  builtInTemplateId,
  createExport,
  download as downloadExport,
  topUp,
  untilStatus,
} from '../../subgraphs/reports/test/helpers';
import { addUser } from '../accounts';
import type { Session, TenantFixture, TestPlatform } from '../harness';

// What the platform makes from files it reads at run time, through the gateway's REST paths:
// media outputs (the H.264 encoder's WASM, eSpeak's voices, the MP3 encoder read as source, the
// PDF writer, the fonts and icons of posters and scenes, the MP3 decoder), a report as PDF (PDFKit's font metrics), a model trained in a worker thread and an
// answer of the local NLP models (wink's language model). Used by shipped-outputs.test.ts (on the
// sources and compiled) and runtime-files.test.ts (which records the files these flows read).

/** The file's first bytes say what it is, whatever the answer's content type claims. */
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'image/png': (data) =>
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'video/mp4': (data) => data.subarray(4, 8).toString('latin1') === 'ftyp',
  'audio/mpeg': (data) =>
    data.subarray(0, 3).toString('latin1') === 'ID3' ||
    (data[0] === 0xff && (data[1] & 0xe0) === 0xe0),
  'audio/wav': (data) =>
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WAVE',
  'model/gltf-binary': (data) => data.subarray(0, 4).toString('latin1') === 'glTF',
  'application/pdf': (data) => data.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** A user of the tenant with `credits`, made through REST paths only (a gateway with PERSISTED_DOCUMENTS=only runs no other document). */
async function fundedUser(p: TestPlatform, t: TenantFixture, credits: number): Promise<Session> {
  const user = await addUser(p, t.admin, 'user');
  await topUp(p, t, user, credits, `shipped outputs ${user.userId}`);
  return user;
}

/** A job type of the local provider: its path (or how to find it), body and the content types of its outputs. */
export type MediaJobCase = [
  what: string,
  path: (p: TestPlatform) => Promise<string>,
  body: Record<string, unknown>,
  types: string[],
];

const at = (path: string) => async () => path;

export const MEDIA_JOBS: MediaJobCase[] = [
  [
    'an image',
    at('/media/v1/images/generate'),
    { prompt: 'a lighthouse at dusk', width: 256, height: 256 },
    ['image/png'],
  ],
  [
    'a video',
    at('/media/v1/videos/generate'),
    { prompt: 'lanterns on a river', duration: 5, aspectRatio: '1:1', fps: 24 },
    ['video/mp4'],
  ],
  [
    'speech as MP3',
    at('/media/v1/audio/speech'),
    { text: 'Doors open at seven.', outputFormat: 'mp3' },
    ['audio/mpeg'],
  ],
  [
    'music',
    at('/media/v1/audio/music'),
    { prompt: 'a calm piano loop', duration: 15, tempo: 'slow' },
    ['audio/wav'],
  ],
  [
    'an avatar',
    at('/media/v1/avatars/generate'),
    { sourceType: 'description', sourceData: 'a cheerful robot host', style: '3d' },
    ['model/gltf-binary', 'image/png'],
  ],
  [
    'a template as PNG',
    async (p) =>
      `/media/v1/templates/${(await p.rest('GET', '/media/v1/templates?limit=1')).body.data[0].id}/render`,
    { data: { title: 'Harbour festival', colors: ['navy', 'amber'] }, outputFormat: 'png' },
    ['image/png'],
  ],
  [
    'a template as PDF',
    async (p) =>
      `/media/v1/templates/${(await p.rest('GET', '/media/v1/templates?limit=1')).body.data[0].id}/render`,
    { data: { title: 'Harbour festival', date: '2027-06-01' }, outputFormat: 'pdf' },
    ['application/pdf'],
  ],
];

/** Queues the job, waits for the platform's worker to complete it and checks every output file. */
export async function completeMediaJob(
  p: TestPlatform,
  t: TenantFixture,
  [, path, body, types]: MediaJobCase,
): Promise<void> {
  const user = await fundedUser(p, t, 1000);
  const res = await p.rest('POST', await path(p), { token: user.token, body });
  expect(res.status).toBe(202);
  const job = await waitForJob(p, user, res.body.data.jobId, isFinal, 150_000);
  expect(job).toMatchObject({ status: 'completed', provider: 'local' });
  expect(job.outputs.map((output: { contentType: string }) => output.contentType)).toEqual(types);
  for (const output of job.outputs as { url: string; contentType: string }[]) {
    const file = await download(p, output.url);
    expect([file.status, file.type]).toEqual([200, output.contentType]);
    expect(SIGNATURES[output.contentType](file.data)).toBe(true);
  }
}

export async function exportLedgerAsPdf(p: TestPlatform, t: TenantFixture): Promise<void> {
  const exported = await createExport(p, t.admin.token, {
    templateId: await builtInTemplateId('credit_ledger'),
    format: 'pdf',
  });
  await untilStatus(p, t.admin.token, exported.id, ['completed'], 60_000);
  const file = await downloadExport(p, t.admin.token, exported.id);
  expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  expect(SIGNATURES['application/pdf'](file.bytes)).toBe(true);
}

export async function trainAndPredict(p: TestPlatform, t: TenantFixture): Promise<void> {
  const engineer = await addUser(p, t.admin, 'ml-engineer');
  const model = await created(p, engineer, '/ml/v1/models', {
    name: 'iris',
    framework: 'CUSTOM',
    task: 'classification',
    inputSchema: irisSchema,
  });
  const dataset = await created(p, engineer, '/ml/v1/datasets', { name: 'iris', rows: irisRows() });
  const job = await created(
    p,
    engineer,
    '/ml/v1/training',
    { modelId: model.id, datasetId: dataset.id, targetColumn: 'species', algorithm: 'naive_bayes' },
    202,
  );
  const done = await finishedJob(p, engineer, job.id, 120_000);
  expect([done.status, done.errorMessage]).toEqual(['succeeded', null]);
  expect(done.metrics.accuracy).toBeGreaterThan(0.8);
  const endpoint = await created(p, engineer, '/ml/v1/endpoints', {
    name: 'iris',
    modelId: model.id,
    version: 1,
    stage: 'staging',
  });
  await activeEndpoint(p, engineer, endpoint.id);
  const res = await p.rest('POST', `/ml/v1/endpoints/${endpoint.id}/invoke`, {
    token: engineer.token,
    body: {
      instances: [{ sepal_length: 5.1, sepal_width: 3.5, petal_length: 1.4, petal_width: 0.2 }],
    },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.predictions).toEqual(['setosa']);
}

export async function answerFromContext(p: TestPlatform, t: TenantFixture): Promise<void> {
  const context =
    'The harbour festival opens on the first of June. Tickets cost twelve euros at the gate.';
  const user = await fundedUser(p, t, 100);
  const res = await p.rest('POST', '/aibrain/v1/orchestrate', {
    token: user.token,
    body: { prompt: 'How much do tickets cost?', context, mode: 'zar' },
  });
  expect(res.status).toBe(200);
  expect(
    res.body.data.results.map((result: { provider: string; status: string }) => [
      result.provider,
      result.status,
    ]),
  ).toEqual(expect.arrayContaining([['local', 'ok']]));
  expect(res.body.data.output).toMatch(/twelve euros/);
}

/** A completed job's outputs, made by the platform's worker from a REST creation. */
async function finishedOutputs(
  p: TestPlatform,
  user: Session,
  path: string,
  body: Record<string, unknown>,
): Promise<{ jobId: string; outputs: { url: string; contentType: string }[] }> {
  const res = await p.rest('POST', path, { token: user.token, body });
  expect(res.status).toBe(202);
  const job = await waitForJob(p, user, res.body.data.jobId, isFinal, 150_000);
  expect(job).toMatchObject({ status: 'completed' });
  return { jobId: job.id, outputs: job.outputs };
}

/** An avatar lip-synced to the platform's own MP3 speech, which the video carries as its audio track. */
export async function animateWithOwnSpeech(p: TestPlatform, t: TenantFixture): Promise<void> {
  const user = await fundedUser(p, t, 1000);
  const [avatar, speech] = await Promise.all([
    finishedOutputs(p, user, '/media/v1/avatars/generate', {
      sourceType: 'description',
      sourceData: 'a host with red hair',
    }),
    finishedOutputs(p, user, '/media/v1/audio/speech', {
      text: 'Welcome to the harbour festival.',
      outputFormat: 'mp3',
    }),
  ]);
  const animation = await finishedOutputs(p, user, '/media/v1/avatars/animate', {
    avatarModelId: avatar.jobId,
    audioUrl: speech.outputs[0].url,
  });
  const mp3 = readMp3((await download(p, speech.outputs[0].url)).data);
  const mp4 = readMp4((await download(p, animation.outputs[0].url)).data);
  expect(Math.abs(mp4.audio!.durationSeconds - mp3.seconds)).toBeLessThan(0.1);
}

/** The local models compute what they can (mathjs) and charge nothing for what they cannot answer. */
export async function answerArithmetic(p: TestPlatform, t: TenantFixture): Promise<void> {
  const user = await fundedUser(p, t, 100);
  const asked = await p.rest('POST', '/aibrain/v1/orchestrate', {
    token: user.token,
    body: { prompt: 'What is 17 times 23?' },
  });
  expect([asked.status, asked.body.data?.output]).toEqual([200, expect.stringMatching(/391/)]);
  const refused = await p.rest('POST', '/aibrain/v1/orchestrate', {
    token: user.token,
    body: { prompt: 'Write a haiku about autumn leaves.' },
  });
  expect([refused.status, refused.body.error?.code]).toEqual([502, 'PROVIDER_ERROR']);
}

import type { Json } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { balanceOf, insertJob, userOn, VALID } from './helpers';

let user: Session;
// Subtitles jobs are made here: the local provider has a transcription model (AI_MODELS would name one).
const { p, t } = platformFixture({ media: { transcription: true } });
beforeAll(async () => {
  user = await userOn(p, t, 'promax', 10_000);
});

const BASE = '/media/v1';

/** A camel-case success envelope: data, error null, meta { requestId, traceId, tenantId }. */
function camelData(res: HttpAnswer, status: number, tenantId: string | null = t.tenantId): Json {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  expect(res.body.error).toBeNull();
  expect(res.body.meta).toEqual({
    requestId: expect.any(String),
    traceId: expect.any(String),
    tenantId,
  });
  expect(res.body.meta.request_id).toBeUndefined();
  return res.body.data;
}

function camelError(res: HttpAnswer, status: number, code: string): Json {
  expect([res.status, res.body.error?.code]).toEqual([status, code]);
  expect(res.body).toMatchObject({
    data: null,
    error: { code, http: status, message: expect.any(String) },
    meta: { requestId: expect.any(String) },
  });
  return res.body.error;
}

describe('the public template catalogue', () => {
  it('needs no token and pages by name with a camel-case page', async () => {
    const first = await p.rest('GET', `${BASE}/templates?limit=5`);
    const data = camelData(first, 200, null);
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      category: expect.any(String),
      previewImageUrl: expect.stringMatching(/^https:/),
      price: expect.any(Number),
      isFeatured: expect.any(Boolean),
    });
    expect(first.body.page).toEqual({ nextCursor: expect.any(String), hasMore: true, limit: 5 });
    const names: string[] = data.map((item: Json) => item.name);
    let cursor = first.body.page.nextCursor;
    while (cursor) {
      const next = await p.rest('GET', `${BASE}/templates?limit=5&cursor=${cursor}`);
      names.push(...camelData(next, 200, null).map((item: Json) => item.name));
      cursor = next.body.page.nextCursor;
    }
    expect(names).toHaveLength(13);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('filters by category, with at least four templates in each of the three', async () => {
    for (const category of ['event-posters', 'social-media', 'presentations']) {
      const items = camelData(
        await p.rest('GET', `${BASE}/templates?category=${category}`),
        200,
        null,
      );
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.every((item: Json) => item.category === category)).toBe(true);
    }
    const featured = camelData(
      await p.rest('GET', `${BASE}/templates?limit=100`),
      200,
      null,
    ).filter((item: Json) => item.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
  });

  it('refuses a bad category, limit or cursor with the camel error envelope', async () => {
    expect(
      camelError(await p.rest('GET', `${BASE}/templates?category=flyers`), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([
      { field: 'category', problem: 'must be one of event-posters, social-media, presentations' },
    ]);
    camelError(await p.rest('GET', `${BASE}/templates?limit=101`), 400, 'VALIDATION_FAILED');
    camelError(await p.rest('GET', `${BASE}/templates?limit=0`), 400, 'VALIDATION_FAILED');
    camelError(await p.rest('GET', `${BASE}/templates?cursor=garbage`), 400, 'VALIDATION_FAILED');
  });

  it('shows one template publicly, and the same over GraphQL without a token', async () => {
    const one = camelData(
      await p.rest('GET', `${BASE}/templates/7e3c0000-0000-4000-8000-00000000000a`),
      200,
      null,
    );
    expect(one).toMatchObject({
      name: 'Sponsor Pitch Deck',
      category: 'presentations',
      price: 9.99,
      isFeatured: true,
    });
    camelError(await p.rest('GET', `${BASE}/templates/${randomUUID()}`), 404, 'NOT_FOUND');
    const gql = await p.graphql(
      '{ templates(category: "social-media", limit: 2) { nodes { name category } pageInfo { hasNextPage } } }',
    );
    expect(gql.body.data.templates.nodes).toHaveLength(2);
    expect(gql.body.errors).toBeUndefined();
  });
});

describe('creation paths answer 202 with the queued job', () => {
  it('serves every operation of docs/media.md, "Operations", under /media/v1', async () => {
    const voice = await insertJob(p, t, user.userId, {
      type: 'voice-clone-training',
      status: 'completed',
    });
    const avatar = await insertJob(p, t, user.userId, {
      type: 'avatar-generation',
      status: 'completed',
    });
    const asset = `/files/media/${randomUUID()}.png`;
    await insertJob(p, t, user.userId, {
      status: 'completed',
      outputs: [{ url: asset, width: 10, height: 10 }],
    });
    const paths: [string, Record<string, unknown>, number][] = [
      ['images/generate', VALID.generateImage, 10],
      ['images/transform', VALID.transformImage, 20],
      ['images/remove-background', VALID.removeBackground, 20],
      ['images/upscale', VALID.upscaleImage, 20],
      ['videos/generate', { prompt: 'Waves', duration: 25, quality: 'high' }, 600],
      ['videos/clips', VALID.createShortClips, 20],
      ['videos/subtitles', VALID.addSubtitles, 20],
      ['audio/speech', VALID.textToSpeech, 20],
      ['audio/voice-clones', VALID.trainVoiceClone, 200],
      ['audio/cloned-speech', { text: 'Hello', voiceModelId: voice }, 20],
      ['audio/music', VALID.generateMusic, 20],
      ['avatars/generate', VALID.generateAvatar, 150],
      ['avatars/animate', { avatarModelId: avatar, audioUrl: 'https://x.test/a.wav' }, 20],
      [
        'templates/7e3c0000-0000-4000-8000-000000000001/render',
        { data: { title: 'Gala' }, outputFormat: 'jpg' },
        20,
      ],
      ['social/variants', VALID.createSocialVariants, 20],
      ['assets/mint', { assetUrl: asset, metadata: { name: 'Poster' } }, 20],
    ];
    for (const [path, body, credits] of paths) {
      const data = camelData(
        await p.rest('POST', `${BASE}/${path}`, { token: user.token, body }),
        202,
      );
      expect([path, data]).toEqual([
        path,
        {
          jobId: expect.any(String),
          status: 'queued',
          creditsReserved: credits,
          estimatedCompletionTime: expect.any(String),
        },
      ]);
    }
  });

  it('answers errors in the camel envelope: 401, 400 with details, 402, 403', async () => {
    camelError(
      await p.rest('POST', `${BASE}/images/generate`, { body: VALID.generateImage }),
      401,
      'UNAUTHENTICATED',
    );
    const invalid = camelError(
      await p.rest('POST', `${BASE}/images/generate`, { token: user.token, body: { variants: 7 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([
      { field: 'prompt', problem: 'is required' },
      { field: 'variants', problem: 'must be at most 4' },
    ]);
    expect(
      camelError(
        await p.rest('POST', `${BASE}/images/generate`, {
          token: user.token,
          body: { prompt: 'x', colour: 'red' },
        }),
        400,
        'VALIDATION_FAILED',
      ).details,
    ).toEqual([{ field: 'colour', problem: 'is not a known field' }]);
    const poor = await userOn(p, t, 'free', 5);
    camelError(
      await p.rest('POST', `${BASE}/images/generate`, {
        token: poor.token,
        body: VALID.generateImage,
      }),
      402,
      'ERR_INSUFFICIENT_CREDITS',
    );
    camelError(
      await p.rest('POST', `${BASE}/videos/generate`, {
        token: poor.token,
        body: { prompt: 'x', duration: 20 },
      }),
      403,
      'ERR_TIER_REQUIRED',
    );
    camelError(
      await p.rest('POST', `${BASE}/audio/speech`, { token: poor.token, body: { text: 'porn' } }),
      400,
      'ERR_INVALID_PROMPT',
    );
  });

  it('runs a creation once per Idempotency-Key', async () => {
    const buyer = await userOn(p, t, 'pro', 100);
    const headers = { 'idempotency-key': randomUUID() };
    const first = camelData(
      await p.rest('POST', `${BASE}/images/generate`, {
        token: buyer.token,
        body: VALID.generateImage,
        headers,
      }),
      202,
    );
    const replay = await p.rest('POST', `${BASE}/images/generate`, {
      token: buyer.token,
      body: VALID.generateImage,
      headers,
    });
    expect([replay.status, replay.headers['idempotent-replayed'], replay.body.data.jobId]).toEqual([
      202,
      'true',
      first.jobId,
    ]);
    expect(await balanceOf(p, t, buyer.userId)).toBe(90);
  });
});

describe('job management paths', () => {
  it('gets, lists, cancels and retries with the documented fields', async () => {
    const owner = await userOn(p, t, 'pro', 100);
    const created = camelData(
      await p.rest('POST', `${BASE}/images/generate`, {
        token: owner.token,
        body: VALID.generateImage,
      }),
      202,
    );
    const job = camelData(
      await p.rest('GET', `${BASE}/jobs/${created.jobId}`, { token: owner.token }),
      200,
    );
    expect(job).toMatchObject({
      id: created.jobId,
      type: 'image-generation',
      status: 'queued',
      progress: 0,
      outputs: [],
      creditsCharged: 0,
      completedAt: null,
    });
    camelError(
      await p.rest('GET', `${BASE}/jobs/${created.jobId}`, { token: user.token }),
      404,
      'NOT_FOUND',
    );

    await p.rest('POST', `${BASE}/audio/speech`, { token: owner.token, body: VALID.textToSpeech });
    const list = await p.rest('GET', `${BASE}/jobs?limit=1&type=image-generation`, {
      token: owner.token,
    });
    expect(camelData(list, 200)).toEqual([
      {
        id: created.jobId,
        type: 'image-generation',
        status: 'queued',
        progress: 0,
        creditsReserved: 10,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body.page).toEqual({ nextCursor: null, hasMore: false, limit: 1 });
    const page = await p.rest('GET', `${BASE}/jobs?limit=1`, { token: owner.token });
    expect(page.body.page).toEqual({ nextCursor: expect.any(String), hasMore: true, limit: 1 });
    camelError(
      await p.rest('GET', `${BASE}/jobs?status=done`, { token: owner.token }),
      400,
      'VALIDATION_FAILED',
    );
    camelError(
      await p.rest('GET', `${BASE}/jobs?all=true`, { token: owner.token }),
      403,
      'FORBIDDEN',
    );
    expect(
      camelData(
        await p.rest('GET', `${BASE}/jobs?all=true&limit=100`, { token: t.admin.token }),
        200,
      ).length,
    ).toBeGreaterThan(1);

    expect(
      camelData(
        await p.rest('POST', `${BASE}/jobs/${created.jobId}/cancel`, { token: owner.token }),
        200,
      ),
    ).toEqual({ id: created.jobId, status: 'cancelled', creditsRefunded: 10 });
    camelError(
      await p.rest('POST', `${BASE}/jobs/${created.jobId}/cancel`, { token: owner.token }),
      400,
      'INVALID_STATE',
    );
    camelError(
      await p.rest('POST', `${BASE}/jobs/${created.jobId}/retry`, { token: owner.token }),
      400,
      'INVALID_STATE',
    );

    const failed = await insertJob(p, t, owner.userId, {
      status: 'failed',
      creditsReserved: 10,
      errorCode: 'ERR_PROVIDER_ERROR',
      errorMessage: 'x',
    });
    expect(
      camelData(await p.rest('POST', `${BASE}/jobs/${failed}/retry`, { token: owner.token }), 200),
    ).toEqual({ id: failed, status: 'queued', creditsReserved: 10, attempt: 2 });
  });

  it('lists every media path in the OpenAPI document', async () => {
    const doc = (await p.rest('GET', '/openapi.json')).body;
    const media = Object.keys(doc.paths).filter((path) => path.startsWith(BASE));
    expect(media).toEqual(
      expect.arrayContaining([
        `${BASE}/images/generate`,
        `${BASE}/templates`,
        `${BASE}/jobs/{id}/retry`,
        `${BASE}/templates/{id}/render`,
      ]),
    );
  });
});

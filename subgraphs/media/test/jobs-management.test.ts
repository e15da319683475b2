import { call, ok } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import type { Session, TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { create, insertJob, JOB, problems, userOn } from './helpers';

let other: TenantFixture;
let owner: Session;
let colleague: Session;
const { p, t } = platformFixture();
beforeAll(async () => {
  other = await p.newTenant();
  [owner, colleague] = await Promise.all([userOn(p, t, 'pro', 5000), userOn(p, t, 'pro', 5000)]);
});

const GET = `query($id: ID!) { job(id: $id) { ${JOB} } }`;
const LIST = `query($status: JobStatus, $type: String, $all: Boolean, $limit: Int, $cursor: String) {
  jobs(status: $status, type: $type, all: $all, limit: $limit, cursor: $cursor) { nodes { id type status createdAt ownerId } pageInfo { endCursor hasNextPage limit } }
}`;

describe('get a job', () => {
  it('shows the owner and the tenant admins everything; anyone else gets 404', async () => {
    const job = (await create(p, owner, 'generateImage', { prompt: 'Poster' })).data;
    const read = await ok(p, owner.token, GET, { id: job.id });
    expect(read).toMatchObject({
      id: job.id,
      type: 'image-generation',
      status: 'queued',
      progress: 0,
      outputs: [],
      creditsReserved: 10,
      creditsCharged: 0,
      creditsRefunded: 0,
      ownerId: owner.userId,
      error: null,
    });
    expect(Date.parse(read.estimatedCompletionTime)).toBeGreaterThan(Date.parse(read.createdAt));
    expect((await ok(p, t.admin.token, GET, { id: job.id })).id).toBe(job.id);
    for (const token of [colleague.token, other.admin.token, other.user.token]) {
      const refused = await call(p, token, GET, { id: job.id });
      expect([refused.code, refused.status]).toEqual(['NOT_FOUND', 404]);
    }
    expect((await call(p, owner.token, GET, { id: 'job-1' })).code).toBe('NOT_FOUND');
    expect((await call(p, owner.token, GET, { id: randomUUID() })).code).toBe('NOT_FOUND');
    expect((await call(p, undefined, GET, { id: job.id })).code).toBe('UNAUTHENTICATED');
  });

  it("resolves the owner from identity and shows a worker's outputs and error", async () => {
    const id = await insertJob(p, t, owner.userId, {
      status: 'completed',
      progress: 100,
      creditsCharged: 10,
      outputs: [{ url: '/files/media/x.png', width: 64, height: 32, key: 'media/x.png' }],
    });
    const read = await ok(
      p,
      owner.token,
      `query($id: ID!) { job(id: $id) { outputs { url width height } creditsCharged owner { id email planTier } } }`,
      { id },
    );
    // The output's link is signed at read time from its key (docs/api/README.md, Files).
    expect(read).toEqual({
      outputs: [
        {
          url: expect.stringMatching(/^\/files\/media\/x\.png\?expires=\d+&signature=[\w-]{43}$/),
          width: 64,
          height: 32,
        },
      ],
      creditsCharged: 10,
      owner: { id: owner.userId, email: owner.email, planTier: 'pro' },
    });
    // A row from before signed links holds only the URL: it is signed by the URL's key; a provider's URL stays as stored.
    const legacy = await insertJob(p, t, owner.userId, {
      status: 'completed',
      outputs: [{ url: '/files/media/old.png' }, { url: 'https://cdn.example/a.png' }],
    });
    const legacyOutputs = (
      await ok(p, owner.token, `query($id: ID!) { job(id: $id) { outputs { url } } }`, {
        id: legacy,
      })
    ).outputs;
    expect(legacyOutputs).toEqual([
      { url: expect.stringMatching(/^\/files\/media\/old\.png\?expires=\d+&signature=/) },
      { url: 'https://cdn.example/a.png' },
    ]);
    await p.storage.put('media/old.png', Buffer.from('old'), 'image/png');
    expect((await p.rest('GET', legacyOutputs[0].url)).body).toBe('old');
    const failed = await insertJob(p, t, owner.userId, {
      status: 'failed',
      errorCode: 'ERR_PROVIDER_ERROR',
      errorMessage: 'every provider failed',
    });
    expect((await ok(p, owner.token, GET, { id: failed })).error).toEqual({
      code: 'ERR_PROVIDER_ERROR',
      message: 'every provider failed',
    });
  });
});

describe('list jobs', () => {
  let user: Session;
  const ids: string[] = [];
  beforeAll(async () => {
    user = await userOn(p, t, 'pro', 5000);
    for (const [mutation, input] of [
      ['generateImage', { prompt: 'one' }],
      ['textToSpeech', { text: 'two' }],
      ['generateImage', { prompt: 'three' }],
    ] as const) {
      ids.push((await create(p, user, mutation, input)).data.id);
    }
    await p.prisma.mediaJob.update({ where: { id: ids[0] }, data: { status: 'failed' } });
  });

  it("lists the caller's own jobs, newest first, with a cursor", async () => {
    const first = await ok(p, user.token, LIST, { limit: 2 });
    expect(first.nodes.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, limit: 2 });
    const second = await ok(p, user.token, LIST, { limit: 2, cursor: first.pageInfo.endCursor });
    expect(second.nodes.map((n: { id: string }) => n.id)).toEqual([ids[0]]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await ok(p, user.token, LIST, {})).pageInfo.limit).toBe(20);
  });

  it('filters by status and type', async () => {
    expect(
      (await ok(p, user.token, LIST, { status: 'failed' })).nodes.map((n: { id: string }) => n.id),
    ).toEqual([ids[0]]);
    expect(
      (await ok(p, user.token, LIST, { type: 'image-generation' })).nodes.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([ids[2], ids[0]]);
    expect(
      (await ok(p, user.token, LIST, { type: 'text-to-speech', status: 'queued' })).nodes.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([ids[1]]);
    expect((await ok(p, user.token, LIST, { status: 'cancelled' })).nodes).toEqual([]);
  });

  it('lets admins list the whole tenant with all: true, nobody else', async () => {
    const all = await ok(p, t.admin.token, LIST, { all: true, limit: 100 });
    const owners = new Set(all.nodes.map((n: { ownerId: string }) => n.ownerId));
    expect(owners.has(user.userId) && owners.has(owner.userId)).toBe(true);
    expect((await ok(p, t.admin.token, LIST, {})).nodes).toEqual([]);
    const refused = await call(p, user.token, LIST, { all: true });
    expect([refused.code, refused.status]).toEqual(['FORBIDDEN', 403]);
    expect((await ok(p, other.admin.token, LIST, { all: true })).nodes).toEqual([]);
  });

  it('refuses an unknown type, a bad limit and a foreign cursor', async () => {
    expect((await call(p, user.token, LIST, { type: 'painting' })).details).toEqual([
      { field: 'type', problem: expect.stringContaining('must be one of image-generation,') },
    ]);
    expect((await call(p, user.token, LIST, { limit: 0 })).details).toEqual([
      { field: 'limit', problem: 'must be a whole number from 1 to 100' },
    ]);
    expect((await call(p, user.token, LIST, { limit: 101 })).code).toBe('VALIDATION_FAILED');
    expect((await call(p, user.token, LIST, { cursor: 'bm90LWEtY3Vyc29y' })).details).toEqual([
      { field: 'cursor', problem: 'is not a valid cursor for this query' },
    ]);
  });
});

describe('tenant isolation', () => {
  it("keeps another tenant's jobs invisible and unusable", async () => {
    const voice = await insertJob(p, t, owner.userId, {
      type: 'voice-clone-training',
      status: 'completed',
      outputs: [{ url: '/files/media/voice.bin' }],
    });
    const stranger = await userOn(p, other, 'promax', 1000);
    for (const [query, variables] of [
      [GET, { id: voice }],
      ['mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: voice }],
      ['mutation($id: ID!) { retryJob(id: $id) { id } }', { id: voice }],
    ] as const) {
      expect((await call(p, stranger.token, query, variables)).code).toBe('NOT_FOUND');
    }
    expect(
      await problems(p, stranger, 'speakWithClonedVoice', { text: 'hi', voiceModelId: voice }),
    ).toEqual([
      { field: 'voiceModelId', problem: 'must be the id of a completed voice-clone-training job' },
    ]);
    expect(
      await problems(p, stranger, 'mintAsset', {
        assetUrl: '/files/media/voice.bin',
        metadata: { name: 'x' },
      }),
    ).toEqual([{ field: 'assetUrl', problem: 'must be the URL of an output of a completed job' }]);
  });
});

import { ok } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { systemToken } from '../../../test/accounts';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { balanceOf, create, insertJob, userOn, VALID } from './helpers';

// Subtitles jobs are made here: the local provider has a transcription model (AI_MODELS would name one).
const { p, t } = platformFixture({ media: { transcription: true } });

/** Creates a job and answers its reserved credits, checking the wallet paid exactly that. */
async function costOf(
  user: Session,
  mutation: string,
  input: Record<string, unknown>,
): Promise<number> {
  const before = await balanceOf(p, t, user.userId);
  const outcome = await create(p, user, mutation, input);
  if (outcome.code) throw new Error(`${outcome.code}: ${outcome.message}`);
  expect(before - (await balanceOf(p, t, user.userId))).toBe(outcome.data.creditsReserved);
  return outcome.data.creditsReserved;
}

const jobCount = (ownerId: string) => p.prisma.mediaJob.count({ where: { ownerId } });

describe('credit cost (docs/media.md, "Operations"), reserved from the wallet at creation', () => {
  let user: Session;
  beforeAll(async () => {
    user = await userOn(p, t, 'enterprise', 50_000);
  });

  it('prices images per variant by quality', async () => {
    expect(await costOf(user, 'generateImage', { prompt: 'x' })).toBe(10);
    expect(await costOf(user, 'generateImage', { prompt: 'x', quality: 'high', variants: 3 })).toBe(
      75,
    );
    expect(
      await costOf(user, 'generateImage', { prompt: 'x', quality: 'ultra', variants: 4 }),
    ).toBe(200);
  });

  it('prices video per started 10 seconds by quality', async () => {
    expect(await costOf(user, 'generateVideo', { prompt: 'x', duration: 5 })).toBe(100);
    expect(await costOf(user, 'generateVideo', { prompt: 'x' })).toBe(100);
    expect(
      await costOf(user, 'generateVideo', { prompt: 'x', duration: 11, quality: 'high' }),
    ).toBe(400);
    expect(
      await costOf(user, 'generateVideo', { prompt: 'x', duration: 60, quality: 'ultra' }),
    ).toBe(2400);
  });

  it('prices voice-clone training and avatars by quality, everything else at 20', async () => {
    const voice = { name: 'v', audioSamples: ['https://x.test/a.wav'], language: 'en' };
    expect(await costOf(user, 'trainVoiceClone', voice)).toBe(200);
    expect(await costOf(user, 'trainVoiceClone', { ...voice, quality: 'high' })).toBe(400);
    expect(await costOf(user, 'trainVoiceClone', { ...voice, quality: 'ultra' })).toBe(800);
    const avatar = { sourceType: 'description', sourceData: 'a host' };
    expect(await costOf(user, 'generateAvatar', avatar)).toBe(150);
    expect(await costOf(user, 'generateAvatar', { ...avatar, quality: 'high' })).toBe(300);
    expect(await costOf(user, 'generateAvatar', { ...avatar, quality: 'ultra' })).toBe(600);
    for (const mutation of [
      'transformImage',
      'removeBackground',
      'upscaleImage',
      'createShortClips',
      'addSubtitles',
      'textToSpeech',
      'generateMusic',
      'createSocialVariants',
    ]) {
      expect([mutation, await costOf(user, mutation, VALID[mutation])]).toEqual([mutation, 20]);
    }
  });

  it('stores the reservation on the job, one per attempt, in the ledger under the job', async () => {
    const job = (await create(p, user, 'generateImage', { prompt: 'ledger' })).data;
    const row = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: job.id } });
    const reservation = await p.prisma.creditReservation.findFirstOrThrow({
      where: { id: row.reservationId },
    });
    expect(reservation).toMatchObject({
      amount: 10,
      status: 'reserved',
      userId: user.userId,
      reference: `media-job:${job.id}:attempt-1`,
    });
  });
});

describe('insufficient credits', () => {
  it('passes on 402 ERR_INSUFFICIENT_CREDITS and writes no job', async () => {
    const user = await userOn(p, t, 'pro', 15);
    const refused = await create(p, user, 'generateImage', { prompt: 'x', quality: 'high' });
    expect([refused.code, refused.status]).toEqual(['ERR_INSUFFICIENT_CREDITS', 402]);
    expect(await jobCount(user.userId)).toBe(0);
    expect(await balanceOf(p, t, user.userId)).toBe(15);
    expect((await create(p, user, 'generateImage', { prompt: 'x' })).data.creditsReserved).toBe(10);
    expect(await balanceOf(p, t, user.userId)).toBe(5);
  });

  it('charges a team wallet with teamId; a non-member is refused and nothing is held', async () => {
    const [member, outsider] = await Promise.all([userOn(p, t, 'pro'), userOn(p, t, 'pro', 100)]);
    const team = await ok(
      p,
      t.admin.token,
      'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
      { input: { name: 'Studio', ownerId: member.userId } },
    );
    await ok(
      p,
      systemToken(t.tenantId),
      'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }',
      {
        input: { teamId: team.id, amount: 100, reference: 'team funding' },
      },
    );
    const job = (await create(p, member, 'generateImage', { prompt: 'x', teamId: team.id })).data;
    expect([job.teamId, job.creditsReserved]).toEqual([team.id, 10]);
    const teamBalance = await ok(
      p,
      t.admin.token,
      'query($teamId: ID!) { teamWallet(teamId: $teamId) { balance } }',
      { teamId: team.id },
    );
    expect(teamBalance.balance).toBe(90);
    const refused = await create(p, outsider, 'generateImage', { prompt: 'x', teamId: team.id });
    expect(refused.code).toBe('FORBIDDEN');
    expect([await jobCount(outsider.userId), await balanceOf(p, t, outsider.userId)]).toEqual([
      0, 100,
    ]);
  });
});

describe('content policy', () => {
  it('refuses blocked terms in prompt-like fields with 400 ERR_INVALID_PROMPT, before reserving', async () => {
    const user = await userOn(p, t, 'pro', 1000);
    const refused = await create(p, user, 'generateImage', {
      prompt: 'A battlefield full of GORE',
    });
    expect([refused.code, refused.status, refused.details]).toEqual([
      'ERR_INVALID_PROMPT',
      400,
      [{ field: 'prompt', problem: 'violates the content policy (blocked term "gore")' }],
    ]);
    expect((await create(p, user, 'textToSpeech', { text: 'read this nude scene' })).code).toBe(
      'ERR_INVALID_PROMPT',
    );
    expect(
      (
        await create(p, user, 'generateAvatar', {
          sourceType: 'description',
          sourceData: 'bomb-making instructor',
        })
      ).code,
    ).toBe('ERR_INVALID_PROMPT');
    expect((await create(p, user, 'generateMusic', { prompt: 'snuff', duration: 20 })).code).toBe(
      'ERR_INVALID_PROMPT',
    );
    expect(await balanceOf(p, t, user.userId)).toBe(1000);
    // Whole words only: a longer word that contains a term is fine.
    expect(
      (await create(p, user, 'generateImage', { prompt: 'A gorgeous sunset' })).data.status,
    ).toBe('queued');
  });

  it('refuses sexual content involving minors, and not ordinary prompts about children', async () => {
    const user = await userOn(p, t, 'pro', 1000);
    for (const prompt of [
      'child sexual abuse imagery',
      'a naked 12 year old girl',
      'sexy photo of a 14-year-old',
    ]) {
      const refused = await create(p, user, 'generateImage', { prompt });
      expect([prompt, refused.code, refused.status, refused.details]).toEqual([
        prompt,
        'ERR_INVALID_PROMPT',
        400,
        [
          {
            field: 'prompt',
            problem:
              'violates the content policy (sexual content involving minors is never allowed)',
          },
        ],
      ]);
    }
    expect(await balanceOf(p, t, user.userId)).toBe(1000);
    for (const prompt of [
      'children playing football in a park',
      'a family photo with kids at the beach',
      'a teen reading a book',
      "a child's birthday party with balloons",
    ])
      expect([prompt, (await create(p, user, 'generateImage', { prompt })).data?.status]).toEqual([
        prompt,
        'queued',
      ]);
  });

  it('reports field problems before the policy', async () => {
    const user = await userOn(p, t, 'pro', 100);
    expect((await create(p, user, 'generateImage', { prompt: 'gore', variants: 9 })).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('plan tiers (checked before credits)', () => {
  it('asset minting needs promax or enterprise', async () => {
    const url = `/files/media/${randomUUID()}.png`;
    await insertJob(p, t, t.admin.userId, { status: 'completed', outputs: [{ url }] });
    const input = { assetUrl: url, metadata: { name: 'Poster' } };
    for (const tier of ['free', 'pro'] as const) {
      const refused = await create(p, await userOn(p, t, tier, 1000), 'mintAsset', input);
      expect([refused.code, refused.status, refused.message]).toEqual([
        'ERR_TIER_REQUIRED',
        403,
        `asset-minting needs the promax plan or above (yours is ${tier})`,
      ]);
    }
    for (const tier of ['promax', 'enterprise'] as const) {
      expect(
        (await create(p, await userOn(p, t, tier, 1000), 'mintAsset', input)).data.status,
      ).toBe('queued');
    }
    // The tier rule comes before the credits: a free user without credits still hears about the tier.
    expect((await create(p, await userOn(p, t, 'free'), 'mintAsset', input)).code).toBe(
      'ERR_TIER_REQUIRED',
    );
  });

  it('caps video duration per tier: free 10 s, pro 30 s, promax and enterprise 60 s', async () => {
    const caps = { free: 10, pro: 30, promax: 60, enterprise: 60 } as const;
    for (const [tier, cap] of Object.entries(caps)) {
      const user = await userOn(p, t, tier as keyof typeof caps, 5000);
      expect(
        (await create(p, user, 'generateVideo', { prompt: 'x', duration: cap })).data.params
          .duration,
      ).toBe(cap);
      if (cap < 60) {
        const refused = await create(p, user, 'generateVideo', { prompt: 'x', duration: cap + 1 });
        expect([refused.code, refused.status]).toEqual(['ERR_TIER_REQUIRED', 403]);
      }
      // Outside 5..60 is a plain 400 whatever the tier.
      expect((await create(p, user, 'generateVideo', { prompt: 'x', duration: 90 })).code).toBe(
        'VALIDATION_FAILED',
      );
    }
    const free = await userOn(p, t, 'free', 5000);
    const avatar = await insertJob(p, t, free.userId, {
      type: 'avatar-generation',
      status: 'completed',
    });
    const refused = await create(p, free, 'animateAvatar', {
      avatarModelId: avatar,
      audioUrl: 'https://x.test/a.wav',
      duration: 20,
    });
    expect([refused.code, refused.message]).toEqual([
      'ERR_TIER_REQUIRED',
      'Videos on the free plan are at most 10 seconds; 20 seconds needs the pro plan',
    ]);
  });
});

describe('monthly render quotas (jobs created this calendar month, UTC)', () => {
  /** Fills a user's month with `count` completed jobs straight in the database (one statement). */
  async function fill(user: Session, count: number, createdAt = new Date()): Promise<void> {
    await p.prisma.$executeRaw`
      INSERT INTO "media"."jobs" ("id", "tenant_id", "owner_id", "type", "status", "params", "timeout_seconds", "credits_reserved", "reservation_id", "created_at", "updated_at")
      SELECT gen_random_uuid(), ${t.tenantId}::uuid, ${user.userId}::uuid, 'template-render', 'completed', '{}', 120, 20, gen_random_uuid(), ${createdAt}, now()
      FROM generate_series(1, ${count})`;
  }

  it.each([
    ['free', 50],
    ['pro', 1000],
    ['promax', 10_000],
  ] as const)('%s: %i jobs, then 429 ERR_QUOTA_EXCEEDED without reserving', async (tier, quota) => {
    const user = await userOn(p, t, tier, 100);
    await fill(user, quota - 1);
    expect((await create(p, user, 'generateImage', { prompt: 'last one' })).data.status).toBe(
      'queued',
    );
    const refused = await create(p, user, 'generateImage', { prompt: 'one too many' });
    expect([refused.code, refused.status]).toEqual(['ERR_QUOTA_EXCEEDED', 429]);
    expect(await balanceOf(p, t, user.userId)).toBe(90);
  });

  it('counts only this month, per user; enterprise is unlimited', async () => {
    const user = await userOn(p, t, 'free', 100);
    const now = new Date();
    await fill(user, 60, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000));
    await fill(await userOn(p, t, 'free'), 50);
    expect((await create(p, user, 'generateImage', { prompt: 'x' })).data.status).toBe('queued');
    const enterprise = await userOn(p, t, 'enterprise', 100);
    await fill(enterprise, 10_001);
    expect((await create(p, enterprise, 'generateImage', { prompt: 'x' })).data.status).toBe(
      'queued',
    );
  });

  it('answers the quota before the credits', async () => {
    const user = await userOn(p, t, 'free');
    await fill(user, 50);
    expect((await create(p, user, 'generateImage', { prompt: 'x' })).code).toBe(
      'ERR_QUOTA_EXCEEDED',
    );
  });

  it('lets concurrent creations at the limit overrun nothing', async () => {
    const user = await userOn(p, t, 'free', 1000);
    await fill(user, 45);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => create(p, user, 'generateImage', { prompt: 'race' })),
    );
    expect(outcomes.filter((o) => o.data?.status === 'queued')).toHaveLength(5);
    expect(outcomes.filter((o) => o.code === 'ERR_QUOTA_EXCEEDED')).toHaveLength(5);
    expect(await jobCount(user.userId)).toBe(50);
    expect(await balanceOf(p, t, user.userId)).toBe(950);
  });
});

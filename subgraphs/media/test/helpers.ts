import { randomUUID } from 'node:crypto';
import { addUser, systemToken } from '../../../test/accounts';
import { call, ok, type Outcome } from '../../../test/answers';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import { mediaProviderSettings } from '../providers/settings';
import type { MediaOverrides } from '../server';

// Helpers of the media subgraph's tests: users of a plan tier, credits, job creation and reads.

export type Tier = 'free' | 'pro' | 'promax' | 'enterprise';

export const JOB = `id type status progress attempt provider params outputs { url width height } creditsReserved creditsCharged
  creditsRefunded ownerId teamId error { code message } estimatedCompletionTime createdAt completedAt cancelledAt failedAt`;

/**
 * The media service's providers for tests that create jobs naming providers: each name on a
 * Replicate route that no worker calls here (creation only checks that the name is configured).
 */
export function namedProviders(...names: string[]): MediaOverrides {
  const map = Object.fromEntries(names.map((name) => [name, 'replicate:acme/never-called']));
  return {
    providers: mediaProviderSettings({
      REPLICATE_API_TOKEN: 'r8_test',
      MEDIA_REPLICATE_URL: 'http://127.0.0.1:9',
      MEDIA_PROVIDER_MAP: JSON.stringify(map),
    }),
  };
}

/** A user of the tenant on `tier` with a session (and `credits` in their wallet when given). */
export async function userOn(
  p: TestPlatform,
  t: TenantFixture,
  tier: Tier,
  credits = 0,
  role: 'user' | 'admin' = 'user',
): Promise<Session> {
  const session = await addUser(p, t.admin, role, { planTier: tier });
  if (credits > 0) await topUp(p, t, session.userId, credits);
  return session;
}

/** Credits a user's wallet as a confirmed payment does (role system: admins cannot create credits). */
export async function topUp(
  p: TestPlatform,
  t: TenantFixture,
  userId: string,
  amount: number,
): Promise<void> {
  await ok(
    p,
    systemToken(t.tenantId),
    'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }',
    {
      input: { userId, amount, reference: `media test ${randomUUID()}` },
    },
  );
}

export async function balanceOf(
  p: TestPlatform,
  t: TenantFixture,
  userId: string,
): Promise<number> {
  return (
    await ok(p, t.admin.token, 'query($userId: ID) { wallet(userId: $userId) { balance } }', {
      userId,
    })
  ).balance;
}

/** Input type of each creation mutation, by mutation name. */
const INPUT_TYPES: Record<string, string> = {
  generateImage: 'GenerateImageInput',
  transformImage: 'TransformImageInput',
  removeBackground: 'RemoveBackgroundInput',
  upscaleImage: 'UpscaleImageInput',
  generateVideo: 'GenerateVideoInput',
  createShortClips: 'CreateShortClipsInput',
  addSubtitles: 'AddSubtitlesInput',
  textToSpeech: 'TextToSpeechInput',
  trainVoiceClone: 'TrainVoiceCloneInput',
  speakWithClonedVoice: 'SpeakWithClonedVoiceInput',
  generateMusic: 'GenerateMusicInput',
  generateAvatar: 'GenerateAvatarInput',
  animateAvatar: 'AnimateAvatarInput',
  createSocialVariants: 'CreateSocialVariantsInput',
  mintAsset: 'MintAssetInput',
};

/** Runs one creation mutation by name; answers the job or the error. */
export function create(
  p: TestPlatform,
  session: Session,
  mutation: string,
  input: Record<string, unknown>,
): Promise<Outcome> {
  return call(
    p,
    session.token,
    `mutation($input: ${INPUT_TYPES[mutation]}!) { ${mutation}(input: $input) { ${JOB} } }`,
    { input },
  );
}

/** The validation details of a refused creation (fails when it was not a 400 VALIDATION_FAILED). */
export async function problems(
  p: TestPlatform,
  session: Session,
  mutation: string,
  input: Record<string, unknown>,
): Promise<{ field: string; problem: string }[]> {
  const outcome = await create(p, session, mutation, input);
  expect([outcome.code, outcome.status, outcome.message]).toEqual([
    'VALIDATION_FAILED',
    400,
    expect.any(String),
  ]);
  return [...(outcome.details ?? [])].sort((a, b) => a.field.localeCompare(b.field));
}

/** The fields named by a refused creation's problems, sorted. */
export async function fieldsOf(
  p: TestPlatform,
  session: Session,
  mutation: string,
  input: Record<string, unknown>,
): Promise<string[]> {
  return (await problems(p, session, mutation, input)).map((d) => d.field).sort();
}

/** Writes a job straight to the database (for quotas, references and worker-side states), its credits confirmed. */
export async function insertJob(
  p: TestPlatform,
  t: TenantFixture,
  ownerId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await p.prisma.mediaJob.create({
    data: {
      id,
      tenantId: t.tenantId,
      ownerId,
      type: 'image-generation',
      params: { prompt: 'seeded' },
      timeoutSeconds: 300,
      creditsReserved: 10,
      reservationId: randomUUID(),
      creditsConfirmedAt: new Date(),
      ...fields,
    },
  });
  return id;
}

/** Valid inputs of every creation mutation (references made by the test that needs them). */
export const VALID: Record<string, Record<string, unknown>> = {
  generateImage: { prompt: 'A lighthouse at dawn' },
  transformImage: { imageUrl: 'https://cdn.example.test/in.png', transformation: 'enhance' },
  removeBackground: { imageUrl: 'https://cdn.example.test/in.png' },
  upscaleImage: { imageUrl: 'https://cdn.example.test/in.png' },
  generateVideo: { prompt: 'Waves on a beach', duration: 10 },
  createShortClips: { videoUrl: 'https://cdn.example.test/talk.mp4', targetDuration: 30 },
  addSubtitles: { videoUrl: 'https://cdn.example.test/talk.mp4' },
  textToSpeech: { text: 'Welcome to the show' },
  trainVoiceClone: {
    name: 'Host',
    audioSamples: ['https://cdn.example.test/a.wav'],
    language: 'en',
  },
  generateMusic: { prompt: 'Upbeat intro', duration: 30 },
  generateAvatar: { sourceType: 'description', sourceData: 'A friendly robot host' },
  createSocialVariants: {
    sourceUrl: 'https://cdn.example.test/poster.png',
    platforms: ['instagram'],
  },
};

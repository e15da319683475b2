import { randomUUID } from 'node:crypto';
import type { HttpAnswer, Session, TenantFixture, TestPlatform } from '../../../test/harness';

// Helpers of the media subgraph's tests: users of a plan tier, credits, job creation and reads.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type Tier = 'free' | 'pro' | 'promax' | 'enterprise';

export const JOB = `id type status progress attempt provider params outputs { url width height } creditsReserved creditsCharged
  creditsRefunded ownerId teamId error { code message } estimatedCompletionTime createdAt completedAt cancelledAt failedAt`;

/** A GraphQL answer reduced to its root field's value or its first error. */
export interface Outcome {
  data: Json;
  code?: string;
  status?: number;
  message?: string;
  details?: { field: string; problem: string }[];
}

export async function call(p: TestPlatform, token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  const res: HttpAnswer = await p.graphql(query, variables, { token });
  if (res.status !== 200 && !res.body?.errors) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.body)}`);
  const error = res.body.errors?.[0];
  const data = res.body.data ? (Object.values(res.body.data)[0] ?? null) : null;
  if (!error) return { data };
  return { data, code: error.extensions?.code, status: error.extensions?.httpStatus, message: error.message, details: error.extensions?.details };
}

/** The root field's value; fails with the error when there is one. */
export async function ok(p: TestPlatform, token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<Json> {
  const outcome = await call(p, token, query, variables);
  if (outcome.code) throw new Error(`${outcome.code} ${outcome.status}: ${outcome.message} ${JSON.stringify(outcome.details ?? [])}`);
  return outcome.data;
}

/** A user of the tenant on `tier` with a session (and `credits` in their wallet when given). */
export async function userOn(p: TestPlatform, t: TenantFixture, tier: Tier, credits = 0, role: 'user' | 'admin' = 'user'): Promise<Session> {
  const email = `${tier}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const added = await p.rest('POST', '/auth/v1/users', { token: t.admin.token, body: { email, password, name: `${tier} user`, roles: [role], planTier: tier } });
  if (added.status !== 201) throw new Error(`add user failed: ${JSON.stringify(added.body)}`);
  const login = await p.rest('POST', '/auth/v1/login', { body: { email, password } });
  const session = { token: login.body.data.accessToken, refreshToken: login.body.data.refreshToken, userId: added.body.data.id, email, password };
  if (credits > 0) await topUp(p, t, session.userId, credits);
  return session;
}

/** Credits a user's wallet as the tenant's admin would. */
export async function topUp(p: TestPlatform, t: TenantFixture, userId: string, amount: number): Promise<void> {
  await ok(p, t.admin.token, 'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }', {
    input: { userId, amount, reference: `media test ${randomUUID()}` },
  });
}

export async function balanceOf(p: TestPlatform, t: TenantFixture, userId: string): Promise<number> {
  return (await ok(p, t.admin.token, 'query($userId: ID) { wallet(userId: $userId) { balance } }', { userId })).balance;
}

/** Input type of each creation mutation, by mutation name. */
export const INPUT_TYPES: Record<string, string> = {
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
export function create(p: TestPlatform, session: Session, mutation: string, input: Record<string, unknown>): Promise<Outcome> {
  return call(p, session.token, `mutation($input: ${INPUT_TYPES[mutation]}!) { ${mutation}(input: $input) { ${JOB} } }`, { input });
}

/** The validation details of a refused creation (fails when it was not a 400 VALIDATION_FAILED). */
export async function problems(p: TestPlatform, session: Session, mutation: string, input: Record<string, unknown>): Promise<{ field: string; problem: string }[]> {
  const outcome = await create(p, session, mutation, input);
  expect([outcome.code, outcome.status, outcome.message]).toEqual(['VALIDATION_FAILED', 400, expect.any(String)]);
  return [...(outcome.details ?? [])].sort((a, b) => a.field.localeCompare(b.field));
}

/** The fields named by a refused creation's problems, sorted. */
export async function fieldsOf(p: TestPlatform, session: Session, mutation: string, input: Record<string, unknown>): Promise<string[]> {
  return (await problems(p, session, mutation, input)).map((d) => d.field).sort();
}

/** Writes a job straight to the database (for quotas, references and worker-side states). */
export async function insertJob(p: TestPlatform, t: TenantFixture, ownerId: string, fields: Record<string, unknown> = {}): Promise<string> {
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
  trainVoiceClone: { name: 'Host', audioSamples: ['https://cdn.example.test/a.wav'], language: 'en' },
  generateMusic: { prompt: 'Upbeat intro', duration: 30 },
  generateAvatar: { sourceType: 'description', sourceData: 'A friendly robot host' },
  createSocialVariants: { sourceUrl: 'https://cdn.example.test/poster.png', platforms: ['instagram'] },
};

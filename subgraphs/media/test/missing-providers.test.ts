import { platformFixture } from '../../../test/fixture';
import { balance, fundedUser } from './worker-helpers';

// A default start (`npm start`: the local provider, no AI_MODELS, no MEDIA_PROVIDER_MAP): a job no
// provider of the platform can make is refused at creation with 502 ERR_PROVIDER_ERROR naming what
// is missing, before any credit is held, instead of being accepted and failed later.
const { p, t } = platformFixture();

const BASE = '/media/v1';
const jobsOf = (userId: string) => p.prisma.mediaJob.count({ where: { ownerId: userId } });
const holdsOf = (userId: string) =>
  p.prisma.creditReservation.count({ where: { tenantId: t.tenantId, userId } });

describe('a job no provider here can make', () => {
  it('refuses subtitles without a transcription model with 502 naming the setting; nothing held', async () => {
    const user = await fundedUser(p, t, 100);
    const res = await p.rest('POST', `${BASE}/videos/subtitles`, {
      token: user.token,
      body: { videoUrl: 'https://x.test/talk.mp4', language: 'en' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message:
        'Subtitles need a transcription provider: configure AI_MODELS (a model with the "transcription" capability)',
    });
    expect([await balance(p, user), await jobsOf(user.userId), await holdsOf(user.userId)]).toEqual(
      [100, 0, 0],
    );
  });

  it('refuses a named provider that is not configured with 502 naming it; nothing held', async () => {
    const user = await fundedUser(p, t, 100);
    const res = await p.rest('POST', `${BASE}/images/generate`, {
      token: user.token,
      body: { prompt: 'a fox', width: 256, height: 256, provider: 'midjourney' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'ERR_PROVIDER_ERROR',
      message:
        'midjourney is not configured on this platform for image-generation (none is configured); leave provider out to let the platform choose',
    });
    expect([await balance(p, user), await jobsOf(user.userId), await holdsOf(user.userId)]).toEqual(
      [100, 0, 0],
    );
  });

  it('still answers a bad input with 400 first, and takes what the local provider makes', async () => {
    const user = await fundedUser(p, t, 100);
    const bad = await p.rest('POST', `${BASE}/videos/subtitles`, {
      token: user.token,
      body: { language: 'en' },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const image = await p.rest('POST', `${BASE}/images/generate`, {
      token: user.token,
      body: { prompt: 'a fox', width: 256, height: 256 },
    });
    expect(image.status).toBe(202);
  });
});

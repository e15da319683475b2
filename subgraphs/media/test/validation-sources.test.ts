import sharp from 'sharp';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { encodeH264Mp4 } from '../providers/encoders/h264';
import { encodeMp3 } from '../providers/encoders/mp3';
import { addAudioTrack } from '../providers/encoders/mp4-remux';
import { encodeWav } from '../providers/encoders/wav';
import { balanceOf, create, problems, userOn } from './helpers';

// Sources are real (docs/media.md, "Validation"): a job's source file must be there and decode as
// what the job reads before anything is reserved; otherwise a 400 naming the field, nothing held.
jest.setTimeout(120_000);

// Subtitles jobs are made here: the local provider has a transcription model (AI_MODELS would name one).
const { p, t } = platformFixture({ media: { transcription: true } });
let user: Session;
beforeAll(async () => {
  user = await userOn(p, t, 'enterprise', 5000);
});

/** Stores `data` as an upload of the tenant (or of `tenantId`); answers its platform path. */
async function upload(name: string, data: Buffer, type: string, tenantId = t.tenantId) {
  const stored = await p.storage.put(`media/${tenantId}/uploads/${name}`, data, type);
  return `/files/${stored.key}`;
}

async function video(withSound: boolean): Promise<Buffer> {
  const data = await encodeH264Mp4(
    { width: 64, height: 48, fps: 10, frames: 20 },
    (frame, rgba) => rgba.fill(frame * 8),
    { signal: new AbortController().signal },
  );
  if (!withSound) return data;
  const tone = new Float32Array(22_050 * 2).map((_, i) => 0.3 * Math.sin(i / 8));
  return addAudioTrack(data, await encodeMp3(tone, 22_050), 2, 10);
}

const jobCount = () => p.prisma.mediaJob.count({ where: { ownerId: user.userId } });

describe('source files are checked at creation, before any credit is held', () => {
  it('refuses an avatar photo that does not exist: 400 naming the field, wallet and jobs unchanged', async () => {
    const [before, jobs] = [await balanceOf(p, t, user.userId), await jobCount()];
    const input = { sourceType: 'photo', sourceData: `/files/media/${t.tenantId}/none/me.jpg` };
    expect(await problems(p, user, 'generateAvatar', input)).toEqual([
      { field: 'sourceData', problem: 'file not found' },
    ]);
    expect(await balanceOf(p, t, user.userId)).toBe(before);
    expect(await jobCount()).toBe(jobs);
    const held = await p.prisma.creditReservation.count({ where: { userId: user.userId } });
    expect(held).toBe(0);
  });

  it("reads another tenant's file as missing", async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c08060' },
    })
      .png()
      .toBuffer();
    const theirs = await upload(
      'face.png',
      png,
      'image/png',
      '99999999-9999-4999-8999-999999999999',
    );
    expect(await problems(p, user, 'upscaleImage', { imageUrl: theirs })).toEqual([
      { field: 'imageUrl', problem: 'file not found' },
    ]);
    const ours = await upload('face.png', png, 'image/png');
    expect((await create(p, user, 'upscaleImage', { imageUrl: ours })).data.status).toBe('queued');
  });

  it('refuses a file that does not decode as what the job reads', async () => {
    const text = await upload('notes.txt', Buffer.from('not a file of media'), 'text/plain');
    expect(
      await problems(p, user, 'transformImage', { imageUrl: text, transformation: 'filter' }),
    ).toEqual([{ field: 'imageUrl', problem: 'is not an image' }]);
    expect(
      await problems(p, user, 'createShortClips', { videoUrl: text, targetDuration: 15 }),
    ).toEqual([{ field: 'videoUrl', problem: 'is not a video' }]);
    expect(
      await problems(p, user, 'animateAvatar', {
        avatarModelId: '00000000-0000-4000-8000-00000000abcd',
        audioUrl: text,
      }).then((list) => list.filter((d) => d.field === 'audioUrl')),
    ).toEqual([{ field: 'audioUrl', problem: 'is not a recording (WAV or MP3)' }]);
    expect(
      await problems(p, user, 'trainVoiceClone', {
        name: 'Mine',
        language: 'en',
        audioSamples: [
          await upload('a.wav', encodeWav(new Float32Array(16_000)), 'audio/wav'),
          text,
        ],
      }),
    ).toEqual([{ field: 'audioSamples.1', problem: 'is not a recording (WAV or MP3)' }]);
    expect(
      await problems(p, user, 'createSocialVariants', {
        sourceUrl: text,
        platforms: ['instagram'],
      }),
    ).toEqual([{ field: 'sourceUrl', problem: 'is neither an image nor a video' }]);
  });

  it('answers subtitles of a video without an audio track with 400 before any charge', async () => {
    const before = await balanceOf(p, t, user.userId);
    const silent = await upload('silent.mp4', await video(false), 'video/mp4');
    expect(await problems(p, user, 'addSubtitles', { videoUrl: silent })).toEqual([
      { field: 'videoUrl', problem: 'has no audio track' },
    ]);
    expect(await balanceOf(p, t, user.userId)).toBe(before);
    const spoken = await upload('spoken.mp4', await video(true), 'video/mp4');
    const job = await create(p, user, 'addSubtitles', { videoUrl: spoken });
    expect([job.data.status, job.data.creditsReserved]).toEqual(['queued', 20]);
  });
});

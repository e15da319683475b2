import { avatarScene, mouthTrack, type AvatarLook } from './avatar-frames';
import { encodeH264Mp4 } from './encoders/h264';
import { atMp3Rate, encodeMp3 } from './encoders/mp3';
import { addAudioTrack, remuxMp4, videoFacts } from './encoders/mp4-remux';
import { breather } from './encoders/time-slices';
import type { PcmAudio } from './encoders/wav';
import { ProviderError } from './chain';
import type { LocalFile } from './local-files';
import { sceneFrames } from './scene/scene-video';

export interface StepContext {
  signal: AbortSignal;
  /** Fraction of this file done, 0..1. */
  progress: (fraction: number) => void | Promise<void>;
}

const mp4 = (
  data: Buffer,
  width: number,
  height: number,
  durationSeconds: number,
  method: string,
): LocalFile => ({
  data,
  contentType: 'video/mp4',
  extension: 'mp4',
  width,
  height,
  durationSeconds,
  method,
});

/** Frame size by quality and aspect ratio: 720p for standard, 1080p above. */
export function videoSize(aspectRatio: string, quality: string): { width: number; height: number } {
  const long = quality === 'standard' ? 1280 : 1920;
  const short = quality === 'standard' ? 720 : 1080;
  if (aspectRatio === '9:16') return { width: short, height: long };
  if (aspectRatio === '1:1') return { width: short, height: short };
  return { width: long, height: short };
}

/** An H.264 MP4 of the prompt's scene (scene/scene-video.ts), `seconds` long at `fps`. */
export async function promptVideo(
  input: { width: number; height: number; fps: number; seconds: number; prompt: string },
  step: StepContext,
): Promise<LocalFile> {
  const { width, height, fps, seconds } = input;
  const scene = await sceneFrames(input.prompt, width, height, fps, seconds);
  const data = await encodeH264Mp4(
    { width, height, fps, frames: Math.round(seconds * fps) },
    scene.draw,
    step,
  );
  return mp4(
    data,
    width,
    height,
    seconds,
    `${scene.method}; H.264 Constrained Baseline by h264-mp4-encoder`,
  );
}

/** The avatar animation's frame: square, 720 x 720 at 30 fps (the local provider's own choice; the API names none). */
const AVATAR_VIDEO = { side: 720, fps: 30 };

/**
 * A talking head (avatar-frames.ts) whose mouth follows the loudness of `audio` when it could be
 * read (WAV or MP3), else a syllable rhythm. The audio goes into the file as an MP3 track, cut at
 * the video's length: an MP3 source (`mp3`) is carried as it is, packet for packet; PCM is
 * encoded by LAME (there is no AAC encoder on npm that runs here), resampled first when MP3
 * cannot carry its rate. Without readable audio the file is silent, and its `method` says so.
 */
export async function avatarVideo(
  input: { seconds: number; look: AvatarLook; audio: PcmAudio | null; mp3?: Buffer | null },
  step: StepContext,
): Promise<LocalFile> {
  const { side, fps } = AVATAR_VIDEO;
  const { audio } = input;
  const mouth = mouthTrack(audio?.samples ?? null, audio?.sampleRate ?? 1);
  let data = await encodeH264Mp4(
    { width: side, height: side, fps, frames: Math.round(input.seconds * fps) },
    avatarScene(side, side, fps, input.look, mouth),
    step,
  );
  let sound = 'mouth in a syllable rhythm, silent (the audio could not be decoded: WAV or MP3)';
  if (audio) {
    const carried = input.mp3 ? null : atMp3Rate(audio);
    const track =
      input.mp3 ??
      (await encodeMp3(carried!.samples, carried!.sampleRate, 96, breather(step.signal)));
    data = await addAudioTrack(data, track, input.seconds, fps);
    sound = input.mp3
      ? 'mouth driven by the audio loudness, the MP3 carried as its audio track'
      : carried!.sampleRate === audio.sampleRate
        ? 'mouth driven by the audio loudness, the audio as an MP3 track'
        : `mouth driven by the audio loudness, the audio resampled from ${audio.sampleRate} Hz to ${carried!.sampleRate} Hz as an MP3 track`;
  }
  const background =
    input.look.background === 'chroma'
      ? '; transparent background as chroma-key green #00B140 (H.264 has no alpha)'
      : '';
  return mp4(data, side, side, input.seconds, `2D talking head, ${sound}, H.264${background}`);
}

/** Where clip `i` of `count` starts in a video of `total` seconds: spread evenly from the start to the last full clip. */
function clipStarts(total: number, length: number, count: number): number[] {
  const room = Math.max(0, total - length);
  return Array.from({ length: count }, (_, i) => (count === 1 ? 0 : (room * i) / (count - 1)));
}

/**
 * Clips of `length` seconds cut from the source without re-encoding (encoders/mp4-remux.ts):
 * each starts at the key frame at or before its planned start, keeps the source's frame size,
 * codec and audio. A source shorter than `length` gives clips of the whole source.
 */
export async function cutClips(
  source: Buffer,
  length: number,
  count: number,
): Promise<Array<(step: StepContext) => Promise<LocalFile>>> {
  let facts;
  try {
    facts = await videoFacts(source);
  } catch (error) {
    throw new ProviderError(
      `videoUrl is not a video the local provider can cut (${(error as Error).message})`,
    );
  }
  return clipStarts(facts.durationSeconds, length, count).map((start) => async () => {
    const from = facts.keyTimes.filter((t) => t <= start + 1e-6).pop() ?? 0;
    const data = await remuxMp4(source, { from, to: from + length });
    const clip = await videoFacts(data);
    return mp4(
      data,
      clip.width,
      clip.height,
      clip.durationSeconds,
      `cut without re-encoding at the key frame of ${Math.round(from * 1000) / 1000} s (${facts.codec}, the source's frame size)`,
    );
  });
}

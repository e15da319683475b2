import type { ModelConfig } from '../../../lib/ai/model-registry';
import { transcribe, type TranscriptSegment } from '../../../lib/ai/openai-client';
import { ProviderError } from './chain';
import { soundOf } from './encoders/audio-track';
import type { LocalFile } from './local-files';

/** The setting a subtitles job needs, named in its error when it is missing. */
const TRANSCRIPTION_SETTING = 'AI_MODELS (a model with the "transcription" capability)';

/** The first OpenAI-compatible model of the registry that transcribes, if any. */
export function transcriptionModel(models: ModelConfig[]): ModelConfig | undefined {
  return models.find((m) => m.kind === 'openai' && m.capabilities.includes('transcription'));
}

/** The subtitles job without a transcription provider: it fails at once (nothing made, nothing charged). */
export function noTranscriptionProvider(): ProviderError {
  return new ProviderError(
    `Subtitles need a transcription provider: configure ${TRANSCRIPTION_SETTING}`,
  );
}

/** Transcription servers take files up to 25 MiB (OpenAI's limit). */
const MAX_TRANSCRIPTION_BYTES = 25 * 1024 * 1024;

/**
 * What is sent for transcription: the video's audio track alone (encoders/audio-track.ts), so
 * a long video fits the server's limit; a file mediabunny cannot open goes as it is.
 */
async function recording(video: Buffer): Promise<{ audio: Buffer; filename: string }> {
  const sound = await soundOf(video).catch(() => undefined);
  if (sound === null) throw new ProviderError('videoUrl has no audio track to transcribe');
  const file = sound
    ? { audio: sound.data, filename: sound.filename }
    : { audio: video, filename: 'video.mp4' };
  if (file.audio.length > MAX_TRANSCRIPTION_BYTES)
    throw new ProviderError(
      `the audio of videoUrl is larger than the ${MAX_TRANSCRIPTION_BYTES} bytes a transcription takes`,
    );
  return file;
}

/** The video's speech as timed segments, from the transcription model (`POST /audio/transcriptions`). */
export async function transcribeVideo(
  model: ModelConfig,
  video: Buffer,
  language: string | undefined,
  signal: AbortSignal,
): Promise<{ segments: TranscriptSegment[]; language: string | null }> {
  const { audio, filename } = await recording(video);
  try {
    const heard = await transcribe(model, {
      audio,
      filename,
      languageHint: language?.split('-')[0],
      signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]),
    });
    // A server that sends text without segments: one cue over the whole recording.
    const segments =
      heard.segments.length || !heard.text.trim()
        ? heard.segments
        : [{ start: 0, end: heard.durationSeconds ?? 5, text: heard.text.trim() }];
    return { segments: segments.filter((s) => s.text), language: heard.language };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // The server's own words can name internal hosts: they go to the log through the chain, not to the job.
    throw new Error(`transcription by ${model.id} failed: ${(error as Error).message}`);
  }
}

/** Lines of at most 42 characters (the usual subtitle width), broken at spaces. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line && line.length + 1 + word.length > 42) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function stamp(seconds: number, separator: '.' | ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

/** The subtitle `style` as a WebVTT STYLE block (CSS on ::cue); empty when none was asked for. */
function cueStyle(style: Record<string, unknown>): string {
  const css = [
    typeof style.color === 'string' ? `color: ${style.color};` : '',
    typeof style.backgroundColor === 'string' ? `background-color: ${style.backgroundColor};` : '',
    // Only name characters: nothing that could close the rule or the block.
    typeof style.fontFamily === 'string'
      ? `font-family: "${style.fontFamily.replace(/[^A-Za-z0-9 _-]/g, '')}";`
      : '',
    typeof style.fontSize === 'number' ? `font-size: ${style.fontSize}px;` : '',
  ].filter(Boolean);
  return css.length ? `STYLE\n::cue { ${css.join(' ')} }\n\n` : '';
}

// A cue's text must not hold a blank line or "-->" (it would end or break the cue).
const cueText = (text: string) => wrap(text.replace(/-->/g, '->'));

/** WebVTT: the language in the header, `position` as each cue's `line`, `style` as a STYLE block. */
export function webVtt(
  segments: TranscriptSegment[],
  language: string,
  position: string,
  style: Record<string, unknown>,
): LocalFile {
  const line = position === 'top' ? ' line:0%' : position === 'center' ? ' line:50%' : '';
  const cues = segments.map(
    (s, i) =>
      `${i + 1}\n${stamp(s.start, '.')} --> ${stamp(s.end, '.')}${line}\n${cueText(s.text)}`,
  );
  const data = Buffer.from(
    `WEBVTT\nLanguage: ${language}\n\n${cueStyle(style)}${cues.join('\n\n')}${cues.length ? '\n' : ''}`,
  );
  return { data, contentType: 'text/vtt', extension: 'vtt', method: 'transcribed' };
}

/** SubRip: numbered cues with comma milliseconds; SRT has no place for style or position beyond {\an8} (top). */
export function subRip(segments: TranscriptSegment[], position: string): LocalFile {
  const tag = position === 'top' ? '{\\an8}' : position === 'center' ? '{\\an5}' : '';
  const cues = segments.map(
    (s, i) => `${i + 1}\n${stamp(s.start, ',')} --> ${stamp(s.end, ',')}\n${tag}${cueText(s.text)}`,
  );
  return {
    data: Buffer.from(`${cues.join('\n\n')}${cues.length ? '\n' : ''}`),
    contentType: 'application/x-subrip',
    extension: 'srt',
    method: 'transcribed',
  };
}

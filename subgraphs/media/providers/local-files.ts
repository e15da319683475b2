import { createHash } from 'node:crypto';
import { encodeGlb } from './encoders/glb';
import { encodePdf } from './encoders/pdf';
import { encodePng } from './encoders/png';
import { encodeWav, WAV_SAMPLE_RATE } from './encoders/wav';
import { drawPicture } from './picture';
import { Seed } from './seed';
import { synthesize, type SoundRequest } from './sound';

/** One file the local provider makes, before it is stored. */
export interface LocalFile {
  data: Buffer;
  contentType: string;
  extension: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number;
}

/** The largest side of a generated picture: upscaling a large source stops here. */
export const MAX_SIDE = 4096;

export function png(width: number, height: number, seed: string, transparentBackground = false): LocalFile {
  const w = Math.max(1, Math.min(MAX_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_SIDE, Math.round(height)));
  return { data: encodePng(drawPicture({ width: w, height: h, seed, transparentBackground })), contentType: 'image/png', extension: 'png', width: w, height: h };
}

export function wav(seconds: number, seed: string, style: SoundRequest['style'], tempo?: number): LocalFile {
  const samples = synthesize({ seconds, seed, style, tempo });
  return { data: encodeWav(samples), contentType: 'audio/wav', extension: 'wav', durationSeconds: samples.length / WAV_SAMPLE_RATE };
}

export function json(value: unknown): LocalFile {
  return { data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`), contentType: 'application/json', extension: 'json' };
}

export function glb(name: string, seed: string, style: string): LocalFile {
  const s = new Seed(seed);
  const colour = s.colour().map((c) => c / 255) as [number, number, number];
  // A head on a body; cartoon and anime styles get a larger head.
  const head = style === 'cartoon' || style === 'anime' ? 0.36 : 0.26;
  const model = {
    name,
    color: colour,
    parts: [
      { center: [0, 0.75, 0], radii: [0.32, 0.55, 0.22] },
      { center: [0, 1.3 + head * 0.9, 0], radii: [head * 0.85, head, head * 0.9] },
    ] as { center: [number, number, number]; radii: [number, number, number] }[],
  };
  return { data: encodeGlb(model), contentType: 'model/gltf-binary', extension: 'glb' };
}

export function pdf(title: string, lines: string[], seed: string): LocalFile {
  const accent = new Seed(seed).colour().map((c) => c / 255) as [number, number, number];
  return { data: encodePdf({ width: 595, height: 842, accent, title, lines }), contentType: 'application/pdf', extension: 'pdf' };
}

/** The subtitle `style` as a WebVTT STYLE block (CSS on ::cue); empty when none was asked for. */
function cueStyle(style: Record<string, unknown>): string {
  const css = [
    typeof style.color === 'string' ? `color: ${style.color};` : '',
    typeof style.backgroundColor === 'string' ? `background-color: ${style.backgroundColor};` : '',
    // Only name characters: nothing that could close the rule or the block.
    typeof style.fontFamily === 'string' ? `font-family: "${style.fontFamily.replace(/[^A-Za-z0-9 _-]/g, '')}";` : '',
    typeof style.fontSize === 'number' ? `font-size: ${style.fontSize}px;` : '',
  ].filter(Boolean);
  return css.length ? `STYLE\n::cue { ${css.join(' ')} }\n\n` : '';
}

/** A WebVTT file with a cue every four seconds; positions follow the subtitle `position`. */
export function vtt(language: string, position: string, seconds: number, text: string, style: Record<string, unknown> = {}): LocalFile {
  const line = position === 'top' ? ' line:0%' : position === 'center' ? ' line:50%' : '';
  const stamp = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  const cues: string[] = [];
  for (let start = 0, n = 1; start < seconds; start += 4, n++) cues.push(`${n}\n${stamp(start)} --> ${stamp(Math.min(seconds, start + 4))}${line}\n${text} ${n}`);
  return { data: Buffer.from(`WEBVTT\nLanguage: ${language}\n\n${cueStyle(style)}${cues.join('\n\n')}\n`), contentType: 'text/vtt', extension: 'vtt' };
}

/** A stable hex digest of the text, for ids the local provider makes up (a simulated mint). */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

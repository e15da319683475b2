import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { decodeAudio } from '../../subgraphs/media/providers/encoders/mp3-decode';
import { readMp3, readMp4, readWav } from '../../subgraphs/media/test/media-decoders';
import { pdfText } from '../../test/pdf-text';

/** What an output file holds, read from its bytes (never from its name or content type). */
export interface Decoded {
  format: string;
  bytes: number;
  width?: number;
  height?: number;
  seconds?: number;
  /** What else was decoded: dominant colour, codec and frame rate, audio track, text. */
  notes: string[];
  /** Mono samples of a WAV or MP3, for its waveform. */
  samples?: Float32Array;
  /** Lines a card shows (subtitle cues, a model's materials, a receipt). */
  lines?: string[];
}

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A coarse name of a colour (hue, or grey), so a reader sees "red" without reading hex. */
function colourWord(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 64) return 'black';
  if (max - min < 25) return max > 215 ? 'white' : 'grey';
  const hue =
    max === r
      ? (60 * (g - b)) / (max - min)
      : max === g
        ? 120 + (60 * (b - r)) / (max - min)
        : 240 + (60 * (r - g)) / (max - min);
  const h = (hue + 360) % 360;
  const names: [number, string][] = [
    [15, 'red'],
    [45, 'orange'],
    [70, 'yellow'],
    [160, 'green'],
    [200, 'cyan'],
    [255, 'blue'],
    [290, 'purple'],
    [335, 'pink'],
    [360, 'red'],
  ];
  const word = names.find(([limit]) => h < limit)![1];
  return max < 110 ? `dark ${word}` : word;
}

async function image(data: Buffer): Promise<Decoded> {
  const meta = await sharp(data).metadata();
  const { dominant } = await sharp(data).stats();
  const { r, g, b } = dominant;
  return {
    format: meta.format ?? 'image',
    bytes: data.length,
    width: meta.width,
    height: meta.height,
    notes: [
      `dominant ${hex(r, g, b)} (${colourWord(r, g, b)})`,
      ...(meta.hasAlpha ? ['alpha channel'] : []),
    ],
  };
}

function video(data: Buffer): Decoded {
  const mp4 = readMp4(data);
  const fps = mp4.samples / mp4.durationSeconds;
  const audio = mp4.audio
    ? `audio ${mp4.audio.codec}${mp4.audio.objectType === 0x6b ? ' (MP3)' : ''} ${mp4.audio.sampleRate} Hz ${mp4.audio.durationSeconds.toFixed(2)} s`
    : 'no audio track';
  return {
    format: `mp4 ${mp4.codec}`,
    bytes: data.length,
    width: mp4.width,
    height: mp4.height,
    seconds: mp4.durationSeconds,
    notes: [`${fps.toFixed(2)} fps, ${mp4.samples} frames, ${mp4.syncSamples.length} key`, audio],
  };
}

function wav(data: Buffer): Decoded {
  const { sampleRate, samples, seconds } = readWav(data);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  return {
    format: 'wav',
    bytes: data.length,
    seconds,
    samples,
    notes: [`${sampleRate} Hz, peak ${peak.toFixed(2)}`],
  };
}

/** An MP3: its frames walked (length), its samples decoded by mpg123 (the platform's own decoder). */
async function mp3(data: Buffer): Promise<Decoded> {
  const facts = readMp3(data);
  const pcm = await decodeAudio(data);
  return {
    format: 'mp3',
    bytes: data.length,
    seconds: facts.seconds,
    samples: pcm?.samples,
    notes: [
      `${facts.sampleRate} Hz ${facts.channels} ch ${facts.kbps} kbit/s, ${facts.frames} frames`,
    ],
  };
}

async function pdf(data: Buffer): Promise<Decoded> {
  const doc = await PDFDocument.load(data);
  const { width, height } = doc.getPage(0).getSize();
  const text = (await pdfText(data)).join(' ').replace(/\s+/g, ' ').trim();
  return {
    format: 'pdf',
    bytes: data.length,
    width: Math.round(width),
    height: Math.round(height),
    notes: [
      `${doc.getPageCount()} page(s) of ${Math.round(width)} x ${Math.round(height)} pt`,
      `text: "${text.slice(0, 120)}"`,
    ],
  };
}

/** A GLB's JSON chunk: meshes and the materials' base colours. */
function glb(data: Buffer): Decoded {
  const json = JSON.parse(data.toString('utf8', 20, 20 + data.readUInt32LE(12))) as {
    meshes?: unknown[];
    materials?: { name?: string; pbrMetallicRoughness?: { baseColorFactor?: number[] } }[];
  };
  const materials = (json.materials ?? []).map((m) => {
    const [r, g, b] = (m.pbrMetallicRoughness?.baseColorFactor ?? [0, 0, 0]).map(
      (v) => 255 * v ** (1 / 2.2),
    );
    return `${m.name ?? 'material'} ${hex(r, g, b)}`;
  });
  return {
    format: 'glb',
    bytes: data.length,
    notes: [`${json.meshes?.length ?? 0} mesh(es), materials: ${materials.join(', ')}`],
    lines: [
      'glTF binary model',
      `meshes: ${json.meshes?.length ?? 0}`,
      'materials (sRGB):',
      ...materials,
    ],
  };
}

function text(data: Buffer, format: string): Decoded {
  const body = data.toString('utf8');
  const cues = (body.match(/-->/g) ?? []).length;
  return {
    format,
    bytes: data.length,
    notes: format === 'json' ? [body.replace(/\s+/g, ' ').slice(0, 120)] : [`${cues} cue(s)`],
    lines: body.split('\n').slice(0, 14),
  };
}

/** Decodes one output by its bytes. */
export async function decode(data: Buffer): Promise<Decoded> {
  const head = data.toString('latin1', 0, 12);
  if (head.slice(4, 8) === 'ftyp') return video(data);
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return wav(data);
  if (head.startsWith('ID3') || (data[0] === 0xff && (data[1] & 0xe0) === 0xe0)) return mp3(data);
  if (head.startsWith('%PDF')) return pdf(data);
  if (head.startsWith('glTF')) return glb(data);
  if (head.startsWith('WEBVTT')) return text(data, 'vtt');
  if (/^\s*[{[]/.test(head)) return text(data, 'json');
  if (/^\d+\r?\n\d\d:/.test(data.toString('utf8', 0, 40)) || data.length === 0)
    return text(data, 'srt');
  return image(data).catch(() => text(data, 'text'));
}

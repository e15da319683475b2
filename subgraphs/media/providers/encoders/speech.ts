import { noBreaks, type Breather } from './time-slices';
import { decodeWav, type PcmAudio } from './wav';

interface MeSpeak {
  loadConfig(config: unknown): void;
  loadVoice(voice: unknown): void;
  speak(text: string, options: Record<string, unknown>): number[] | null;
}

let mespeak: MeSpeak | undefined;
const loadedVoices = new Set<string>();

/** mespeak (eSpeak compiled to JavaScript); it warns on load that it cannot play sound in Node, which is expected. */
function engine(): MeSpeak {
  if (mespeak) return mespeak;
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, with console.warn silenced around its load
    mespeak = require('mespeak') as MeSpeak;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file inside the package
    mespeak.loadConfig(require('mespeak/src/mespeak_config.json'));
  } finally {
    console.warn = warn;
  }
  return mespeak;
}

/** mespeak's voice files by BCP 47 tag (lower case), most specific first. */
const VOICES: Record<string, string> = {
  en: 'en/en-us',
  'en-us': 'en/en-us',
  'en-gb': 'en/en-rp',
  'en-scotland': 'en/en-sc',
  ca: 'ca',
  cs: 'cs',
  de: 'de',
  el: 'el',
  eo: 'eo',
  es: 'es',
  'es-419': 'es-la',
  'es-mx': 'es-la',
  'es-ar': 'es-la',
  fi: 'fi',
  fr: 'fr',
  hu: 'hu',
  it: 'it',
  kn: 'kn',
  la: 'la',
  lv: 'lv',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  'pt-br': 'pt',
  'pt-pt': 'pt-pt',
  ro: 'ro',
  sk: 'sk',
  sv: 'sv',
  tr: 'tr',
  zh: 'zh',
  'zh-hk': 'zh-yue',
  yue: 'zh-yue',
};

/** The voice file for a language tag, and whether it is that language or the English fallback. */
export function voiceFor(language: string | undefined): { voice: string; matched: boolean } {
  const tag = (language ?? 'en-US').toLowerCase();
  const voice = VOICES[tag] ?? VOICES[tag.split('-')[0]];
  return voice ? { voice, matched: true } : { voice: VOICES.en, matched: false };
}

export interface VoiceSettings {
  /** A mespeak voice file, e.g. `en/en-us` (voiceFor). */
  voice: string;
  /** eSpeak pitch 0..99 (50 is the voice's own). */
  pitch: number;
  wordsPerMinute: number;
  /** eSpeak amplitude 0..200 (100 normal). */
  amplitude: number;
  /** Extra pause between words, in 10 ms units. */
  wordGap: number;
}

/** Characters eSpeak would read as commands or that carry no speech. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * The text spoken by eSpeak's formant synthesiser (real phonemes of the language, not a
 * recording): mono PCM at eSpeak's 22,050 Hz. Synchronous: about 10 ms per word here.
 */
export function speak(text: string, settings: VoiceSettings): PcmAudio {
  const speaker = engine();
  if (!loadedVoices.has(settings.voice)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a voice is a JSON file, loaded once when first asked for
    speaker.loadVoice(require(`mespeak/voices/${settings.voice}.json`));
    loadedVoices.add(settings.voice);
  }
  const bytes = speaker.speak(clean(text) || '.', {
    rawdata: 'array',
    voice: settings.voice,
    pitch: Math.round(Math.max(0, Math.min(99, settings.pitch))),
    speed: Math.round(Math.max(80, Math.min(450, settings.wordsPerMinute))),
    amplitude: Math.round(Math.max(0, Math.min(200, settings.amplitude))),
    wordgap: Math.round(Math.max(0, settings.wordGap)),
  });
  const audio = bytes ? decodeWav(Buffer.from(bytes)) : null;
  if (!audio) throw new Error('the speech synthesiser produced no audio');
  return audio;
}

/** Pieces of at most about 300 characters, cut after sentence ends (or, in a run-on text, at spaces). */
function sentences(text: string, max = 300): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const word of clean(text).split(/\s+/).filter(Boolean)) {
    if (piece && piece.length + 1 + word.length > max) {
      pieces.push(piece);
      piece = word;
    } else piece = piece ? `${piece} ${word}` : word;
    if (/[.!?;:]["')\]]*$/.test(word) && piece.length > max / 3) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces.length ? pieces : ['.'];
}

/**
 * A text of any length spoken piece by piece (sentences), `breathe` between them, so a long
 * text does not hold the event loop; the pieces' PCM is joined (eSpeak ends each with its pause).
 */
export async function speakText(
  text: string,
  settings: VoiceSettings,
  breathe: Breather = noBreaks,
): Promise<PcmAudio> {
  const parts: PcmAudio[] = [];
  for (const piece of sentences(text)) {
    parts.push(speak(piece, settings));
    await breathe();
  }
  const samples = new Float32Array(parts.reduce((sum, p) => sum + p.samples.length, 0));
  let at = 0;
  for (const part of parts) {
    samples.set(part.samples, at);
    at += part.samples.length;
  }
  return { samples, sampleRate: parts[0].sampleRate };
}

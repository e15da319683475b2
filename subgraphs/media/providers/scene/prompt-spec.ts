import { isColourWord } from '../../common/colour-words';
import { hex, parseColour, type Rgb } from './colours';
import { iconFor } from './icons';

/** What the local provider understood of a prompt: the scene it draws (scene-svg.ts). */
export interface SceneSpec {
  time: TimeOfDay | null;
  ground: Ground | null;
  subjects: { noun: string; icon: string; colour: Rgb | null; colourWord: string | null }[];
  /** Colour words not attached to a subject: they tint the ground and the subjects left plain. */
  palette: { word: string; rgb: Rgb }[];
  text: string | null;
}

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'sunset' | 'dusk' | 'night';
type Ground = 'water' | 'sand' | 'snow' | 'grass' | 'city';

const TIMES: Record<string, TimeOfDay> = {
  dawn: 'dawn',
  sunrise: 'dawn',
  daybreak: 'dawn',
  morning: 'morning',
  noon: 'noon',
  midday: 'noon',
  day: 'noon',
  daytime: 'noon',
  afternoon: 'afternoon',
  sunset: 'sunset',
  dusk: 'dusk',
  twilight: 'dusk',
  evening: 'dusk',
  night: 'night',
  midnight: 'night',
  nighttime: 'night',
};

const GROUNDS: Record<string, Ground> = {
  sea: 'water',
  ocean: 'water',
  lake: 'water',
  river: 'water',
  water: 'water',
  harbour: 'water',
  harbor: 'water',
  bay: 'water',
  beach: 'sand',
  desert: 'sand',
  dunes: 'sand',
  snow: 'snow',
  snowy: 'snow',
  winter: 'snow',
  field: 'grass',
  meadow: 'grass',
  grass: 'grass',
  hills: 'grass',
  park: 'grass',
  city: 'city',
  street: 'city',
  town: 'city',
};

/** Words that are never a subject, though an icon tag may carry them. */
const IGNORED = new Set(
  `a an the and or of at in on over under above below by with without into onto from to for near
  beside behind front its his her their this that these those is are was were be very some one two
  three many few big small large tiny little tall old new beautiful pretty nice lovely bright dark
  light soft glowing glow style photo photograph image picture scene background colour color
  colours colors render rendering detailed high quality realistic artistic painting drawing
  illustration view shot sky says saying text reads words`.split(/\s+/),
);

/** Quoted text, or the words after "with the text" / "that says" / "saying" / "reading". */
const TEXT_PATTERNS = [
  /["\u201c\u201d]([^"\u201c\u201d]{1,120})["\u201c\u201d]/,
  /(?:with the (?:text|words?|caption)|that (?:says|reads)|saying|reading)\s*:?\s+['\u2018]?([^'\u2019]{1,120}?)['\u2019]?\s*$/i,
];

const MAX_SUBJECTS = 4;

export function parsePrompt(prompt: string): SceneSpec {
  let rest = prompt;
  let text: string | null = null;
  for (const pattern of TEXT_PATTERNS) {
    const match = pattern.exec(rest);
    if (match) {
      text = match[1].trim();
      rest = rest.replace(match[0], ' ');
      break;
    }
  }
  const spec: SceneSpec = { time: null, ground: null, subjects: [], palette: [], text };
  let pending: { word: string; rgb: Rgb } | null = null;
  const words = rest.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words) {
    if (isColourWord(word)) {
      if (pending) spec.palette.push(pending);
      pending = { word, rgb: parseColour(word)! };
    } else if (TIMES[word]) spec.time ??= TIMES[word];
    else if (GROUNDS[word]) spec.ground ??= GROUNDS[word];
    else if (word.length > 2 && !IGNORED.has(word) && spec.subjects.length < MAX_SUBJECTS) {
      const icon = iconFor(word);
      if (!icon) continue;
      // A colour word just before a noun ("a red lighthouse") colours that subject.
      spec.subjects.push({
        noun: word,
        icon,
        colour: pending?.rgb ?? null,
        colourWord: pending?.word ?? null,
      });
      pending = null;
    }
  }
  if (pending) spec.palette.push(pending);
  return spec;
}

/** Whether anything at all was understood. */
const understood = (spec: SceneSpec): boolean =>
  spec.time !== null ||
  spec.ground !== null ||
  spec.subjects.length > 0 ||
  spec.palette.length > 0 ||
  spec.text !== null;

/** What was understood, for `method`: `scene: subjects lighthouse(red); time dusk; ...`. */
export function describeSpec(spec: SceneSpec, sky: string): string {
  if (!understood(spec))
    return 'nothing in the prompt was recognised: a plain sky/ground scene (no subject, colour, time of day or text found)';
  const parts = [
    spec.subjects.length > 0
      ? `subjects ${spec.subjects
          .map(
            (s) =>
              `${s.noun}${s.colourWord ? `(${s.colourWord})` : ''}${s.icon === s.noun ? '' : ` as icon ${s.icon}`}`,
          )
          .join(', ')}`
      : 'no subject recognised',
    `time ${spec.time ?? 'not given (day)'}`,
    `palette ${sky}${spec.palette.length ? `, ${spec.palette.map((c) => `${c.word} ${hex(c.rgb)}`).join(', ')}` : ''}`,
    ...(spec.ground ? [`ground ${spec.ground}`] : []),
    ...(spec.text ? [`text "${spec.text}"`] : []),
  ];
  return `scene: ${parts.join('; ')}; drawn as vector icons (lucide-static)${spec.text ? ', text in Playfair Display (@fontsource)' : ''}`;
}

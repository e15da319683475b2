import type { Rgb } from './colours';
import type { TimeOfDay } from './prompt-spec';

/** The light of a time of day: sky gradient, ground, the sun or moon and the default ink of subjects. */
export interface Sky {
  name: string;
  top: Rgb;
  horizon: Rgb;
  ground: Rgb;
  /** Sun (or moon) centre as fractions of the width and of the horizon's height, radius of the short side. */
  body: { kind: 'sun' | 'moon'; x: number; y: number; radius: number; colour: Rgb };
  ink: Rgb;
  stars: boolean;
  /** Over a video: where the body goes (dx, dy as fractions) and the light at the end (1 = unchanged). */
  drift: { dx: number; dy: number; light: number; change: string };
}

export const SKIES: Record<TimeOfDay, Sky> = {
  dawn: {
    name: 'dawn (slate blue to peach)',
    top: [70, 86, 140],
    horizon: [246, 170, 138],
    ground: [62, 84, 70],
    body: { kind: 'sun', x: 0.72, y: 0.96, radius: 0.09, colour: [255, 214, 160] },
    ink: [40, 40, 56],
    stars: false,
    drift: { dx: 0, dy: -0.25, light: 1.25, change: 'the sun rises and the light brightens' },
  },
  morning: {
    name: 'morning (clear blue)',
    top: [96, 160, 220],
    horizon: [206, 230, 245],
    ground: [92, 150, 84],
    body: { kind: 'sun', x: 0.74, y: 0.35, radius: 0.07, colour: [255, 244, 200] },
    ink: [36, 44, 56],
    stars: false,
    drift: { dx: -0.08, dy: -0.1, light: 1.08, change: 'the sun climbs and the light brightens' },
  },
  noon: {
    name: 'day (blue)',
    top: [52, 132, 214],
    horizon: [170, 212, 242],
    ground: [86, 148, 72],
    body: { kind: 'sun', x: 0.5, y: 0.16, radius: 0.065, colour: [255, 250, 215] },
    ink: [32, 40, 52],
    stars: false,
    drift: { dx: -0.15, dy: 0.04, light: 0.92, change: 'the sun moves west and the light softens' },
  },
  afternoon: {
    name: 'afternoon (warm blue)',
    top: [74, 142, 206],
    horizon: [232, 218, 168],
    ground: [104, 140, 68],
    body: { kind: 'sun', x: 0.3, y: 0.3, radius: 0.07, colour: [255, 236, 180] },
    ink: [40, 40, 48],
    stars: false,
    drift: { dx: -0.1, dy: 0.12, light: 0.85, change: 'the sun lowers and the light warms' },
  },
  sunset: {
    name: 'sunset (violet to orange)',
    top: [60, 56, 110],
    horizon: [255, 138, 66],
    ground: [58, 44, 52],
    body: { kind: 'sun', x: 0.66, y: 0.9, radius: 0.1, colour: [255, 176, 84] },
    ink: [30, 22, 34],
    stars: false,
    drift: { dx: 0.02, dy: 0.25, light: 0.7, change: 'the sun sets and the light fades' },
  },
  dusk: {
    name: 'dusk (indigo to rose)',
    top: [34, 38, 84],
    horizon: [206, 104, 122],
    ground: [34, 30, 48],
    body: { kind: 'sun', x: 0.3, y: 1.02, radius: 0.08, colour: [255, 150, 110] },
    ink: [236, 232, 245],
    stars: false,
    drift: { dx: 0, dy: 0.2, light: 0.62, change: 'dusk darkens towards night as the sun sinks' },
  },
  night: {
    name: 'night (deep navy)',
    top: [10, 14, 38],
    horizon: [34, 46, 84],
    ground: [14, 18, 30],
    body: { kind: 'moon', x: 0.78, y: 0.28, radius: 0.06, colour: [240, 238, 220] },
    ink: [226, 230, 242],
    stars: true,
    drift: { dx: -0.06, dy: -0.06, light: 1.1, change: 'the moon rises and brightens the night' },
  },
};

/** The sky when the prompt names no time: day. */
export const DEFAULT_TIME: TimeOfDay = 'noon';

/** Ground colours by setting, before the time of day's light. */
export const GROUND_COLOURS: Record<string, Rgb> = {
  water: [36, 92, 140],
  sand: [214, 186, 130],
  snow: [236, 240, 246],
  grass: [86, 148, 72],
  city: [70, 74, 86],
};

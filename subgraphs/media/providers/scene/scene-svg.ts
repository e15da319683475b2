import { Seed } from '../seed';
import { hex, mix, textOn, type Rgb } from './colours';
import { fitText, svgText } from './fonts';
import { iconBody } from './icons';
import { describeSpec, parsePrompt, type SceneSpec } from './prompt-spec';
import { DEFAULT_TIME, GROUND_COLOURS, SKIES, type Sky } from './sky';

/** A prompt's scene as SVG layers: the sky, its sun or moon, and the foreground (ground, subjects, text). */
export interface SceneLayers {
  width: number;
  height: number;
  spec: SceneSpec;
  sky: Sky;
  /** The horizon's y in pixels. */
  horizon: number;
  skySvg: string;
  /** The sun or moon where the still picture shows it: centre and radius in pixels. */
  body: { x: number; y: number; radius: number; colour: Rgb };
  /** Transparent where the sky shows through. */
  foregroundSvg: string;
  method: string;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function groundSvg(
  layers: { width: number; height: number; horizon: number },
  colour: Rgb,
  kind: string,
  seed: Seed,
): string {
  const { width, height, horizon } = layers;
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(colour)}"/><stop offset="1" stop-color="${hex(mix(colour, [0, 0, 0], 0.45))}"/></linearGradient></defs>`,
  ];
  if (kind === 'city')
    // A skyline of blocks standing on the horizon.
    for (let x = 0; x < width;) {
      const w = width * (0.04 + seed.next() * 0.06);
      const h = height * (0.05 + seed.next() * 0.16);
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${(horizon - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${hex(mix(colour, [0, 0, 0], 0.25))}"/>`,
      );
      x += w + width * 0.005;
    }
  parts.push(
    `<rect x="0" y="${horizon.toFixed(1)}" width="${width}" height="${(height - horizon).toFixed(1)}" fill="url(#g)"/>`,
  );
  if (kind === 'water')
    // Light glinting on the water: short horizontal strokes.
    for (let i = 0; i < 24; i++) {
      const y = horizon + (height - horizon) * seed.next();
      const x = width * seed.next();
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(width * 0.05).toFixed(1)}" height="${Math.max(1, height * 0.004).toFixed(1)}" fill="#ffffff" fill-opacity="0.25"/>`,
      );
    }
  return parts.join('');
}

/** Subjects along the ground: the first large, the others smaller, spread by the seed. */
function subjectsSvg(
  spec: SceneSpec,
  width: number,
  height: number,
  horizon: number,
  ink: Rgb,
  seed: Seed,
): string {
  const n = spec.subjects.length;
  const slots = Array.from({ length: n }, (_, i) => (i + 0.5) / n);
  // The main subject sits left or right of centre (the seed's choice), the others fill in.
  if (n === 1) slots[0] = 0.32 + seed.next() * 0.36;
  return spec.subjects
    .map((subject, i) => {
      const size = Math.min(height * (i === 0 ? 0.5 : 0.28), width * (n > 1 ? 0.8 / n : 0.6));
      const cx = width * (slots[i] + (seed.next() - 0.5) * (0.3 / n));
      const bottom = horizon + (height - horizon) * (i === 0 ? 0.45 : 0.2 + seed.next() * 0.2);
      const x = Math.max(0, Math.min(width - size, cx - size / 2));
      const colour =
        subject.colour ?? spec.palette[i % Math.max(1, spec.palette.length)]?.rgb ?? ink;
      const scale = size / 24;
      return `<g transform="translate(${x.toFixed(1)} ${(bottom - size).toFixed(1)}) scale(${scale.toFixed(4)})" fill="none" stroke="${hex(colour)}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconBody(subject.icon)}</g>`;
    })
    .join('');
}

/** The prompt's scene at `width` x `height`; `variant` (style preset, variant number) moves the composition. */
export function sceneLayers(
  prompt: string,
  width: number,
  height: number,
  variant: string,
): SceneLayers {
  const spec = parsePrompt(prompt);
  const sky = SKIES[spec.time ?? DEFAULT_TIME];
  const seed = new Seed(`${prompt}|${variant}`);
  const horizon = height * (0.6 + seed.next() * 0.1);
  const skySvg = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(sky.top)}"/><stop offset="1" stop-color="${hex(sky.horizon)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/>${
    sky.stars
      ? Array.from(
          { length: 70 },
          () =>
            `<circle cx="${(width * seed.next()).toFixed(1)}" cy="${(horizon * seed.next() * 0.9).toFixed(1)}" r="${(1 + seed.next() * 1.6).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + seed.next() * 0.6).toFixed(2)}"/>`,
        ).join('')
      : ''
  }`;
  const side = Math.min(width, height);
  const body = {
    x: width * (sky.body.x + (seed.next() - 0.5) * 0.1),
    // Below the text band when the prompt asks for text.
    y: Math.max(horizon * sky.body.y, spec.text ? height * 0.34 : 0),
    radius: side * sky.body.radius,
    colour: sky.body.colour,
  };
  const groundKind = spec.ground ?? 'grass';
  let ground = spec.ground ? GROUND_COLOURS[groundKind] : sky.ground;
  if (spec.ground) ground = mix(ground, sky.ground, 0.5);
  if (spec.palette.length > 0) ground = mix(ground, spec.palette[0].rgb, 0.55);
  const parts = [
    groundSvg({ width, height, horizon }, ground, groundKind, seed),
    subjectsSvg(spec, width, height, horizon, sky.ink, seed),
  ];
  if (spec.text) {
    const box = { x: width * 0.07, y: height * 0.05, width: width * 0.86, height: height * 0.2 };
    const fitted = fitText('display', spec.text, box, height * 0.12, height * 0.03);
    const shadow = { ...box, x: box.x + side * 0.004, y: box.y + side * 0.004 };
    parts.push(`<g fill-opacity="0.35">${svgText(fitted, shadow, 'center', '#000000')}</g>`);
    parts.push(svgText(fitted, box, 'center', hex(textOn(sky.top))));
  }
  return {
    width,
    height,
    spec,
    sky,
    horizon,
    skySvg: svg(width, height, skySvg),
    body,
    foregroundSvg: svg(width, height, parts.join('')),
    method: describeSpec(spec, sky.name),
  };
}

/** The whole still scene as one SVG: sky, sun or moon, foreground. */
export function sceneSvg(layers: SceneLayers): string {
  const { body } = layers;
  const glow = `<circle cx="${body.x.toFixed(1)}" cy="${body.y.toFixed(1)}" r="${(body.radius * 1.8).toFixed(1)}" fill="${hex(body.colour)}" fill-opacity="0.25"/>`;
  const disc = `<circle cx="${body.x.toFixed(1)}" cy="${body.y.toFixed(1)}" r="${body.radius.toFixed(1)}" fill="${hex(body.colour)}"/>`;
  const inner = (s: string) => s.slice(s.indexOf('>') + 1, s.lastIndexOf('</svg>'));
  return svg(
    layers.width,
    layers.height,
    `${inner(layers.skySvg)}${glow}${disc}${inner(layers.foregroundSvg)}`,
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Subjects drawn from lucide-static, a maintained set of stroke icons on npm (24 x 24 view box):
 * a noun is matched to an icon's name first, then to the icons' tags (lucide-static/tags.json).
 */
const TAGS_FILE = require.resolve('lucide-static/tags.json');
const ICONS_DIR = join(dirname(TAGS_FILE), 'icons');

let index: { names: Set<string>; byTag: Map<string, string> } | null = null;

function icons(): { names: Set<string>; byTag: Map<string, string> } {
  if (!index) {
    const names = new Set(
      readdirSync(ICONS_DIR)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -4)),
    );
    const tags = JSON.parse(readFileSync(TAGS_FILE, 'utf8')) as Record<string, string[]>;
    const byTag = new Map<string, string>();
    // Icons in name order, so a tag shared by several icons always gives the same one.
    for (const name of Object.keys(tags).sort())
      for (const tag of tags[name]) if (names.has(name) && !byTag.has(tag)) byTag.set(tag, name);
    index = { names, byTag };
  }
  return index;
}

/** Plural to singular for the common English endings (boats, foxes, cities, leaves). */
const singular = (word: string): string[] => {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
};

/**
 * The icon for a noun: an icon of that name (lighthouse), else the first icon named
 * `<noun>-...` whose tags include it (tree -> tree-pine... in name order), else the first icon
 * tagged with it. Null when nothing matches.
 */
export function iconFor(word: string): string | null {
  const { names, byTag } = icons();
  const forms = singular(word.toLowerCase());
  const sorted = [...names].sort();
  return (
    forms.find((form) => names.has(form)) ??
    forms.map((form) => sorted.find((n) => n.startsWith(`${form}-`))).find(Boolean) ??
    forms.map((form) => byTag.get(form)).find(Boolean) ??
    null
  );
}

/** The icon's drawing (its `<path>`, `<circle>`... elements), without the outer `<svg>`. */
export function iconBody(name: string): string {
  const svg = readFileSync(join(ICONS_DIR, `${name}.svg`), 'utf8');
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  return svg.slice(open + 1, svg.lastIndexOf('</svg>')).trim();
}

import type { Cell, Table } from '../datasets/dataset-parse';
import type { Feature } from '../common/input-schema';

/**
 * How a model's features become numbers, fitted on the training rows and stored in the artifact
 * so predictions encode the same way: numbers and integers standardised (z-scores with the
 * training mean and deviation), booleans 0/1, a category one column per value seen (one-hot; an
 * unseen value is all zeros).
 */
export interface Encoding {
  features: Feature[];
  /** Per feature: [mean, deviation] for numbers, the values seen for a category, null for booleans. */
  params: ([number, number] | string[] | null)[];
}

export function fitEncoding(features: Feature[], rows: Record<string, Cell>[]): Encoding {
  const params = features.map((feature) => {
    const values = rows.map((row) => row[feature.name]);
    if (feature.type === 'category') return [...new Set(values.map(String))].sort();
    if (feature.type === 'boolean') return null;
    const numbers = values as number[];
    const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length;
    const deviation = Math.sqrt(numbers.reduce((a, b) => a + (b - mean) ** 2, 0) / numbers.length);
    return [mean, deviation > 0 ? deviation : 1] as [number, number];
  });
  return { features, params };
}

export function encodeRow(encoding: Encoding, row: Record<string, unknown>): number[] {
  const out: number[] = [];
  encoding.features.forEach((feature, i) => {
    const value = row[feature.name];
    const param = encoding.params[i];
    if (feature.type === 'category')
      for (const seen of param as string[]) out.push(String(value) === seen ? 1 : 0);
    else if (feature.type === 'boolean') out.push(value ? 1 : 0);
    else
      out.push(
        ((value as number) - (param as [number, number])[0]) / (param as [number, number])[1],
      );
  });
  return out;
}

/** The table's rows as objects keyed by column name. */
export function recordsOf(table: Table): Record<string, Cell>[] {
  return table.rows.map((cells) =>
    Object.fromEntries(table.columns.map((column, i) => [column.name, cells[i]])),
  );
}

/** A reproducible shuffle (mulberry32 generator), so a job's split is the same on every attempt. */
export function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

import { createHash } from 'node:crypto';

/**
 * A small deterministic random source: the same text always gives the same numbers, so the local
 * provider draws the same picture and plays the same tune for the same prompt.
 */
export class Seed {
  private state: number;

  constructor(text: string) {
    this.state = createHash('sha256').update(text).digest().readUInt32LE(0) || 1;
  }

  /** The next number in [0, 1) (xorshift32). */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x100000000;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A saturated colour, RGB 0..255. */
  colour(): [number, number, number] {
    const hue = this.next() * 6;
    const f = hue - Math.floor(hue);
    const v = 230;
    const p = 40;
    const q = Math.round(v - (v - p) * f);
    const t = Math.round(p + (v - p) * f);
    return (
      [
        [v, t, p],
        [q, v, p],
        [p, v, t],
        [p, q, v],
        [t, p, v],
        [v, p, q],
      ] as [number, number, number][]
    )[Math.floor(hue) % 6];
  }
}

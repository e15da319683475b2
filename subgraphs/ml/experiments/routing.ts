import { createHash } from 'node:crypto';

export interface Split {
  name: string;
  traffic: number;
}

/**
 * The variant of a routing key: the key's bucket in [0, 100) from SHA-256 of the experiment id and
 * the key (stable across calls, processes and restarts; independent between experiments), then
 * the variant whose cumulative traffic passes the bucket.
 */
export function variantOf(experimentId: string, routingKey: string, variants: Split[]): string {
  const digest = createHash('sha256').update(`${experimentId}\u0000${routingKey}`).digest();
  const bucket = (digest.readUInt32BE(0) / 2 ** 32) * 100;
  let cumulative = 0;
  for (const variant of variants) {
    cumulative += variant.traffic;
    if (bucket < cumulative) return variant.name;
  }
  return variants[variants.length - 1].name;
}

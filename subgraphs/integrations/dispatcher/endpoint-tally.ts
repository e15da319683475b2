import type { EndpointTally } from '../webhooks/endpoint-store';

/**
 * Folds the outcomes of a batch of attempts, in the order they finished, into one tally per
 * endpoint (what `recordEndpointTallies` applies in one statement), so that recording the batch
 * at once leaves each endpoint's failure count and enabled flag exactly as recording the
 * attempts one by one in that order would (docs/webhooks.md, "Delivery": "6 consecutive failures").
 */
export function tallyByEndpoint(outcomes: { endpointId: string; ok: boolean }[]): EndpointTally[] {
  const tallies = new Map<string, EndpointTally>();
  for (const { endpointId, ok } of outcomes) {
    let tally = tallies.get(endpointId);
    if (!tally)
      tallies.set(
        endpointId,
        (tally = { endpointId, leading: 0, reset: false, peak: 0, trailing: 0 }),
      );
    if (ok) {
      tally.reset = true;
      tally.trailing = 0;
    } else if (!tally.reset) {
      tally.leading++;
    } else {
      tally.trailing++;
      tally.peak = Math.max(tally.peak, tally.trailing);
    }
  }
  return [...tallies.values()];
}

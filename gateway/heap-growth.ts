import { setFlagsFromString } from 'node:v8';
import { envInt } from '../lib/config';

/**
 * How far V8 lets the gateway's heap grow past what was live at the last full collection
 * (GATEWAY_HEAP_GROWING_PERCENT, default 20; 0 keeps V8's own choice).
 *
 * Why: V8 sets the next full collection at up to about 3 times the live heap when collections
 * are cheap, and the gateway's requests leave much short-lived garbage that outlives the young
 * generation. Its live heap is about 90 MiB (schemas, query plans, the supergraph's modules), so
 * under load V8 kept several hundred MiB of old generation, most of it garbage awaiting the next
 * full collection (heap snapshot and /metrics, docs/performance.md). The same probe (10 s rounds
 * of the join, compiled) held 461 to 489 MiB resident with V8's choice, 267 to 275 at 50 % and
 * 248 to 252 at 20 %, at the same request rate and within noise of the same CPU per request:
 * full collections come more often, and each finds little alive, so they stay short.
 *
 * V8 reads this flag at every full collection, so setting it at start (rather than on the
 * command line) reaches every way the gateway is started: npm scripts, containers, cluster workers.
 */
export function limitHeapGrowth(percent = envInt('GATEWAY_HEAP_GROWING_PERCENT', 20)): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

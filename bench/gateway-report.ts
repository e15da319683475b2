/** What one scenario of bench/gateways.ts measured. */
export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rss?: number;
  /** CPU milliseconds per request, by part. */
  cpu: { gateway: number; subgraphs: number; postgres: number; load: number };
  /** The gateway's processes (a cluster's primary and workers) and the cores each used on average. */
  gatewayProcesses: number;
  coresPerGatewayProcess: number;
}

export function printRound(results: Result[], heading: string): void {
  console.log(`\n${heading}, ${new Date().toISOString()}`);
  console.log(
    'scenario                                          req/s   p50 ms  p99 ms  RSS MiB  gateway processes x cores each   CPU ms per request: gateway subgraphs postgres load',
  );
  const ms = (value: number) => value.toFixed(2).padStart(8);
  for (const r of results) {
    const processes = r.gatewayProcesses
      ? `${r.gatewayProcesses} x ${r.coresPerGatewayProcess.toFixed(2)}`
      : '';
    console.log(
      `${r.name.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.rss ?? '').padStart(8)}  ${processes.padStart(31)}                      ${ms(r.cpu.gateway)} ${ms(r.cpu.subgraphs)} ${ms(r.cpu.postgres)} ${ms(r.cpu.load)}`,
    );
  }
}

/**
 * The ratios the goals are stated in, from one round: `ratios` names each as numerator and
 * denominator scenario names and what to compare (throughput by default); a ratio whose scenarios
 * did not run is left out.
 */
export function ratiosOf(
  results: Result[],
  ratios: { name: string; of: string; to: string; by?: (r: Result) => number }[],
): Record<string, number> {
  const byName = new Map(results.map((r) => [r.name, r]));
  const out: Record<string, number> = {};
  for (const { name, of, to, by = (r: Result) => r.rps } of ratios) {
    const a = byName.get(of);
    const b = byName.get(to);
    if (a && b) out[name] = by(a) / by(b);
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1] + sorted[middle]) / 2
    : sorted[Math.floor(middle)];
}

/** Each ratio on a line of its own, as `name value`, or with several rounds `name median (round values)`. */
export function describeRatios(rounds: Record<string, number>[]): string {
  return Object.keys(rounds[0] ?? {})
    .map((name) => {
      const values = rounds.map((round) => round[name]);
      return values.length === 1
        ? `  ${name}: ${values[0].toFixed(2)}`
        : `  ${name}: ${median(values).toFixed(2)} (rounds ${values.map((v) => v.toFixed(2)).join(', ')})`;
    })
    .join('\n');
}

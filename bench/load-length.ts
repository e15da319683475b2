/**
 * How long one autocannon load lasts: `seconds`, or with BENCH_REQUESTS that many requests instead
 * (bench/smoke.ts sets it). A smoke run checks that every scenario still runs and answers, and a
 * full-speed second of load per scenario, warm-ups included, was most of what it spent.
 */
export function loadLength(
  seconds: number,
  connections: number,
): { duration: number } | { amount: number } {
  const requests = process.env.BENCH_REQUESTS;
  if (requests === undefined || requests === '') return { duration: seconds };
  const amount = Number(requests);
  if (!Number.isInteger(amount) || amount < 1)
    throw new Error('BENCH_REQUESTS must be a whole number of at least 1');
  // autocannon refuses fewer requests than connections: each connection sends one at least.
  return { amount: Math.max(amount, connections) };
}

import { quantileSorted } from 'simple-statistics';

export interface KsResult {
  /** D: the largest gap between the two empirical distribution functions. */
  statistic: number;
  pValue: number;
}

/**
 * The two-sample Kolmogorov-Smirnov test. D is computed exactly by walking both sorted samples;
 * the p-value is the asymptotic Kolmogorov distribution Q(λ) = 2 Σ_{j≥1} (-1)^{j-1} e^{-2 j² λ²}
 * at λ = (√nₑ + 0.12 + 0.11/√nₑ)·D with nₑ = n·m/(n+m) (Stephens' small-sample correction, as in
 * Press et al., "Numerical Recipes", 3rd ed., §14.3.3).
 */
export function kolmogorovSmirnov(reference: number[], current: number[]): KsResult {
  const a = [...reference].sort((x, y) => x - y);
  const b = [...current].sort((x, y) => x - y);
  let i = 0;
  let j = 0;
  let statistic = 0;
  while (i < a.length && j < b.length) {
    const value = Math.min(a[i], b[j]);
    // Step past every copy of the value in both samples before comparing: ties move both functions at once.
    while (i < a.length && a[i] === value) i++;
    while (j < b.length && b[j] === value) j++;
    statistic = Math.max(statistic, Math.abs(i / a.length - j / b.length));
  }
  const ne = (a.length * b.length) / (a.length + b.length);
  const sqrtNe = Math.sqrt(ne);
  return { statistic, pValue: kolmogorovQ((sqrtNe + 0.12 + 0.11 / sqrtNe) * statistic) };
}

/** Q_KS(λ), the Kolmogorov distribution's upper tail (1 at λ = 0, falling to 0). */
export function kolmogorovQ(lambda: number): number {
  if (lambda < 1e-3) return 1;
  let sum = 0;
  for (let j = 1; j <= 100; j++) {
    const term = (j % 2 === 1 ? 2 : -2) * Math.exp(-2 * j * j * lambda * lambda);
    sum += term;
    if (Math.abs(term) < 1e-12) break;
  }
  return Math.min(1, Math.max(0, sum));
}

export interface PsiResult {
  statistic: number;
  /** The nine inner edges: the reference's deciles. */
  edges: number[];
  referenceShares: number[];
  currentShares: number[];
}

/** An empty bin's share: ln(0) is undefined, so a bin is never counted as quite empty. */
export const PSI_FLOOR = 1e-4;

/**
 * The population stability index over ten bins cut at the reference's deciles:
 * PSI = Σ (cᵢ − rᵢ)·ln(cᵢ / rᵢ), rᵢ and cᵢ the shares of the reference and current samples in bin
 * i (a value equal to an edge falls in the lower bin), each floored at PSI_FLOOR.
 */
export function populationStabilityIndex(reference: number[], current: number[]): PsiResult {
  const sorted = [...reference].sort((x, y) => x - y);
  const edges = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => quantileSorted(sorted, k / 10));
  const shares = (sample: number[]) => {
    const counts = new Array<number>(10).fill(0);
    for (const value of sample) {
      let bin = 0;
      while (bin < 9 && value > edges[bin]) bin++;
      counts[bin]++;
    }
    return counts.map((c) => Math.max(c / sample.length, PSI_FLOOR));
  };
  const referenceShares = shares(reference);
  const currentShares = shares(current);
  const statistic = referenceShares.reduce(
    (sum, r, k) => sum + (currentShares[k] - r) * Math.log(currentShares[k] / r),
    0,
  );
  return { statistic, edges, referenceShares, currentShares };
}

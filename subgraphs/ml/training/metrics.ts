/** Validation metrics (docs/ml.md, "Training"): accuracy, macro F1 and ROC AUC; or RMSE, MAE and R2. */

export function classificationMetrics(
  actual: number[],
  predicted: number[],
  probabilities: number[][] | undefined,
  classCount: number,
) {
  const accuracy = actual.filter((a, i) => a === predicted[i]).length / actual.length;
  const f1s: number[] = [];
  for (let c = 0; c < classCount; c++) {
    const tp = actual.filter((a, i) => a === c && predicted[i] === c).length;
    const fp = actual.filter((a, i) => a !== c && predicted[i] === c).length;
    const fn = actual.filter((a, i) => a === c && predicted[i] !== c).length;
    f1s.push(tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));
  }
  const f1 = f1s.reduce((a, b) => a + b, 0) / classCount;
  let rocAuc: number | null = null;
  if (probabilities) {
    // One-vs-rest AUC per class (the Mann-Whitney form: the chance a positive outscores a negative), macro-averaged.
    const aucs: number[] = [];
    for (let c = 0; c < classCount; c++) {
      const positives = probabilities.filter((_p, i) => actual[i] === c).map((p) => p[c]);
      const negatives = probabilities.filter((_p, i) => actual[i] !== c).map((p) => p[c]);
      if (!positives.length || !negatives.length) continue;
      let wins = 0;
      for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
      aucs.push(wins / (positives.length * negatives.length));
    }
    if (aucs.length) rocAuc = aucs.reduce((a, b) => a + b, 0) / aucs.length;
  }
  return { accuracy, f1, rocAuc, validationRows: actual.length };
}

export function regressionMetrics(actual: number[], predicted: number[]) {
  const n = actual.length;
  const mean = actual.reduce((a, b) => a + b, 0) / n;
  const squared = actual.reduce((sum, a, i) => sum + (a - predicted[i]) ** 2, 0);
  const total = actual.reduce((sum, a) => sum + (a - mean) ** 2, 0);
  return {
    rmse: Math.sqrt(squared / n),
    mae: actual.reduce((sum, a, i) => sum + Math.abs(a - predicted[i]), 0) / n,
    // 1 - SS_res / SS_tot; a constant validation target has no variance to explain.
    r2: total > 0 ? 1 - squared / total : null,
    validationRows: n,
  };
}

import {
  kolmogorovQ,
  kolmogorovSmirnov,
  populationStabilityIndex,
  PSI_FLOOR,
} from '../drift/statistics';
import { variantOf } from '../experiments/routing';
import { classificationMetrics, regressionMetrics } from '../training/metrics';

/*
 * ML's statistics against values computed by hand (docs/api/ml.md): validation metrics of a
 * training, the drift tests' edge cases, and experiment routing. The drift statistics' main cases
 * are in drift.test.ts ("statistics, against values computed by hand").
 */

describe('regression metrics', () => {
  it('RMSE, MAE and R2 of a small validation set', () => {
    // actual 1 2 3 4, predicted 1 2 3 6: residuals 0 0 0 -2; SS_res = 4; mean 2.5, SS_tot = 5.
    const m = regressionMetrics([1, 2, 3, 4], [1, 2, 3, 6]);
    expect(m.rmse).toBeCloseTo(1, 12); // √(4/4)
    expect(m.mae).toBeCloseTo(0.5, 12); // 2/4
    expect(m.r2).toBeCloseTo(0.2, 12); // 1 - 4/5
    expect(m.validationRows).toBe(4);
  });

  it('has no R2 for a constant target (nothing to explain)', () => {
    expect(regressionMetrics([3, 3, 3], [2, 3, 4]).r2).toBeNull();
  });
});

describe('classification metrics', () => {
  it('accuracy, macro F1 and one-vs-rest ROC AUC', () => {
    // Class 0: tp 2, fp 1, fn 0, F1 = 4/5; class 1: tp 1, fp 0, fn 1, F1 = 2/3; macro = 11/15.
    const actual = [0, 0, 1, 1];
    const predicted = [0, 0, 0, 1];
    const probabilities = [
      [0.9, 0.1],
      [0.8, 0.2],
      [0.6, 0.4],
      [0.3, 0.7],
    ];
    const m = classificationMetrics(actual, predicted, probabilities, 2);
    expect(m.accuracy).toBe(0.75);
    expect(m.f1).toBeCloseTo(11 / 15, 12);
    // Class 0 positives .9 .8 beat negatives .6 .3 in all four pairs: AUC 1; class 1 likewise.
    expect(m.rocAuc).toBe(1);
    expect(classificationMetrics(actual, predicted, undefined, 2).rocAuc).toBeNull();
  });

  it('counts a tie as half a win in the AUC', () => {
    const m = classificationMetrics(
      [0, 1],
      [0, 1],
      [
        [0.5, 0.5],
        [0.5, 0.5],
      ],
      2,
    );
    expect(m.rocAuc).toBe(0.5);
  });
});

describe('drift statistics, edge cases', () => {
  it('KS: Q(0) = 1 and Q falls; D of interleaved samples steps past ties', () => {
    expect(kolmogorovQ(0)).toBe(1);
    expect(kolmogorovQ(1)).toBeCloseTo(0.27, 2); // 2(e^-2 - e^-8 + e^-18) = 0.2700
    expect(kolmogorovQ(2)).toBeLessThan(kolmogorovQ(1));
    // ECDFs of [1,1,2] and [1,2,2] after 1: 2/3 and 1/3, after 2: 1 and 1, so D = 1/3.
    expect(kolmogorovSmirnov([1, 1, 2], [1, 2, 2]).statistic).toBeCloseTo(1 / 3, 12);
  });

  it('PSI floors an empty bin at PSI_FLOOR instead of dividing by zero', () => {
    const reference = Array.from({ length: 100 }, (_, i) => i + 1);
    const psi = populationStabilityIndex(reference, Array(10).fill(1));
    // All current values in the first bin: shares 1, then nine floored at 1e-4.
    expect(psi.statistic).toBeCloseTo(
      (1 - 0.1) * Math.log(1 / 0.1) + 9 * (PSI_FLOOR - 0.1) * Math.log(PSI_FLOOR / 0.1),
      6,
    );
  });
});

describe('experiment routing', () => {
  const split = [
    { name: 'control', traffic: 50 },
    { name: 'candidate', traffic: 50 },
  ];

  it('sends a key to the same variant every time, and splits keys by the traffic shares', () => {
    expect(variantOf('exp-1', 'user-42', split)).toBe(variantOf('exp-1', 'user-42', split));
    const counts = { control: 0, candidate: 0 } as Record<string, number>;
    for (let i = 0; i < 2000; i++) counts[variantOf('exp-1', `user-${i}`, split)] += 1;
    // Binomial(2000, .5): 4 standard deviations are ±89.
    expect(Math.abs(counts.control - 1000)).toBeLessThan(90);
    // A variant with all the traffic gets every key.
    expect(variantOf('exp-2', 'anyone', [{ name: 'only', traffic: 100 }])).toBe('only');
  });
});

import LogisticRegression from 'ml-logistic-regression';
import { Matrix } from 'ml-matrix';
import { GaussianNB } from 'ml-naivebayes';
import { RandomForestClassifier, RandomForestRegression } from 'ml-random-forest';
import MultivariateLinearRegression from 'ml-regression-multivariate-linear';

/** The built-in trainer's algorithms (docs/ml.md, "Training"), each with the tasks it fits. */
export const ALGORITHMS = {
  linear_regression: ['regression'],
  logistic_regression: ['classification'],
  random_forest: ['classification', 'regression'],
  naive_bayes: ['classification'],
} as const;
export type Algorithm = keyof typeof ALGORITHMS;
export type Task = 'classification' | 'regression';

/** Hyperparameters each algorithm takes: [min, max, default, integer]. */
export const HYPERPARAMETERS: Record<
  Algorithm,
  Record<string, [number, number, number, boolean]>
> = {
  linear_regression: {},
  logistic_regression: {
    numSteps: [1, 100_000, 1_000, true],
    learningRate: [1e-6, 10, 0.5, false],
  },
  random_forest: {
    nEstimators: [1, 500, 50, true],
    maxFeatures: [0.05, 1, 0.8, false],
    maxDepth: [1, 50, 12, true],
    seed: [0, 2 ** 31 - 1, 42, true],
  },
  naive_bayes: {},
};

/** A fitted model as JSON (the mljs model's own toJSON), the artifact's `model`. */
export type FittedModel = object;

/**
 * Fits `algorithm` on encoded rows. `y` holds class indexes (0..k-1) for classification and
 * values for regression. Logistic regression gets a constant column for its intercept (the
 * mljs trainer has none) and its step is taken on the mean gradient, not the sum.
 */
export function fit(
  algorithm: Algorithm,
  task: Task,
  X: number[][],
  y: number[],
  hyper: Record<string, number>,
): FittedModel {
  switch (algorithm) {
    case 'linear_regression':
      return new MultivariateLinearRegression(
        X,
        y.map((v) => [v]),
        { intercept: true, statistics: false },
      ).toJSON();
    case 'logistic_regression': {
      const model = new LogisticRegression({
        numSteps: hyper.numSteps,
        learningRate: hyper.learningRate / X.length,
      });
      model.train(new Matrix(X.map((row) => [1, ...row])), Matrix.columnVector(y));
      return model.toJSON();
    }
    case 'random_forest': {
      const options = {
        nEstimators: hyper.nEstimators,
        maxFeatures: hyper.maxFeatures,
        seed: hyper.seed,
        replacement: true,
        useSampleBagging: true,
        noOOB: true,
        treeOptions: { maxDepth: hyper.maxDepth },
      };
      const forest =
        task === 'classification'
          ? new RandomForestClassifier(options as never)
          : new RandomForestRegression(options as never);
      forest.train(X, y);
      return forest.toJSON() as object;
    }
    case 'naive_bayes': {
      const model = new GaussianNB();
      model.train(X, y);
      return model.toJSON();
    }
  }
}

interface RawPredictions {
  /** Class indexes (classification) or values (regression). */
  values: number[];
  /** Per row, the probability of each class index (classification only). */
  probabilities?: number[][];
}

const normalised = (scores: number[]) => {
  const total = scores.reduce((a, b) => a + b, 0);
  return total > 0 ? scores.map((s) => s / total) : scores.map(() => 1 / scores.length);
};
const argmax = (values: number[]) =>
  values.reduce((best, v, i) => (v > values[best] ? i : best), 0);

/** A fitted model loaded once, answering predictions for encoded rows. */
export type Predictor = (X: number[][]) => RawPredictions;

export function loadPredictor(
  algorithm: Algorithm,
  task: Task,
  model: FittedModel,
  classCount: number,
): Predictor {
  switch (algorithm) {
    case 'linear_regression': {
      const regression = MultivariateLinearRegression.load(model as never);
      return (X) => ({ values: (regression.predict(X) as number[][]).map((row) => row[0]) });
    }
    case 'logistic_regression': {
      const classifier = LogisticRegression.load(model);
      return (X) => {
        const design = new Matrix(X.map((row) => [1, ...row]));
        // Each one-vs-rest classifier scores "not this class" (its class is the 0 label): 1 - score is its vote.
        const votes = classifier.classifiers.map((c) => c.testScores(design).map((s) => 1 - s));
        const probabilities = X.map((_row, i) => normalised(votes.map((v) => v[i])));
        return { values: probabilities.map(argmax), probabilities };
      };
    }
    case 'random_forest': {
      if (task === 'regression') {
        const forest = RandomForestRegression.load(model as never);
        return (X) => ({ values: forest.predict(X) });
      }
      const forest = RandomForestClassifier.load(model as never);
      return (X) => {
        // The share of trees voting each class (the package's predictProbability miscounts the first tree).
        const votes = (
          forest as unknown as { predictionValues(X: number[][]): Matrix }
        ).predictionValues(X);
        const probabilities = X.map((_row, i) => {
          const counts = new Array<number>(classCount).fill(0);
          for (const vote of votes.getRow(i)) counts[vote] += 1;
          return normalised(counts);
        });
        return { values: probabilities.map(argmax), probabilities };
      };
    }
    case 'naive_bayes': {
      const nb = model as {
        means: number[][];
        calculateProbabilities: (number | [number, number])[][];
      };
      return (X) => {
        const probabilities = X.map((row) => {
          // log P(class) + sum of log N(x | mean, sd) per feature, then normalised (softmax).
          const logs = nb.calculateProbabilities.map((params, c) => {
            let log = params[0] as number;
            row.forEach((x, j) => {
              const [scale, denominator] = params[j + 1] as [number, number];
              // A feature constant within a class (sd 0) says nothing about it: skipped.
              if (Number.isFinite(scale) && denominator !== 0)
                log += Math.log(scale) + (x - nb.means[c][j]) ** 2 / denominator;
            });
            return log;
          });
          const top = Math.max(...logs);
          return normalised(logs.map((l) => Math.exp(l - top)));
        });
        return { values: probabilities.map(argmax), probabilities };
      };
    }
  }
}

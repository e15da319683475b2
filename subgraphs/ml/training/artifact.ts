import type { Cell, Table } from '../datasets/dataset-parse';
import type { Feature } from '../common/input-schema';
import { fit, loadPredictor, type Algorithm, type FittedModel, type Task } from './algorithms';
import { encodeRow, fitEncoding, recordsOf, shuffled, type Encoding } from './encoding';
import { classificationMetrics, regressionMetrics } from './metrics';

/** What a training job stores per version (lib/storage): enough to predict without the dataset. */
export interface Artifact {
  format: 'ml-artifact/1';
  algorithm: Algorithm;
  task: Task;
  target: string;
  encoding: Encoding;
  /** Classification: the target's values, the class index being the position here. */
  classes: Cell[] | null;
  model: FittedModel;
}

export interface TrainingSpec {
  algorithm: Algorithm;
  task: Task;
  features: Feature[];
  target: string;
  hyperparameters: Record<string, number>;
  validationSplit: number;
  seed: number;
}

/** A failure the job's configuration causes (ML_1100), told apart from the trainer breaking (ML_1103). */
export class TrainingConfigError extends Error {}

/**
 * Trains on the table: a reproducible shuffle, the last `validationSplit` share held out, the
 * encoding fitted on the training rows only, the model fitted, then scored on the held-out rows.
 */
export function train(
  table: Table,
  spec: TrainingSpec,
  progress: (share: number) => void,
): { artifact: Artifact; metrics: object } {
  const rows = shuffled(recordsOf(table), spec.seed);
  const validationCount = Math.max(1, Math.round(rows.length * spec.validationSplit));
  if (rows.length - validationCount < 2)
    throw new TrainingConfigError(
      `${rows.length} rows leave too few for training with validationSplit ${spec.validationSplit}`,
    );
  const trainingRows = rows.slice(0, rows.length - validationCount);
  const validationRows = rows.slice(rows.length - validationCount);
  const encoding = fitEncoding(spec.features, trainingRows);
  const X = trainingRows.map((row) => encodeRow(encoding, row));
  const Xv = validationRows.map((row) => encodeRow(encoding, row));
  progress(0.2);
  let classes: Cell[] | null = null;
  let y: number[];
  let yv: number[];
  if (spec.task === 'classification') {
    classes = [...new Set(trainingRows.map((row) => row[spec.target]))].sort((a, b) =>
      String(a).localeCompare(String(b)),
    );
    if (classes.length < 2)
      throw new TrainingConfigError(
        `the target ${spec.target} has a single class in the training rows`,
      );
    const index = new Map(classes.map((c, i) => [c, i]));
    y = trainingRows.map((row) => index.get(row[spec.target])!);
    // A validation class never seen in training can never be predicted: -1 counts as a miss.
    yv = validationRows.map((row) => index.get(row[spec.target]) ?? -1);
  } else {
    if (trainingRows.some((row) => typeof row[spec.target] !== 'number'))
      throw new TrainingConfigError(`the target ${spec.target} must be numeric for regression`);
    y = trainingRows.map((row) => row[spec.target] as number);
    yv = validationRows.map((row) => row[spec.target] as number);
  }
  const model = fit(spec.algorithm, spec.task, X, y, spec.hyperparameters);
  progress(0.9);
  const predict = loadPredictor(spec.algorithm, spec.task, model, classes?.length ?? 0);
  const predicted = predict(Xv);
  const metrics = classes
    ? classificationMetrics(yv, predicted.values, predicted.probabilities, classes.length)
    : regressionMetrics(yv, predicted.values);
  return {
    artifact: {
      format: 'ml-artifact/1',
      algorithm: spec.algorithm,
      task: spec.task,
      target: spec.target,
      encoding,
      classes,
      model,
    },
    metrics: { ...metrics, trainingRows: trainingRows.length },
  };
}

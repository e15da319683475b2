import type { FieldProblem } from '../../../lib/errors';
import type { Feature } from '../common/input-schema';
import type { DatasetRow } from '../datasets/dataset-store';
import type { ModelRow } from '../models/model-store';
import { ALGORITHMS, HYPERPARAMETERS, type Algorithm } from './algorithms';

export interface TrainingInput {
  modelId: string;
  version?: number | null;
  datasetId: string;
  targetColumn: string;
  algorithm: string;
  hyperparameters?: unknown;
  validationSplit?: number | null;
  maxRuntimeSeconds?: number | null;
}

/** Dataset column types a model feature of each type accepts (an integer column serves a number feature). */
const FITS: Record<string, string[]> = {
  number: ['number', 'integer'],
  integer: ['integer'],
  boolean: ['boolean'],
  category: ['category'],
};

/** The hyperparameters with defaults filled in, or their problems. */
function hyperparametersOf(
  algorithm: Algorithm,
  given: unknown,
  problems: FieldProblem[],
): Record<string, number> {
  const allowed = HYPERPARAMETERS[algorithm];
  const values: Record<string, number> = Object.fromEntries(
    Object.entries(allowed).map(([name, [, , fallback]]) => [name, fallback]),
  );
  if (given === undefined || given === null) return values;
  if (typeof given !== 'object' || Array.isArray(given)) {
    problems.push({ field: 'hyperparameters', problem: 'must be an object of numbers by name' });
    return values;
  }
  for (const [name, value] of Object.entries(given)) {
    const rule = allowed[name];
    if (!rule)
      problems.push({
        field: `hyperparameters.${name}`,
        problem: `is not a hyperparameter of ${algorithm}${Object.keys(allowed).length ? ` (${Object.keys(allowed).join(', ')})` : ' (it takes none)'}`,
      });
    else if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < rule[0] ||
      value > rule[1] ||
      (rule[3] && !Number.isInteger(value))
    ) {
      problems.push({
        field: `hyperparameters.${name}`,
        problem: `must be ${rule[3] ? 'a whole number' : 'a number'} from ${rule[0]} to ${rule[1]}`,
      });
    } else values[name] = value;
  }
  return values;
}

/** What a job runs with, defaults filled in. */
export interface TrainingSettings {
  algorithm: Algorithm;
  hyperparameters: Record<string, number>;
  validationSplit: number;
  maxRuntimeSeconds: number;
}

/** The algorithm against the model's task, the hyperparameters and the run settings. */
export function checkSettings(
  model: ModelRow,
  input: TrainingInput,
  problems: FieldProblem[],
): TrainingSettings {
  const algorithm = input.algorithm as Algorithm;
  let hyperparameters: Record<string, number> = {};
  if (!(algorithm in ALGORITHMS))
    problems.push({
      field: 'algorithm',
      problem: `must be one of ${Object.keys(ALGORITHMS).join(', ')}`,
    });
  else {
    if (!(ALGORITHMS[algorithm] as readonly string[]).includes(model.task))
      problems.push({
        field: 'algorithm',
        problem: `${algorithm} does not fit a ${model.task} model`,
      });
    hyperparameters = hyperparametersOf(algorithm, input.hyperparameters, problems);
  }
  const validationSplit = input.validationSplit ?? 0.2;
  const maxRuntimeSeconds = input.maxRuntimeSeconds ?? 600;
  if (validationSplit < 0.05 || validationSplit > 0.5)
    problems.push({ field: 'validationSplit', problem: 'must be from 0.05 to 0.5' });
  if (maxRuntimeSeconds < 1 || maxRuntimeSeconds > 3600)
    problems.push({ field: 'maxRuntimeSeconds', problem: 'must be from 1 to 3600' });
  if (input.version != null && input.version < 1)
    problems.push({ field: 'version', problem: 'must be at least 1' });
  return { algorithm, hyperparameters, validationSplit, maxRuntimeSeconds };
}

/** The dataset's columns against the model's input schema and the target. */
export function checkColumns(
  model: ModelRow,
  dataset: DatasetRow,
  targetColumn: string,
  problems: FieldProblem[],
): void {
  const columns = new Map((dataset.columns as unknown as Feature[]).map((c) => [c.name, c.type]));
  const target = columns.get(targetColumn);
  if (!target)
    problems.push({
      field: 'targetColumn',
      problem: `is not a column of the dataset (${[...columns.keys()].join(', ')})`,
    });
  else if (model.task === 'regression' && !FITS.number.includes(target))
    problems.push({
      field: 'targetColumn',
      problem: `must be numeric for a regression model (it is ${target})`,
    });
  for (const feature of (model.inputSchema as unknown as { features: Feature[] }).features) {
    const type = columns.get(feature.name);
    if (feature.name === targetColumn)
      problems.push({
        field: 'targetColumn',
        problem: `is a feature of the model's input schema`,
      });
    else if (!type)
      problems.push({
        field: `dataset.${feature.name}`,
        problem: "the model's feature is not a column of the dataset",
      });
    else if (!FITS[feature.type].includes(type))
      problems.push({
        field: `dataset.${feature.name}`,
        problem: `is ${type}; the model's feature is ${feature.type}`,
      });
  }
}

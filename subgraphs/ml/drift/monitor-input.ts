import type { FieldProblem } from '../../../lib/errors';
import type { Feature } from '../common/input-schema';
import type { DatasetRow } from '../datasets/dataset-store';
import type { ModelRow } from '../models/model-store';

const METHODS = ['KS_TEST', 'PSI'] as const;
/** Fewer recent inputs than this say too little to compare. */
export const MIN_SAMPLE = 5;

export interface MonitorInput {
  name: string;
  endpointId: string;
  features: string[];
  method: string;
  threshold: number;
  windowSize: number;
  referenceDatasetId: string;
  intervalSeconds?: number | null;
}

/**
 * Every problem of a monitor's configuration at once: its settings, the reference dataset (null
 * when it is not the tenant's) and the features against the endpoint's model and the reference.
 */
export function monitorProblems(
  input: MonitorInput,
  model: ModelRow | null,
  dataset: DatasetRow | null,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.name.trim().length < 1 || input.name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  if (!(METHODS as readonly string[]).includes(input.method))
    problems.push({ field: 'method', problem: `must be one of ${METHODS.join(', ')}` });
  else if (input.method === 'KS_TEST' && !(input.threshold > 0 && input.threshold < 1))
    problems.push({
      field: 'threshold',
      problem: 'must be a significance level between 0 and 1 for KS_TEST',
    });
  else if (input.method === 'PSI' && !(input.threshold > 0 && input.threshold <= 10))
    problems.push({ field: 'threshold', problem: 'must be above 0 and at most 10 for PSI' });
  if (!Number.isInteger(input.windowSize) || input.windowSize < 10 || input.windowSize > 10_000)
    problems.push({ field: 'windowSize', problem: 'must be from 10 to 10000' });
  if (
    input.intervalSeconds != null &&
    (input.intervalSeconds < 1 || input.intervalSeconds > 86_400)
  )
    problems.push({ field: 'intervalSeconds', problem: 'must be from 1 to 86400' });
  if (!dataset)
    problems.push({ field: 'referenceDatasetId', problem: 'is not a dataset of the tenant' });
  const modelFeatures = new Map(
    ((model?.inputSchema as { features: Feature[] } | undefined)?.features ?? []).map((f) => [
      f.name,
      f.type,
    ]),
  );
  const columns = new Map(
    ((dataset?.columns as Feature[] | undefined) ?? []).map((c) => [c.name, c.type]),
  );
  if (
    input.features.length < 1 ||
    input.features.length > 50 ||
    new Set(input.features).size !== input.features.length
  )
    problems.push({ field: 'features', problem: 'must name 1 to 50 different features' });
  input.features.forEach((name, i) => {
    const type = modelFeatures.get(name);
    if (!type)
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is not a feature of the endpoint's model`,
      });
    else if (type !== 'number' && type !== 'integer')
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is ${type}: only number and integer features are compared`,
      });
    else if (dataset && !['number', 'integer'].includes(columns.get(name) ?? ''))
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is not a numeric column of the reference dataset`,
      });
  });
  return problems;
}

import type { FieldProblem } from '../../../lib/errors';
import { FEATURE_NAME, FEATURE_TYPES } from '../common/input-schema';

export interface GroupInput {
  name: string;
  version?: number | null;
  entityKey: string;
  features: { name: string; type: string }[];
}

/** Every problem of a group version's schema at once (ML_1500): name, version, entity key, features. */
export function groupProblems(input: GroupInput, version: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(input.name))
    problems.push({ field: 'name', problem: 'must be 1 to 100 letters, digits, _ . -' });
  if (!Number.isInteger(version) || version < 1 || version > 10_000)
    problems.push({ field: 'version', problem: 'must be from 1 to 10000' });
  if (!FEATURE_NAME.test(input.entityKey))
    problems.push({
      field: 'entityKey',
      problem: 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)',
    });
  if (input.features.length < 1 || input.features.length > 200)
    problems.push({ field: 'features', problem: 'must hold 1 to 200 features' });
  const seen = new Set<string>([input.entityKey]);
  input.features.forEach((feature, i) => {
    if (!FEATURE_NAME.test(feature.name))
      problems.push({
        field: `features[${i}].name`,
        problem: 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)',
      });
    else if (seen.has(feature.name))
      problems.push({
        field: `features[${i}].name`,
        problem: `repeats ${feature.name} (or the entity key)`,
      });
    seen.add(feature.name);
    if (!(FEATURE_TYPES as readonly string[]).includes(feature.type))
      problems.push({
        field: `features[${i}].type`,
        problem: `must be one of ${FEATURE_TYPES.join(', ')}`,
      });
  });
  return problems;
}

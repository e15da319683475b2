/** The feature types a model's input schema and a dataset's columns use (docs/api/ml.md, "Paths"). */
export const FEATURE_TYPES = ['number', 'integer', 'boolean', 'category'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export interface Feature {
  name: string;
  type: FeatureType;
}

export const FEATURE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** Why `value` is not of `type` (undefined when it is): the words ML_1200's details use. */
export function valueProblem(value: unknown, type: FeatureType): string | undefined {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'integer':
      return Number.isInteger(value) ? undefined : 'must be an integer';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'category':
      return typeof value === 'string' && value.length > 0 && value.length <= 200
        ? undefined
        : 'must be a non-empty string of at most 200 characters';
  }
}

import { coerceInputValue, isEnumType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { FieldProblem } from '../errors';

/*
 * graphql-js reports a value its input type refuses in its own words ("Int cannot represent
 * non-integer value: 1.5", "Field "x" is not defined by type ..."). Clients get field problems
 * instead (docs/errors.md: `{ field, problem }`, nested fields joined with dots, list items by
 * index). The one translation for the REST facade's variables (gateway/rest/variables.ts) and the
 * bookings dry run, which checks a raw body against its input type.
 */

// Messages of graphql-js 16 (utilities/coerceInputValue.js, type/scalars.js, type/definition.js).
const PHRASES: [RegExp, string][] = [
  [/^Field "\w+" of required type "[^"]+" was not provided/, 'is required'],
  [/^Field "\w+" is not defined by type/, 'is not a known field'],
  [/^Int cannot represent/, 'must be a whole number'],
  [/^Float cannot represent/, 'must be a number'],
  [/^(String|ID) cannot represent/, 'must be a string'],
  [/^Boolean cannot represent/, 'must be true or false'],
  [/^Expected non-nullable type .* not to be null/, 'must not be null'],
  [/^Expected type "\w+" to be an object/, 'must be an object'],
];

const ENUM_VALUE = [/^Value "[^"]*" does not exist in "(\w+)" enum/, /^Enum "(\w+)" cannot represent/];

export interface CoercionWording {
  /**
   * Name an enum's values in its problem (`must be one of a, b`) from this schema. Without it
   * the problem is `is not an allowed value`, the REST facade's documented wording.
   */
  enumValuesFrom?: GraphQLSchema;
}

// A custom scalar that throws a plain Error (the REST facade's checked DateTime,
// gateway/rest/facade.ts) says the problem itself; graphql-js prefixes it with the type's name.
const SCALAR_OWN_WORDS = /^Expected type "\w+"\. (.+)$/s;

/** The problem a coercion message describes, in the words of docs/errors.md. */
function problemText(message: string, wording: CoercionWording = {}): string {
  const own = message.match(SCALAR_OWN_WORDS);
  if (own) return own[1];
  const enumName = ENUM_VALUE.map((pattern) => message.match(pattern)?.[1]).find(Boolean);
  if (enumName) {
    const type = wording.enumValuesFrom?.getType(enumName);
    return isEnumType(type) ? `must be one of ${type.getValues().map((value) => value.name).join(', ')}` : 'is not an allowed value';
  }
  return PHRASES.find(([pattern]) => pattern.test(message))?.[1] ?? 'is invalid';
}

/**
 * The field a problem is about: `at` (the variable's name, or nothing for a body), the path into
 * the value, and the field a message names (a missing or unknown field); `whole` when all are empty.
 */
function problemField(at: readonly string[], path: readonly (string | number)[], message: string, whole: string): string {
  const named = message.match(/^Field "(\w+)" (?:of required type|is not defined)/);
  return [...at, ...path.map(String), ...(named ? [named[1]] : [])].join('.') || whole;
}

/** Coerces `value` to `type`, reporting every refusal as a field problem instead of throwing. */
export function coercionProblems(
  value: unknown,
  type: GraphQLInputType,
  where: { at: readonly string[]; whole: string } & CoercionWording,
): { value: unknown; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const coerced = coerceInputValue(value, type, (path, _invalid, error) => {
    problems.push({ field: problemField(where.at, path, error.message, where.whole), problem: problemText(error.message, where) });
  });
  return { value: coerced, problems };
}

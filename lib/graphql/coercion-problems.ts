import { coerceInputValue, isEnumType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { ValidationError, type FieldProblem, type ProblemPlace } from '../errors';

/*
 * graphql-js reports a value its input type refuses in its own words ("Int cannot represent
 * non-integer value: 1.5", "Field "x" is not defined by type ..."). Clients get field problems
 * instead (docs/errors.md: `{ field, problem }`, nested fields joined with dots, list items by
 * index). The one translation for the REST facade's variables (gateway/rest/variables.ts), the
 * variables of /graphql and graphql-ws (gateway/limits/variables.ts) and the bookings dry run,
 * which checks a raw body against its input type.
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

const ENUM_VALUE = [
  /^Value "[^"]*" does not exist in "(\w+)" enum/,
  /^Enum "(\w+)" cannot represent/,
];

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
    return isEnumType(type)
      ? `must be one of ${type
          .getValues()
          .map((value) => value.name)
          .join(', ')}`
      : 'is not an allowed value';
  }
  return PHRASES.find(([pattern]) => pattern.test(message))?.[1] ?? 'is invalid';
}

/**
 * The field a problem is about: `at` (the variable's name, or nothing for a body), the path into
 * the value, and the field a message names (a missing or unknown field); `whole` when all are empty.
 */
function problemField(
  at: readonly string[],
  path: readonly (string | number)[],
  message: string,
  whole: string,
): string {
  const named = message.match(/^Field "(\w+)" (?:of required type|is not defined)/);
  return [...at, ...path.map(String), ...(named ? [named[1]] : [])].join('.') || whole;
}

/**
 * The most problems one check reports. graphql-js walks a value to its end and makes an error per
 * wrong item, which once let one small request hold the gateway for seconds (docs/request-limits.md,
 * "Variables"). The walk stops at the next problem past these; the answer says more were left.
 */
export const MAX_COERCION_PROBLEMS = 20;

// Thrown out of graphql-js's walk to stop it (as its own getVariableValues does for `maxErrors`).
const ENOUGH = Symbol('enough problems');

export interface CoercionProblems {
  value: unknown;
  problems: FieldProblem[];
  /** The walk stopped at `maxProblems`: the value has more problems than those listed. */
  more: boolean;
}

/**
 * Coerces `value` to `type`, reporting each refusal as a field problem instead of throwing, up to
 * `maxProblems` (MAX_COERCION_PROBLEMS unless given; a caller checking several values passes what is left).
 */
export function coercionProblems(
  value: unknown,
  type: GraphQLInputType,
  where: { at: readonly string[]; whole: string; maxProblems?: number } & CoercionWording,
): CoercionProblems {
  const max = where.maxProblems ?? MAX_COERCION_PROBLEMS;
  const problems: FieldProblem[] = [];
  let coerced: unknown;
  try {
    coerced = coerceInputValue(value, type, (path, _invalid, error) => {
      if (problems.length >= max) throw ENOUGH;
      problems.push({
        field: problemField(where.at, path, error.message, where.whole),
        problem: problemText(error.message, where),
      });
    });
  } catch (error) {
    if (error !== ENOUGH) throw error;
    return { value: undefined, problems, more: true };
  }
  return { value: coerced, problems, more: false };
}

/**
 * The problems of several values checked in turn (a request's variables), MAX_COERCION_PROBLEMS
 * in all: once they are found, checking the rest stops at its first problem.
 */
export class CoercionCheck {
  readonly problems: FieldProblem[] = [];
  /** More problems were found than are listed. */
  more = false;

  /** A problem found without coercing anything (a value that is missing). */
  add(problem: FieldProblem): void {
    if (this.problems.length < MAX_COERCION_PROBLEMS) this.problems.push(problem);
    else this.more = true;
  }

  /** Checks one value; answers the problems of it that are listed. */
  check(
    value: unknown,
    type: GraphQLInputType,
    where: { at: readonly string[]; whole: string },
  ): FieldProblem[] {
    const found = coercionProblems(value, type, {
      ...where,
      maxProblems: MAX_COERCION_PROBLEMS - this.problems.length,
    });
    this.problems.push(...found.problems);
    this.more ||= found.more;
    return found.problems;
  }

  /** VALIDATION_FAILED with the problems found, if any; the message says when more were left unlisted. */
  refusal(place?: ProblemPlace): ValidationError | undefined {
    if (!this.problems.length) return undefined;
    const listed = this.problems.map((p) => `${p.field} ${p.problem}`).join('; ');
    const message = this.more
      ? `Invalid input: ${listed}; and more: the first ${this.problems.length} problems are listed`
      : undefined;
    return new ValidationError(this.problems, message, place);
  }
}

import { coerceInputValue, GraphQLNonNull, isEnumType, isInputObjectType, type GraphQLSchema } from 'graphql';
import type { FieldProblem } from '../../../lib/errors';
import type { CreateBookingInput } from './booking-input';

/** The GraphQL input type that is the v2.0 body schema: the dry run checks against it. */
const BODY_TYPE = 'CreateBookingInput';

/** graphql-js messages, rephrased as the field problems REST clients see everywhere else. */
function problemText(schema: GraphQLSchema, message: string): string {
  const enumValue = message.match(/^Value "[^"]*" does not exist in "(\w+)" enum/) ?? message.match(/^Enum "(\w+)" cannot represent/);
  if (enumValue) {
    const type = schema.getType(enumValue[1]);
    return isEnumType(type) ? `must be one of ${type.getValues().map((v) => v.name).join(', ')}` : 'is not an allowed value';
  }
  const rules: [RegExp, string][] = [
    [/^Field "\w+" of required type "[^"]+" was not provided/, 'is required'],
    [/^Field "\w+" is not defined by type/, 'is not a known field'],
    [/^Int cannot represent/, 'must be a whole number'],
    [/^Float cannot represent/, 'must be a number'],
    [/^(String|ID) cannot represent/, 'must be a string'],
    [/^Expected non-nullable type .* not to be null/, 'must not be null'],
    [/^Expected type "\w+" to be an object/, 'must be an object'],
  ];
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? 'is invalid';
}

function fieldName(path: readonly (string | number)[], message: string): string {
  const named = message.match(/^Field "(\w+)" (?:of required type|is not defined)/);
  return [...path.map(String), ...(named ? [named[1]] : [])].join('.') || 'body';
}

/**
 * Checks a raw JSON body against the v2.0 body type the way the REST facade checks real
 * requests, but reports the problems instead of failing: the dry run answers them as data.
 */
export function parseBookingBody(schema: GraphQLSchema, body: unknown): { input?: CreateBookingInput; problems: FieldProblem[] } {
  if (body === null || body === undefined) return { problems: [{ field: 'body', problem: 'is required' }] };
  const type = schema.getType(BODY_TYPE);
  if (!isInputObjectType(type)) throw new Error(`${BODY_TYPE} is missing from the schema`);
  const problems: FieldProblem[] = [];
  const input = coerceInputValue(body, new GraphQLNonNull(type), (path, _invalid, error) => {
    problems.push({ field: fieldName(path, error.message), problem: problemText(schema, error.message) });
  }) as CreateBookingInput;
  return problems.length ? { problems } : { input, problems };
}

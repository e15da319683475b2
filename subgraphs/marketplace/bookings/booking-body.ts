import { GraphQLNonNull, isInputObjectType, type GraphQLSchema } from 'graphql';
import type { FieldProblem } from '../../../lib/errors';
import { coercionProblems } from '../../../lib/graphql/coercion-problems';
import type { CreateBookingInput } from './booking-input';

/** The GraphQL input type that is the v2.0 body schema: the dry run checks against it. */
const BODY_TYPE = 'CreateBookingInput';

/**
 * Checks a raw JSON body against the v2.0 body type the way the REST facade checks real
 * requests, but reports the problems instead of failing: the dry run answers them as data.
 * Its problems name an enum's allowed values.
 */
export function parseBookingBody(
  schema: GraphQLSchema,
  body: unknown,
): { input?: CreateBookingInput; problems: FieldProblem[] } {
  if (body === null || body === undefined)
    return { problems: [{ field: 'body', problem: 'is required' }] };
  const type = schema.getType(BODY_TYPE);
  if (!isInputObjectType(type)) throw new Error(`${BODY_TYPE} is missing from the schema`);
  const { value, problems } = coercionProblems(body, new GraphQLNonNull(type), {
    at: [],
    whole: 'body',
    enumValuesFrom: schema,
  });
  return problems.length ? { problems } : { input: value as CreateBookingInput, problems };
}

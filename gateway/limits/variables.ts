import {
  getOperationAST,
  isInputType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { ValidationError } from '../../lib/errors';
import { CoercionCheck } from '../../lib/graphql/coercion-problems';

/** Variables that do not fit their types: VALIDATION_FAILED naming the first problems. */
export class VariablesError extends ValidationError {}

/**
 * The operation's variables against their types, before the cost walk and the gateway read them.
 * Apollo Gateway coerces variables with no limit on errors: each wrong item of a list is an error
 * of its own, with its message and stack, all answered (docs/request-limits.md, "Variables"). This
 * check stops at the first problems (lib/graphql/coercion-problems.ts) and refuses the request with
 * one VALIDATION_FAILED naming them, so every coercion after it sees variables that fit.
 */
export function checkVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): void {
  const operation = getOperationAST(document, operationName);
  const check = new CoercionCheck();
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // Validation has refused a variable whose type is unknown or not an input type.
    if (!type || !isInputType(type)) continue;
    if (!variables || !Object.hasOwn(variables, name)) {
      if (isNonNullType(type) && !definition.defaultValue)
        check.add({ field: name, problem: 'is required' });
      continue;
    }
    check.check(variables[name], type, { at: [name], whole: name });
  }
  const refusal = check.refusal();
  if (refusal) throw new VariablesError(refusal.details!, refusal.message);
}

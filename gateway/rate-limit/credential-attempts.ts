import {
  getArgumentValues,
  getVariableValues,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { rootFields } from '../root-fields';

/**
 * The root mutation fields that take a credential or hand one out (docs/api/identity.md,
 * "Paths"): a password (login; register sets one), a refresh token (refresh, logout), a link's
 * token (verify-email, password reset, accepting an invitation), and the request that mails a
 * reset link. Each is limited per client address whatever token comes with it; login and the
 * reset request also per account (./credential-limits.ts).
 */
const CREDENTIAL_FIELDS = new Set([
  'login',
  'refresh',
  'register',
  'verifyEmail',
  'logout',
  'requestPasswordReset',
  'resetPassword',
  'acceptInvitation',
]);

/** The fields also counted per account, the e-mail of their input. */
const ACCOUNT_FIELDS = new Set(['login', 'requestPasswordReset']);

/** One credential field of an operation, by its key in the response (an alias is an attempt of its own). */
export interface CredentialAttempt {
  field: string;
  responseKey: string;
  /** login, requestPasswordReset: the e-mail it names, compared as identity compares it (trimmed, lower-case: docs/conventions.md). */
  account?: string;
}

/**
 * The credential fields a mutation would run (../root-fields.ts: aliases and fragments included,
 * `@skip`/`@include` counted as if they ran, the safe side), and the e-mail of each login and
 * reset request read from its arguments as execution coerces them (variables, their defaults,
 * literals).
 */
export function credentialAttempts(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): CredentialAttempt[] {
  if (operation.operation !== 'mutation') return [];
  // Variables that do not coerce fail the whole operation before any field runs: no e-mail to count.
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    variables ?? {},
  ).coerced;
  return rootFields(document, operation)
    .filter(({ field }) => CREDENTIAL_FIELDS.has(field.name.value))
    .map(({ responseKey, field }) => {
      const account =
        ACCOUNT_FIELDS.has(field.name.value) && coerced
          ? inputEmail(schema, field, coerced)
          : undefined;
      return { field: field.name.value, responseKey, ...(account ? { account } : {}) };
    });
}

/** The e-mail a login or reset request passes to identity; none when its arguments do not coerce (it then fails unrun). */
function inputEmail(
  schema: GraphQLSchema,
  field: FieldNode,
  variables: Record<string, unknown>,
): string | undefined {
  const definition = schema.getMutationType()?.getFields()[field.name.value];
  if (!definition) return undefined;
  try {
    const email = (
      getArgumentValues(definition, field, variables).input as { email?: unknown } | undefined
    )?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

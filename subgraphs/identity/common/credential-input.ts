import type { InputCheck } from '../../../lib/validation';

/*
 * The input rules of the credentials every feature that takes one shares (accounts/, sessions/,
 * password-reset/, invitations/): docs/conventions.md, "Tokens and tenancy".
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address of at most 254 characters. */
export function checkEmail(check: InputCheck, email: string): InputCheck {
  return check
    .when(!EMAIL.test(email.trim()), 'email', 'must be an e-mail address')
    .text('email', email, { max: 254 });
}

/**
 * The one password rule, 8 to 200 characters: every path that sets a password (register,
 * add-user, a password change or reset, accepting an invitation) checks it here, under the name
 * of its own field.
 */
export function checkPassword(
  check: InputCheck,
  field: string,
  password: string | null | undefined,
): InputCheck {
  return check.text(field, password, { required: true, min: 8, max: 200 });
}

import type { InputCheck } from '../../../lib/validation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields register and addUser share (passwords: docs/conventions.md, "Tokens and tenancy"). */
export function checkAccount(
  check: InputCheck,
  input: { email: string; password: string; name: string },
): InputCheck {
  return check
    .when(!EMAIL.test(input.email.trim()), 'email', 'must be an e-mail address')
    .text('email', input.email, { max: 254 })
    .text('password', input.password, { required: true, min: 8, max: 200 })
    .text('name', input.name, { required: true, max: 100 });
}

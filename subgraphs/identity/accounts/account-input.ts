import type { InputCheck } from '../../../lib/validation';
import { checkEmail, checkPassword } from '../common/credential-input';

/**
 * The fields register and addUser share. addUser may omit the password (the user is invited:
 * invitations/); one that is given follows the rule.
 */
export function checkAccount(
  check: InputCheck,
  input: { email: string; password?: string | null; name: string },
): InputCheck {
  checkEmail(check, input.email);
  if (input.password != null) checkPassword(check, 'password', input.password);
  return check.name('name', input.name, { required: true, max: 100 });
}

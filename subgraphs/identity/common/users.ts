import { isUuid } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { IdentityDeps } from './deps';
import type { UserRow } from './user-store';

/** A user of the request's tenant, or 404 (another tenant's user reads like an unknown id). */
export async function requireUser(
  deps: Pick<IdentityDeps, 'loaders'>,
  id: string,
): Promise<UserRow> {
  const user = isUuid(id) ? await deps.loaders.userById.load(id) : null;
  if (!user) throw new NotFoundError('User', id);
  return user;
}

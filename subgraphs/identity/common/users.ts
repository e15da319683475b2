import { isUuid } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { IdentityDeps } from './deps';
import type { UserRow } from './user-store';

/**
 * The user an id names, for a field that shows a person (`{ id email name }` in the v2 REST
 * answers): the request's loader, so a page of rows reads its people at once. Null for none.
 */
export function userOrNull(
  deps: Pick<IdentityDeps, 'loaders'>,
  id: string | null | undefined,
): Promise<UserRow | null> {
  return id ? deps.loaders.userById.load(id) : Promise.resolve(null);
}

/** A user of the request's tenant, or 404 (another tenant's user reads like an unknown id). */
export async function requireUser(
  deps: Pick<IdentityDeps, 'loaders'>,
  id: string,
): Promise<UserRow> {
  const user = isUuid(id) ? await deps.loaders.userById.load(id) : null;
  if (!user) throw new NotFoundError('User', id);
  return user;
}

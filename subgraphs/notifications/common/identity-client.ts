import { callSubgraph, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/** A recipient as identity knows them: where to write, whether that address is proved, how to greet them. */
export interface Recipient {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

// Identity's User entities by reference: one call for every user an event names.
const USERS = `query NotificationRecipients($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { id email name emailVerified } }
}`;

/**
 * The users of one tenant by id, as the platform (role `system`): the one place notifications
 * talks to identity (docs/notifications.md, "Recipients"). Ids identity does not know in the
 * tenant are left out of the answer.
 */
export async function findRecipients(
  peers: SubgraphDirectory,
  tenantId: string,
  userIds: readonly string[],
  requestId?: string,
): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const { _entities } = await callSubgraph<{ _entities: (Recipient | null)[] }>(
    peers,
    'identity',
    USERS,
    { representations: userIds.map((id) => ({ __typename: 'User', id })) },
    { tenantId, requestId },
  );
  return new Map(_entities.filter((u): u is Recipient => !!u).map((u) => [u.id, u]));
}

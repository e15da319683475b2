import type { EventBus, PlatformEvent } from '../../lib/events/bus';
import { USER_VERIFIED, type IdentityEventData } from '../../subgraphs/identity/common/events';
import type { CacheHints } from './hints';

/** An event of the owning service that changes an entity: its type and the id of the entity it is about. */
interface Invalidation {
  event: string;
  entityId: (event: PlatformEvent) => string;
}

/**
 * Every type that may carry `@cacheControl` hints, with every event of its owning service that
 * changes one of the hinted fields (docs/entity-cache.md). User: only verification changes a
 * hinted field (emailVerified, emailVerifiedAt); name, email, roles, tenant and creation never
 * change after sign-up, and planTier, which does change without an event, is not hinted.
 */
const INVALIDATED_BY: Record<string, Invalidation[]> = {
  User: [
    {
      event: USER_VERIFIED,
      entityId: (event) => (event.data as IdentityEventData[typeof USER_VERIFIED]).userId,
    },
  ],
};

/** Refuses hints on a type whose changes no event announces: its entries could be served stale. */
export function assertEveryHintedTypeInvalidated(hints: CacheHints): void {
  const unknown = [...hints.keys()].filter((type) => !INVALIDATED_BY[type]);
  if (unknown.length)
    throw new Error(
      `@cacheControl on ${unknown.join(', ')}: no event invalidates these types (gateway/entity-cache/invalidations.ts)`,
    );
}

/** Drops an entity's entries when its owning service's event about it arrives; returns the unsubscribe. */
export function subscribeInvalidations(
  events: EventBus,
  invalidate: (tenantId: string, typename: string, id: string) => void,
): () => void {
  const unsubscribes = Object.entries(INVALIDATED_BY).flatMap(([typename, invalidations]) =>
    invalidations.map(({ event, entityId }) =>
      events.subscribe(event, (received) =>
        invalidate(received.tenantId, typename, entityId(received)),
      ),
    ),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

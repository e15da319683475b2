import { systemClock } from '../../lib/clock';

/** One cached entity: its answer, when it stops being served, and the entity it belongs to. */
interface Entry {
  value: unknown;
  expiresAt: number;
  entity: string;
}

/**
 * The cached entities, least recently used first (a Map keeps insertion order; a hit moves its
 * entry to the end), at most `maxEntries`. Each entry is indexed by its entity (tenant, type, id),
 * so an event about the entity drops it in every scope and selection at once.
 */
export class LruEntityStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byEntity = new Map<string, Set<string>>();
  /** Bumped by every invalidation: an answer fetched across one is not stored (it may predate the change). */
  generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = () => systemClock.now().getTime(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores an answer fetched while the store was at `generation`, unless an invalidation came since. */
  set(
    key: string,
    entity: string,
    value: unknown,
    maxAgeSeconds: number,
    generation: number,
  ): void {
    if (generation !== this.generation || maxAgeSeconds <= 0 || this.maxEntries <= 0) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, entity, expiresAt: this.now() + maxAgeSeconds * 1000 });
    let keys = this.byEntity.get(entity);
    if (!keys) this.byEntity.set(entity, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldest, entry);
    }
  }

  /** Drops every entry of the entity, in every scope. */
  invalidate(entity: string): void {
    this.generation++;
    for (const key of this.byEntity.get(entity) ?? []) this.entries.delete(key);
    this.byEntity.delete(entity);
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    const keys = this.byEntity.get(entry.entity);
    keys?.delete(key);
    if (keys?.size === 0) this.byEntity.delete(entry.entity);
  }
}

/** The index of an entity's entries: tenant, type and id, as invalidations name them. */
export function entityOf(tenantId: string, typename: string, id: string): string {
  return `${tenantId}\n${typename}\n${id}`;
}

import DataLoader from 'dataloader';
import { isUuid } from '../context';

type Fetch<Row> = (tenantId: string, keys: string[]) => Promise<Row[]>;

/** The UUID keys of a batch, lower-cased as stored: a key that is not a UUID cannot exist, so it never reaches the database (one bad id must not fail the whole batch). */
function wantedKeys(keys: readonly string[]): string[] {
  return keys.filter(isUuid).map((key) => key.toLowerCase());
}

/** One row per key, in one query per batch, scoped to the caller's tenant (no tenant: nothing). */
export function rowLoader<Row>(
  tenantId: string | null,
  fetch: Fetch<Row>,
  keyOf: (row: Row) => string,
): DataLoader<string, Row | null> {
  return new DataLoader(async (keys) => {
    const wanted = wantedKeys(keys);
    if (!tenantId || wanted.length === 0) return keys.map(() => null);
    const rows = new Map((await fetch(tenantId, wanted)).map((row) => [keyOf(row), row]));
    return keys.map((key) => rows.get(key.toLowerCase()) ?? null);
  });
}

/** The rows of each key (in the order the query returns them), in one query per batch, scoped to the caller's tenant. */
export function groupLoader<Row>(
  tenantId: string | null,
  fetch: Fetch<Row>,
  keyOf: (row: Row) => string,
): DataLoader<string, Row[]> {
  return new DataLoader(async (keys) => {
    const wanted = wantedKeys(keys);
    if (!tenantId || wanted.length === 0) return keys.map(() => []);
    const groups = new Map<string, Row[]>();
    for (const row of await fetch(tenantId, wanted))
      groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
    return keys.map((key) => groups.get(key.toLowerCase()) ?? []);
  });
}

export const byId = (row: { id: string }): string => row.id;

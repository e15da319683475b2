import type { Pool, PoolClient } from 'pg';
import type { Sql } from '../../db/pool';
import type { PlatformEvent } from '../bus';

/** The channel `platform.publish_bus_events` notifies, with the newest `seq` as its payload. */
export const BUS_CHANNEL = 'platform_bus';

/**
 * Writes events in order and notifies the receivers, in one statement: the function takes the
 * publishers' lock until commit, so rows become visible in `seq` order (the migration
 * prisma/migrations/20261130090000_event_bus explains why the readers need that).
 */
export async function appendEvents(sql: Sql, events: PlatformEvent[]): Promise<void> {
  await sql.query('SELECT platform.publish_bus_events($1::text[], $2::text[], $3::jsonb[])', [
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e)),
  ]);
}

/** The newest `seq` published so far (0 when none): where a receiver that starts now begins. */
export async function newestSeq(sql: Sql): Promise<bigint> {
  const { rows } = await sql.query<{ newest: string }>(
    'SELECT coalesce(max(seq), 0)::text AS newest FROM platform.bus_events',
  );
  return BigInt(rows[0].newest);
}

export interface EventPage {
  /** The events of `types` after the cursor, in `seq` order. */
  events: { seq: bigint; event: PlatformEvent }[];
  /** Where the cursor moves: every row up to it has been read (or was of another type). */
  upTo: bigint;
  /** True when rows past `upTo` were already visible. */
  more: boolean;
}

/**
 * The events of `types` after `after`, at most `limit` rows of the log further on. One statement,
 * so the newest `seq` and the rows come from one snapshot.
 */
export async function eventsAfter(
  sql: Sql,
  after: bigint,
  types: string[],
  limit: number,
): Promise<EventPage> {
  const { rows } = await sql.query<{ newest: string; seq: string | null; body: PlatformEvent }>(
    `WITH top AS (SELECT coalesce(max(seq), 0) AS newest FROM platform.bus_events)
     SELECT top.newest::text AS newest, e.seq::text AS seq, e.body
     FROM top LEFT JOIN platform.bus_events e
       ON e.seq > $1::bigint AND e.seq <= least(top.newest, $1::bigint + $3) AND e.type = ANY($2::text[])
     ORDER BY e.seq`,
    [after.toString(), types, limit],
  );
  const newest = BigInt(rows[0].newest);
  const upTo = newest < after + BigInt(limit) ? newest : after + BigInt(limit);
  return {
    events: rows.flatMap((row) =>
      row.seq === null ? [] : [{ seq: BigInt(row.seq), event: row.body }],
    ),
    upTo: upTo > after ? upTo : after,
    more: newest > upTo,
  };
}

/**
 * Runs `work` holding a service group's cursor row (created at 0, the oldest retained event):
 * the group's instances take turns, and the cursor moves only when `work` finished, in the same
 * transaction.
 */
export async function withGroupCursor<T>(
  pool: Pool,
  consumer: string,
  work: (cursor: bigint, sql: PoolClient) => Promise<{ result: T; cursor: bigint }>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(
      'INSERT INTO platform.bus_cursors (consumer, seq) VALUES ($1, 0) ON CONFLICT DO NOTHING',
      [consumer],
    );
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{ seq: string }>(
        'SELECT seq::text AS seq FROM platform.bus_cursors WHERE consumer = $1 FOR UPDATE',
        [consumer],
      );
      const cursor = BigInt(rows[0].seq);
      const done = await work(cursor, client);
      // An idle round (every poll) writes nothing.
      if (done.cursor !== cursor)
        await client.query('UPDATE platform.bus_cursors SET seq = $2 WHERE consumer = $1', [
          consumer,
          done.cursor.toString(),
        ]);
      await client.query('COMMIT');
      return done.result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

/** Deletes events published before `before`; answers how many. */
export async function pruneEvents(sql: Sql, before: Date): Promise<number> {
  const { rowCount } = await sql.query('DELETE FROM platform.bus_events WHERE published_at < $1', [
    before,
  ]);
  return rowCount ?? 0;
}

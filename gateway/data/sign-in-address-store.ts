import type { Sql } from '../../lib/db/pool';

/*
 * Where each account signed in from lately (docs/errors.md, "Rate limits"): one row per
 * (account, client address) pair in `platform.sign_in_addresses`, named by an HMAC of both
 * (../rate-limit/sign-in-addresses.ts), so the table holds no e-mail and no address. Every
 * gateway instance reads and writes the same rows, so an address one instance saw sign in is
 * known to all of them, and to the next process after a restart.
 *
 * Concurrency: each function is one statement on PostgreSQL's default READ COMMITTED.
 * - Two sign-ins of one pair at once (two instances): the upsert is atomic on the primary key; the
 *   second waits for the first's row lock and keeps the later of the two times (GREATEST), so an
 *   older write arriving late never moves a row back in time.
 * - A sweep deleting a row an upsert is refreshing: the DELETE waits for the upsert's lock, then
 *   re-checks its condition against the new time and leaves the refreshed row; a row the sweep
 *   deleted first is inserted anew by the upsert. Either way the sign-in is kept.
 * - A read during a write sees the row before or after it: a login racing the owner's first
 *   sign-in from an address is counted as from a new address, the safe side.
 */

/** Records a successful sign-in of the pair at `at` (or keeps a later one already recorded). */
export async function recordSignIn(sql: Sql, pair: string, at: Date): Promise<void> {
  await sql.query(
    `INSERT INTO "platform"."sign_in_addresses" ("pair", "signed_in_at") VALUES ($1, $2)
    ON CONFLICT ("pair") DO UPDATE SET
      "signed_in_at" = GREATEST("sign_in_addresses"."signed_in_at", EXCLUDED."signed_in_at")`,
    [pair, at],
  );
}

/** Whether the pair signed in at `since` or later. */
export async function signedInSince(sql: Sql, pair: string, since: Date): Promise<boolean> {
  const { rows } = await sql.query(
    `SELECT 1 FROM "platform"."sign_in_addresses" WHERE "pair" = $1 AND "signed_in_at" >= $2`,
    [pair, since],
  );
  return rows.length > 0;
}

/** Drops the pairs whose last sign-in was before `before`: what bounds the table. */
export async function forgetSignInsBefore(sql: Sql, before: Date): Promise<void> {
  await sql.query(`DELETE FROM "platform"."sign_in_addresses" WHERE "signed_in_at" < $1`, [before]);
}

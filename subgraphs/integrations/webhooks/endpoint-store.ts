import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import { randomUUID } from 'node:crypto';
import type { PrismaClient, Db } from '../../../lib/db/prisma';
import type { WebhookEndpoint } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';
import { recordEvents } from '../../../lib/events/outbox';
import { endpointDisabled } from '../common/events';

export type EndpointRow = WebhookEndpoint;

/** What the API shows of an endpoint: never the stored secret, except `revealedSecret` right after creation or rotation. */
export type EndpointView = Omit<EndpointRow, 'secret'> & { revealedSecret?: string };

export function toView(row: EndpointRow, revealSecret = false): EndpointView {
  const { secret, ...rest } = row;
  return revealSecret ? { ...rest, revealedSecret: secret } : rest;
}

export async function insertEndpoint(
  prisma: Db,
  data: { tenantId: string; url: string; events: string[]; secret: string; createdBy: string },
): Promise<EndpointRow> {
  return prisma.webhookEndpoint.create({ data: { id: randomUUID(), ...data } });
}

export async function findEndpoint(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<EndpointRow | null> {
  return prisma.webhookEndpoint.findFirst({ where: { id, tenantId } });
}

/** One creation-order page (limit + 1 rows). */
export async function findEndpointPage(
  prisma: Db,
  tenantId: string,
  page: CreationPage,
): Promise<EndpointRow[]> {
  return prisma.webhookEndpoint.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

const ENDPOINT = 'Webhook endpoint';

export interface EndpointChanges {
  url?: string;
  events?: string[];
  enabled?: boolean;
}

/** Enabling resets the failure count; disabling records when. One statement; a missing endpoint is 404. */
export async function updateEndpoint(
  prisma: Db,
  tenantId: string,
  id: string,
  changes: EndpointChanges,
  now: Date,
): Promise<EndpointRow> {
  const data = {
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(changes.events !== undefined ? { events: changes.events } : {}),
    ...(changes.enabled === true
      ? { enabled: true, consecutiveFailures: 0, disabledAt: null }
      : {}),
    ...(changes.enabled === false ? { enabled: false, disabledAt: now } : {}),
  };
  return withDatabaseErrors(ENDPOINT, () =>
    prisma.webhookEndpoint.update({ where: { id, tenantId }, data }),
  );
}

export function replaceSecret(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  secret: string,
): Promise<EndpointRow> {
  return withDatabaseErrors(ENDPOINT, () =>
    prisma.webhookEndpoint.update({ where: { id, tenantId }, data: { secret } }),
  );
}

export async function deleteEndpoint(prisma: Db, tenantId: string, id: string): Promise<void> {
  await withDatabaseErrors(ENDPOINT, () =>
    prisma.webhookEndpoint.delete({ where: { id, tenantId } }),
  );
}

/** The tenant's enabled endpoints subscribed to `type`: who receives a new event. */
export async function findSubscribers(
  prisma: PrismaClient,
  tenantId: string,
  type: string,
): Promise<EndpointRow[]> {
  return prisma.webhookEndpoint.findMany({
    where: { tenantId, enabled: true, events: { has: type } },
  });
}

/**
 * What a batch of finished attempts does to one endpoint's run of consecutive failures, taken in
 * the order the attempts finished (dispatcher/endpoint-tally.ts): `leading` failures before its
 * first success (all of them when none succeeded), whether any succeeded (`reset`), the longest
 * run of failures after a success (`peak`) and the run still open at the end (`trailing`).
 */
export interface EndpointTally {
  endpointId: string;
  leading: number;
  reset: boolean;
  peak: number;
  trailing: number;
}

/** An endpoint a batch's tallies just disabled (its `enabled` went from true to false). */
interface DisabledEndpoint {
  id: string;
  tenantId: string;
  url: string;
  createdBy: string;
  consecutiveFailures: number;
  disabledAt: Date;
}

/**
 * Applies the tallies of a batch in one statement, exactly as if each attempt had been recorded
 * alone in that order: the leading failures add to the stored count, a success resets it, and
 * reaching `disableAfter` anywhere in the sequence disables the endpoint (a later success in the
 * same batch resets the count but does not enable it again). Endpoints with nothing to change (no
 * failure, count already 0) are not written, so a batch of successes to healthy endpoints writes
 * nothing here. Each endpoint the statement disables gets integrations.endpoint.disabled through
 * the outbox in the same transaction: the statement's own flip decides it, so an endpoint already
 * disabled (by a batch before, or by hand) gets none.
 *
 * Concurrency: the endpoints are locked in id order before they are written, so two batches
 * (two dispatchers) updating the same endpoints wait for each other instead of deadlocking. The
 * new values are computed in the SET itself, from the row being updated: when another batch
 * committed a change after this statement's snapshot, READ COMMITTED re-evaluates the SET on
 * that newest version, so concurrent failures each count (values computed in a CTE would come
 * from the older snapshot and lose the other batch's change). The lock answers that same newest
 * version (a locking read waits for the other batch and reads what it committed), and holds it
 * until the transaction ends, so `was_enabled` is what the SET changes. No delivery row is locked
 * here: this runs after `recordAttempts`, in its own transaction, as the per-attempt updates did.
 */
export async function recordEndpointTallies(
  prisma: PrismaClient,
  tallies: EndpointTally[],
  disableAfter: number,
  now: Date,
): Promise<void> {
  if (tallies.length === 0) return;
  const column = <T>(pick: (t: EndpointTally) => T) => tallies.map(pick);
  await prisma.$transaction(async (tx) => {
    const disabled = await tx.$queryRaw<DisabledEndpoint[]>`
      WITH tally AS (
        SELECT * FROM unnest(${column((t) => t.endpointId)}::uuid[], ${column((t) => t.leading)}::int[], ${column((t) => t.reset)}::boolean[], ${column((t) => t.peak)}::int[], ${column((t) => t.trailing)}::int[])
          AS t("id", "leading", "reset", "peak", "trailing")
      ),
      locked AS MATERIALIZED (
        SELECT e."id", e."enabled" AS "was_enabled", e."consecutive_failures" AS "failures_before"
        FROM "integrations"."webhook_endpoints" AS e JOIN tally AS t USING ("id")
        WHERE t."leading" > 0 OR t."trailing" > 0 OR t."peak" > 0 OR e."consecutive_failures" > 0
        ORDER BY e."id" FOR UPDATE OF e
      ),
      updated AS (
        UPDATE "integrations"."webhook_endpoints" AS e
        SET "consecutive_failures" = CASE WHEN t."reset" THEN t."trailing" ELSE e."consecutive_failures" + t."leading" END,
            "enabled" = e."enabled" AND NOT (e."consecutive_failures" + t."leading" >= ${disableAfter} OR (t."reset" AND t."peak" >= ${disableAfter})),
            "disabled_at" = CASE WHEN e."enabled" AND (e."consecutive_failures" + t."leading" >= ${disableAfter} OR (t."reset" AND t."peak" >= ${disableAfter})) THEN ${now} ELSE e."disabled_at" END,
            "updated_at" = ${now}
        FROM tally AS t, locked AS l
        WHERE e."id" = t."id" AND e."id" = l."id"
        RETURNING e."id", e."tenant_id", e."url", e."created_by", e."disabled_at",
          l."was_enabled" AND NOT e."enabled" AS "flipped",
          CASE WHEN l."failures_before" + t."leading" >= ${disableAfter} THEN l."failures_before" + t."leading" ELSE t."peak" END AS "run"
      )
      SELECT "id", "tenant_id" AS "tenantId", "url", "created_by" AS "createdBy",
        "run" AS "consecutiveFailures", "disabled_at" AS "disabledAt"
      FROM updated WHERE "flipped"`;
    await recordEvents(
      tx,
      'integrations',
      disabled.map((e) =>
        endpointDisabled(e.tenantId, {
          endpointId: e.id,
          url: e.url,
          createdBy: e.createdBy,
          consecutiveFailures: e.consecutiveFailures,
          disabledAt: e.disabledAt.toISOString(),
        }),
      ),
    );
  });
}

import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { WebhookEndpoint } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';

export type EndpointRow = WebhookEndpoint;

/** What the API shows of an endpoint: never the stored secret, except `revealedSecret` right after creation or rotation. */
export type EndpointView = Omit<EndpointRow, 'secret'> & { revealedSecret?: string };

export function toView(row: EndpointRow, revealSecret = false): EndpointView {
  const { secret, ...rest } = row;
  return revealSecret ? { ...rest, revealedSecret: secret } : rest;
}

export async function insertEndpoint(prisma: PrismaClient, data: { tenantId: string; url: string; events: string[]; secret: string; createdBy: string }): Promise<EndpointRow> {
  return prisma.webhookEndpoint.create({ data: { id: randomUUID(), ...data } });
}

export async function findEndpoint(prisma: PrismaClient, tenantId: string, id: string): Promise<EndpointRow | null> {
  return prisma.webhookEndpoint.findFirst({ where: { id, tenantId } });
}

/** One creation-order page (limit + 1 rows). */
export async function findEndpointPage(prisma: PrismaClient, tenantId: string, page: CreationPage): Promise<EndpointRow[]> {
  return prisma.webhookEndpoint.findMany({ where: { tenantId, ...createdAfter(page) }, ...creationQuery(page) });
}

const ENDPOINT = 'Webhook endpoint';

export interface EndpointChanges {
  url?: string;
  events?: string[];
  enabled?: boolean;
}

/** Enabling resets the failure count; disabling records when. One statement; a missing endpoint is 404. */
export async function updateEndpoint(prisma: PrismaClient, tenantId: string, id: string, changes: EndpointChanges, now: Date): Promise<EndpointRow> {
  const data = {
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(changes.events !== undefined ? { events: changes.events } : {}),
    ...(changes.enabled === true ? { enabled: true, consecutiveFailures: 0, disabledAt: null } : {}),
    ...(changes.enabled === false ? { enabled: false, disabledAt: now } : {}),
  };
  return withDatabaseErrors(ENDPOINT, () => prisma.webhookEndpoint.update({ where: { id, tenantId }, data }));
}

export function replaceSecret(prisma: PrismaClient, tenantId: string, id: string, secret: string): Promise<EndpointRow> {
  return withDatabaseErrors(ENDPOINT, () => prisma.webhookEndpoint.update({ where: { id, tenantId }, data: { secret } }));
}

export async function deleteEndpoint(prisma: PrismaClient, tenantId: string, id: string): Promise<void> {
  await withDatabaseErrors(ENDPOINT, () => prisma.webhookEndpoint.delete({ where: { id, tenantId } }));
}

/** The tenant's enabled endpoints subscribed to `type`: who receives a new event. */
export async function findSubscribers(prisma: PrismaClient, tenantId: string, type: string): Promise<EndpointRow[]> {
  return prisma.webhookEndpoint.findMany({ where: { tenantId, enabled: true, events: { has: type } } });
}

export async function findEndpointsByIds(prisma: PrismaClient, ids: string[]): Promise<EndpointRow[]> {
  return prisma.webhookEndpoint.findMany({ where: { id: { in: ids } } });
}

/** A success ends the run of failures. */
export async function recordEndpointSuccess(prisma: PrismaClient, id: string): Promise<void> {
  await prisma.webhookEndpoint.updateMany({ where: { id, consecutiveFailures: { gt: 0 } }, data: { consecutiveFailures: 0 } });
}

/** One more failure in one statement (concurrent attempts count each); the sixth in a row disables the endpoint. */
export async function recordEndpointFailure(prisma: PrismaClient, id: string, disableAfter: number, now: Date): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "integrations"."webhook_endpoints"
    SET "consecutive_failures" = "consecutive_failures" + 1,
        "enabled" = "enabled" AND "consecutive_failures" + 1 < ${disableAfter},
        "disabled_at" = CASE WHEN "enabled" AND "consecutive_failures" + 1 >= ${disableAfter} THEN ${now} ELSE "disabled_at" END,
        "updated_at" = ${now}
    WHERE "id" = ${id}::uuid`;
}

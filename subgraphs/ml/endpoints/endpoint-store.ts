import { randomUUID } from 'node:crypto';
import type { MlEndpoint } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { onUniqueViolation } from '../../../lib/db/prisma-errors';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import { invalid } from '../common/errors';

export type EndpointRow = MlEndpoint;

export type NewEndpoint = Pick<
  EndpointRow,
  'tenantId' | 'name' | 'modelId' | 'version' | 'stage' | 'timeoutMs' | 'createdBy'
>;

/** The (tenant, name) unique index refuses a second endpoint of one name: an invalid name (ML_1801). */
export function insertEndpoint(db: Db, endpoint: NewEndpoint): Promise<EndpointRow> {
  return onUniqueViolation(
    () => db.mlEndpoint.create({ data: { id: randomUUID(), ...endpoint } }),
    () =>
      invalid('ML_1801', [
        { field: 'name', problem: 'is taken by another endpoint of the tenant' },
      ]),
  );
}

export function findEndpoint(db: Db, tenantId: string, id: string): Promise<EndpointRow | null> {
  return db.mlEndpoint.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's endpoints (limit + 1 rows). */
export function findEndpointPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<EndpointRow[]> {
  return db.mlEndpoint.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Endpoints waiting for their artifact (new, or moved to another version) whose version has one now. */
export async function findProvisionable(
  db: Db,
  limit: number,
): Promise<(EndpointRow & { artifactKey: string })[]> {
  const endpoints = await db.mlEndpoint.findMany({
    where: { status: { in: ['PROVISIONING', 'UPDATING'] } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
  });
  if (!endpoints.length) return [];
  const versions = await db.mlModelVersion.findMany({
    where: {
      OR: endpoints.map((e) => ({ modelId: e.modelId, version: e.version })),
      status: 'trained',
    },
  });
  return endpoints.flatMap((e) => {
    const version = versions.find((v) => v.modelId === e.modelId && v.version === e.version);
    return version?.artifactKey ? [{ ...e, artifactKey: version.artifactKey }] : [];
  });
}

/** A state move that happens once: of several instances moving the same endpoint, one changes it. */
export async function moveEndpoint(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const { count } = await db.mlEndpoint.updateMany({
    where: { id, status: from },
    data: { status: to },
  });
  return count === 1;
}

/**
 * Points the endpoint at another version: UPDATING until the activator loads it. Conditional on
 * a state that allows it, so a concurrent delete wins or loses whole.
 */
export async function retargetEndpoint(db: Db, id: string, version: number): Promise<boolean> {
  const { count } = await db.mlEndpoint.updateMany({
    where: { id, status: { in: ['PROVISIONING', 'ACTIVE', 'UPDATING', 'FAILED'] } },
    data: { version, status: 'UPDATING' },
  });
  return count === 1;
}

/** Removes endpoints marked DELETING (their kept inputs and monitors go with them: ON DELETE CASCADE). */
export async function removeDeleting(db: Db): Promise<number> {
  return (await db.mlEndpoint.deleteMany({ where: { status: 'DELETING' } })).count;
}

/** The invocation's instances, kept for drift monitoring (drift/). */
export async function recordInputs(
  db: Db,
  tenantId: string,
  endpointId: string,
  instances: object[],
): Promise<void> {
  await db.mlInferenceInput.createMany({
    data: instances.map((features) => ({ tenantId, endpointId, features })),
  });
}

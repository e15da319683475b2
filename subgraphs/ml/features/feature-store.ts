import { randomUUID } from 'node:crypto';
import type { MlFeatureGroup, MlFeatureRecord } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';

export type FeatureGroupRow = MlFeatureGroup;
export type FeatureRecordRow = MlFeatureRecord;

export type NewFeatureGroup = Pick<
  FeatureGroupRow,
  'tenantId' | 'name' | 'version' | 'entityKey' | 'createdBy'
> & { features: { name: string; type: string }[] };

/**
 * The group of this name and version: created, or the one already there. INSERT ... ON CONFLICT
 * DO NOTHING then a read: of two concurrent creations one inserts and both read the same row, so
 * the rules compare schemas against what is really stored.
 */
export async function createOrFindGroup(
  prisma: Db,
  group: NewFeatureGroup,
): Promise<FeatureGroupRow> {
  await prisma.$executeRaw`
    INSERT INTO "ml"."feature_groups" (id, tenant_id, name, version, entity_key, features, created_by)
    VALUES (${randomUUID()}::uuid, ${group.tenantId}::uuid, ${group.name}, ${group.version}, ${group.entityKey}, ${JSON.stringify(group.features)}::jsonb, ${group.createdBy}::uuid)
    ON CONFLICT (tenant_id, name, version) DO NOTHING`;
  return prisma.mlFeatureGroup.findUniqueOrThrow({
    where: {
      tenantId_name_version: { tenantId: group.tenantId, name: group.name, version: group.version },
    },
  });
}

export function findGroup(db: Db, tenantId: string, id: string): Promise<FeatureGroupRow | null> {
  return db.mlFeatureGroup.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's feature groups (limit + 1 rows). */
export function findGroupPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<FeatureGroupRow[]> {
  return db.mlFeatureGroup.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Each entity's values replaced (or created), all in one transaction. */
export function upsertRecords(
  prisma: PrismaClient,
  groupId: string,
  records: { entityId: string; values: object }[],
): Promise<FeatureRecordRow[]> {
  return prisma.$transaction(
    records.map(({ entityId, values }) =>
      prisma.mlFeatureRecord.upsert({
        where: { groupId_entityId: { groupId, entityId } },
        create: { groupId, entityId, values },
        update: { values },
      }),
    ),
  );
}

export function findRecords(
  db: Db,
  groupId: string,
  entityIds: string[],
): Promise<FeatureRecordRow[]> {
  return db.mlFeatureRecord.findMany({ where: { groupId, entityId: { in: entityIds } } });
}

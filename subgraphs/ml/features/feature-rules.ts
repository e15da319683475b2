import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { MlDeps } from '../common/deps';
import { valueProblem, type Feature } from '../common/input-schema';
import { invalid, MlError } from '../common/errors';
import { assertFeatureUser, groupOf } from './access';
import { groupProblems, type GroupInput } from './feature-input';
import {
  createOrFindGroup,
  findGroupPage,
  findRecords,
  upsertRecords,
  type FeatureGroupRow,
  type FeatureRecordRow,
} from './feature-store';

const MAX_RECORDS = 1000;

const sameSchema = (a: FeatureGroupRow, entityKey: string, features: Feature[]) =>
  a.entityKey === entityKey && JSON.stringify(a.features) === JSON.stringify(features);

/** A group version (ML_1500 for a bad schema); the same name and version with another schema is ML_1502. */
export async function createGroup(
  deps: MlDeps,
  actor: Actor,
  input: GroupInput,
): Promise<FeatureGroupRow> {
  assertFeatureUser(actor);
  const version = input.version ?? 1;
  const problems = groupProblems(input, version);
  if (problems.length) throw invalid('ML_1500', problems);
  const features = input.features.map(({ name, type }) => ({ name, type })) as Feature[];
  const group = await createOrFindGroup(deps.prisma, {
    tenantId: actor.tenantId,
    name: input.name,
    version,
    entityKey: input.entityKey,
    features,
    createdBy: actor.id,
  });
  if (!sameSchema(group, input.entityKey, features)) {
    throw new MlError(
      'ML_1502',
      `Feature group ${input.name} version ${version} exists with another schema: create version ${version + 1} instead`,
    );
  }
  return group;
}

export async function getGroup(deps: MlDeps, actor: Actor, id: string): Promise<FeatureGroupRow> {
  assertFeatureUser(actor);
  return groupOf(deps, actor, id);
}

/** The tenant's feature groups, newest first. */
export async function getGroups(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<FeatureGroupRow>> {
  assertFeatureUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findGroupPage(deps.prisma, actor.tenantId, page), page);
}

/** Typed upserts by entity key: every value of every record checked first (ML_1500 with each problem). */
export async function upsertGroupRecords(
  deps: MlDeps,
  actor: Actor,
  id: string,
  records: { entityId: string; values: unknown }[],
): Promise<FeatureRecordRow[]> {
  assertFeatureUser(actor);
  const group = await groupOf(deps, actor, id);
  const features = group.features as unknown as Feature[];
  const problems: FieldProblem[] = [];
  if (records.length < 1 || records.length > MAX_RECORDS)
    problems.push({ field: 'records', problem: `must hold 1 to ${MAX_RECORDS} records` });
  records.forEach((record, i) => {
    if (record.entityId.length < 1 || record.entityId.length > 200)
      problems.push({ field: `records[${i}].entityId`, problem: 'must be 1 to 200 characters' });
    const values = record.values as Record<string, unknown>;
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      return problems.push({
        field: `records[${i}].values`,
        problem: 'must be an object of feature values',
      });
    for (const feature of features) {
      const problem =
        feature.name in values
          ? valueProblem(values[feature.name], feature.type)
          : `is missing (a ${feature.type} feature)`;
      if (problem) problems.push({ field: `records[${i}].values.${feature.name}`, problem });
    }
    for (const name of Object.keys(values))
      if (!features.some((f) => f.name === name))
        problems.push({
          field: `records[${i}].values.${name}`,
          problem: 'is not a feature of the group',
        });
  });
  if (problems.length) throw invalid('ML_1500', problems.slice(0, 50));
  return upsertRecords(
    deps.prisma,
    group.id,
    records.map((r) => ({ entityId: r.entityId, values: r.values as object })),
  );
}

export async function onlineFeatures(
  deps: MlDeps,
  actor: Actor,
  id: string,
  entityIds: string[],
): Promise<FeatureRecordRow[]> {
  assertFeatureUser(actor);
  const group = await groupOf(deps, actor, id);
  if (entityIds.length < 1 || entityIds.length > MAX_RECORDS)
    throw invalid('ML_1801', [
      { field: 'entityIds', problem: `must hold 1 to ${MAX_RECORDS} ids` },
    ]);
  return findRecords(deps.prisma, group.id, entityIds);
}

/**
 * Instances completed from a group (docs/ml.md, "Endpoints"): each instance's entity's latest
 * values of the model's features (`wanted`), the instance's own values winning. An entity
 * without a record is named (ML_1200).
 */
export async function enrichInstances(
  deps: MlDeps,
  actor: Actor,
  enrich: { groupId: string; entityIds: string[] },
  instances: unknown[],
  wanted: string[],
): Promise<unknown[]> {
  const group = await groupOf(deps, actor, enrich.groupId);
  if (enrich.entityIds.length !== instances.length)
    throw invalid('ML_1200', [
      { field: 'enrich.entityIds', problem: `must hold one id per instance (${instances.length})` },
    ]);
  const records = new Map(
    (await findRecords(deps.prisma, group.id, enrich.entityIds)).map((r) => [
      r.entityId,
      r.values as Record<string, unknown>,
    ]),
  );
  const problems: FieldProblem[] = [];
  const enriched = instances.map((instance, i) => {
    const values = records.get(enrich.entityIds[i]);
    if (!values)
      problems.push({
        field: `enrich.entityIds[${i}]`,
        problem: `${enrich.entityIds[i]} has no record in feature group ${group.name}`,
      });
    // Only the model's features come from the store: a group may hold others.
    const picked = Object.fromEntries(
      Object.entries(values ?? {}).filter(([name]) => wanted.includes(name)),
    );
    return { ...picked, ...(instance as object) };
  });
  if (problems.length) throw invalid('ML_1200', problems);
  return enriched;
}

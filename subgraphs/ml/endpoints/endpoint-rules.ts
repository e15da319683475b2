import { performance } from 'node:perf_hooks';
import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem } from '../../../lib/errors';
import { enrichInstances } from '../features/feature-rules';
import { assertDeployable } from '../governance/approval-rules';
import { modelOf } from '../models/model-rules';
import { findVersion } from '../models/model-store';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import { valueProblem, type Feature } from '../common/input-schema';
import { invalid } from '../common/ml-errors';
import { encodeRow } from '../training/encoding';
import {
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  moveEndpoint,
  recordInputs,
  retargetEndpoint,
  type EndpointRow,
} from './endpoint-store';

export const STAGES = ['staging', 'production'] as const;
export const MAX_INSTANCES = 10_000;
/** Rows predicted between two looks at the deadline (and two turns of the event loop). */
const CHUNK = 250;

export interface EndpointInput {
  name: string;
  modelId: string;
  version: number;
  stage: string;
  timeoutMs?: number | null;
}

export async function createEndpoint(
  deps: MlDeps,
  actor: Actor,
  input: EndpointInput,
): Promise<EndpointRow> {
  assertMlRole(actor);
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  if (!(STAGES as readonly string[]).includes(input.stage))
    problems.push({ field: 'stage', problem: `must be one of ${STAGES.join(', ')}` });
  const timeoutMs = input.timeoutMs ?? 2000;
  if (timeoutMs < 10 || timeoutMs > 60_000)
    problems.push({ field: 'timeoutMs', problem: 'must be from 10 to 60000' });
  if (problems.length) throw invalid('ML_1801', problems);
  const model = await modelOf(deps, actor, input.modelId);
  if (!(await findVersion(deps.prisma, actor.tenantId, model.id, input.version)))
    throw new MlError('ML_1001', `Model ${model.id} has no version ${input.version}`);
  await assertDeployable(deps, actor, model.id, input.version, input.stage);
  try {
    const endpoint = await insertEndpoint(deps.prisma, {
      tenantId: actor.tenantId,
      name,
      modelId: model.id,
      version: input.version,
      stage: input.stage,
      timeoutMs,
      createdBy: actor.id,
    });
    deps.kick.endpoints();
    return endpoint;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw invalid('ML_1801', [
        { field: 'name', problem: 'is taken by another endpoint of the tenant' },
      ]);
    throw error;
  }
}

/** Another version of the same model (governance applies to production as on creation). */
export async function updateEndpoint(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { version: number },
): Promise<EndpointRow> {
  assertMlRole(actor);
  const endpoint = await endpointOf(deps, actor, id);
  if (!(await findVersion(deps.prisma, actor.tenantId, endpoint.modelId, input.version)))
    throw new MlError('ML_1001', `Model ${endpoint.modelId} has no version ${input.version}`);
  await assertDeployable(deps, actor, endpoint.modelId, input.version, endpoint.stage);
  if (!(await retargetEndpoint(deps.prisma, endpoint.id, input.version)))
    throw new MlError('ML_1202', `Endpoint ${endpoint.id} is ${endpoint.status}`);
  deps.kick.endpoints();
  return endpointOf(deps, actor, id);
}

/** DELETING at once; the activator removes it with its kept inputs and monitors. */
export async function deleteEndpoint(deps: MlDeps, actor: Actor, id: string): Promise<EndpointRow> {
  assertMlRole(actor);
  const endpoint = await endpointOf(deps, actor, id);
  if (
    endpoint.status !== 'DELETING' &&
    !(await moveEndpoint(deps.prisma, endpoint.id, endpoint.status, 'DELETING'))
  )
    throw new MlError('ML_1202', `Endpoint ${endpoint.id} changed state; retry`);
  deps.kick.endpoints();
  return { ...endpoint, status: 'DELETING' };
}

export async function endpointOf(deps: MlDeps, actor: Actor, id: string): Promise<EndpointRow> {
  const endpoint = isUuid(id) ? await findEndpoint(deps.prisma, actor.tenantId, id) : null;
  if (!endpoint) throw new MlError('ML_1201', `Endpoint ${id} was not found`);
  return endpoint;
}

export async function getEndpoint(deps: MlDeps, actor: Actor, id: string): Promise<EndpointRow> {
  assertMlRole(actor);
  return endpointOf(deps, actor, id);
}

export async function getEndpoints(deps: MlDeps, actor: Actor): Promise<EndpointRow[]> {
  assertMlRole(actor);
  return listEndpoints(deps.prisma, actor.tenantId);
}

/** Every instance checked against the input schema: a missing, unknown or mistyped feature is named (ML_1200). */
export function checkInstances(
  features: Feature[],
  instances: unknown[],
): Record<string, unknown>[] {
  const problems: FieldProblem[] = [];
  if (instances.length < 1 || instances.length > MAX_INSTANCES)
    throw invalid('ML_1200', [
      { field: 'instances', problem: `must hold 1 to ${MAX_INSTANCES} instances` },
    ]);
  const known = new Set(features.map((f) => f.name));
  for (let i = 0; i < instances.length && problems.length < 50; i++) {
    const instance = instances[i];
    if (typeof instance !== 'object' || instance === null || Array.isArray(instance)) {
      problems.push({ field: `instances[${i}]`, problem: 'must be an object of feature values' });
      continue;
    }
    const values = instance as Record<string, unknown>;
    for (const feature of features) {
      if (!(feature.name in values))
        problems.push({
          field: `instances[${i}].${feature.name}`,
          problem: `is missing (a ${feature.type} feature)`,
        });
      else {
        const problem = valueProblem(values[feature.name], feature.type);
        if (problem) problems.push({ field: `instances[${i}].${feature.name}`, problem });
      }
    }
    for (const name of Object.keys(values))
      if (!known.has(name))
        problems.push({
          field: `instances[${i}].${name}`,
          problem: 'is not a feature of the model',
        });
  }
  if (problems.length) throw invalid('ML_1200', problems);
  return instances as Record<string, unknown>[];
}

export interface Predictions {
  endpointId: string;
  modelId: string;
  version: number;
  predictions: unknown[];
  probabilities: Record<string, number>[] | null;
  latencyMs: number;
}

/**
 * Answers an ACTIVE endpoint's predictions (ML_1202 otherwise) from its version's artifact. The
 * rows are predicted in chunks, yielding between them, and the deadline (the endpoint's, or a
 * shorter one asked for) is checked after each: past it the call stops with ML_1203. The
 * instances are then kept for drift monitoring.
 */
export async function invokeEndpoint(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: {
    instances: unknown[];
    deadlineMs?: number | null;
    enrich?: { groupId: string; entityIds: string[] } | null;
  },
): Promise<Predictions> {
  const started = performance.now();
  assertMlRole(actor);
  const endpoint = await endpointOf(deps, actor, id);
  if (endpoint.status !== 'ACTIVE')
    throw new MlError('ML_1202', `Endpoint ${endpoint.id} is ${endpoint.status}, not ACTIVE`);
  if (input.deadlineMs != null && (input.deadlineMs < 1 || input.deadlineMs > endpoint.timeoutMs)) {
    throw invalid('ML_1801', [
      {
        field: 'deadlineMs',
        problem: `must be from 1 to the endpoint's timeoutMs (${endpoint.timeoutMs})`,
      },
    ]);
  }
  const deadline = started + (input.deadlineMs ?? endpoint.timeoutMs);
  const version = await findVersion(
    deps.prisma,
    actor.tenantId,
    endpoint.modelId,
    endpoint.version,
  );
  if (!version?.artifactKey)
    throw new MlError('ML_1202', `Endpoint ${endpoint.id} has no artifact loaded`);
  const { artifact, predict } = await deps.predictors.get(version.artifactKey);
  const given = input.enrich
    ? await enrichInstances(
        deps,
        actor,
        input.enrich,
        input.instances,
        artifact.encoding.features.map((f) => f.name),
      )
    : input.instances;
  const instances = checkInstances(artifact.encoding.features, given);
  const predictions: unknown[] = [];
  const probabilities: Record<string, number>[] = [];
  for (let from = 0; from < instances.length; from += CHUNK) {
    if (performance.now() > deadline)
      throw new MlError(
        'ML_1203',
        `The predictions were not ready within ${Math.round(deadline - started)} ms`,
      );
    const rows = instances
      .slice(from, from + CHUNK)
      .map((instance) => encodeRow(artifact.encoding, instance));
    const raw = predict(rows);
    for (let i = 0; i < rows.length; i++) {
      if (!artifact.classes) predictions.push(raw.values[i]);
      else {
        predictions.push(artifact.classes[raw.values[i]]);
        probabilities.push(
          Object.fromEntries(artifact.classes.map((c, k) => [String(c), raw.probabilities![i][k]])),
        );
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (performance.now() > deadline)
    throw new MlError(
      'ML_1203',
      `The predictions were not ready within ${Math.round(deadline - started)} ms`,
    );
  await recordInputs(deps.prisma, actor.tenantId, endpoint.id, instances);
  return {
    endpointId: endpoint.id,
    modelId: endpoint.modelId,
    version: endpoint.version,
    predictions,
    probabilities: artifact.classes ? probabilities : null,
    latencyMs: Math.round(performance.now() - started),
  };
}

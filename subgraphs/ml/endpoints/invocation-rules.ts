import { performance } from 'node:perf_hooks';
import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import { enrichInstances } from '../features/feature-rules';
import { findVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError } from '../common/errors';
import { valueProblem, type Feature } from '../common/input-schema';
import { encodeRow } from '../training/encoding';
import { assertEndpointUser, endpointOf } from './access';
import { recordInputs } from './endpoint-store';

const MAX_INSTANCES = 10_000;
/** Rows predicted between two looks at the deadline (and two turns of the event loop). */
const CHUNK = 250;

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
  assertEndpointUser(actor);
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

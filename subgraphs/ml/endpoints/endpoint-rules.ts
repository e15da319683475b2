import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { assertDeployable } from '../governance/approval-rules';
import { modelOf } from '../models/access';
import { findVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError } from '../common/errors';
import { assertEndpointUser, endpointOf } from './access';
import {
  findEndpointPage,
  insertEndpoint,
  moveEndpoint,
  retargetEndpoint,
  type EndpointRow,
} from './endpoint-store';

const STAGES = ['staging', 'production'] as const;

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
  assertEndpointUser(actor);
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
}

/** Another version of the same model (governance applies to production as on creation). */
export async function updateEndpoint(
  deps: MlDeps,
  actor: Actor,
  id: string,
  input: { version: number },
): Promise<EndpointRow> {
  assertEndpointUser(actor);
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
  assertEndpointUser(actor);
  const endpoint = await endpointOf(deps, actor, id);
  if (
    endpoint.status !== 'DELETING' &&
    !(await moveEndpoint(deps.prisma, endpoint.id, endpoint.status, 'DELETING'))
  )
    throw new MlError('ML_1202', `Endpoint ${endpoint.id} changed state; retry`);
  deps.kick.endpoints();
  return { ...endpoint, status: 'DELETING' };
}

export async function getEndpoint(deps: MlDeps, actor: Actor, id: string): Promise<EndpointRow> {
  assertEndpointUser(actor);
  return endpointOf(deps, actor, id);
}

/** The tenant's endpoints, newest first. */
export async function getEndpoints(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<EndpointRow>> {
  assertEndpointUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findEndpointPage(deps.prisma, actor.tenantId, page), page);
}

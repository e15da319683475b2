import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { MlDeps } from '../common/deps';
import { FEATURE_NAME, FEATURE_TYPES } from '../common/input-schema';
import { invalid, MlError } from '../common/errors';
import { assertModelUser, modelOf } from './access';
import {
  findModelPage,
  insertModel,
  insertNextVersion,
  type ModelRow,
  type NewModel,
  type VersionRow,
} from './model-store';

const FRAMEWORKS = ['SKLEARN', 'XGBOOST', 'PYTORCH', 'TENSORFLOW', 'ONNX', 'CUSTOM'] as const;
const TASKS = ['classification', 'regression'] as const;

export interface ModelInput {
  name: string;
  description?: string | null;
  framework: string;
  task: string;
  inputSchema: { features: { name: string; type: string }[] };
}

/** Every problem of a model's configuration at once (ML_1000); an unknown framework alone is ML_1003. */
function checkModel(input: ModelInput): void {
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  if ((input.description ?? '').length > 2000)
    problems.push({ field: 'description', problem: 'must be at most 2000 characters' });
  if (!(TASKS as readonly string[]).includes(input.task))
    problems.push({ field: 'task', problem: `must be one of ${TASKS.join(', ')}` });
  const features = input.inputSchema.features;
  if (features.length < 1 || features.length > 200)
    problems.push({ field: 'inputSchema.features', problem: 'must hold 1 to 200 features' });
  const seen = new Set<string>();
  features.forEach((feature, i) => {
    if (!FEATURE_NAME.test(feature.name))
      problems.push({
        field: `inputSchema.features[${i}].name`,
        problem: 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)',
      });
    else if (seen.has(feature.name))
      problems.push({
        field: `inputSchema.features[${i}].name`,
        problem: `repeats ${feature.name}`,
      });
    seen.add(feature.name);
    if (!(FEATURE_TYPES as readonly string[]).includes(feature.type))
      problems.push({
        field: `inputSchema.features[${i}].type`,
        problem: `must be one of ${FEATURE_TYPES.join(', ')}`,
      });
  });
  if (problems.length) throw invalid('ML_1000', problems);
  if (!(FRAMEWORKS as readonly string[]).includes(input.framework)) {
    throw new MlError(
      'ML_1003',
      `Unsupported framework ${JSON.stringify(input.framework)}: use one of ${FRAMEWORKS.join(', ')}`,
      [{ field: 'framework', problem: `must be one of ${FRAMEWORKS.join(', ')}` }],
    );
  }
}

export async function createModel(
  deps: MlDeps,
  actor: Actor,
  input: ModelInput,
): Promise<ModelRow> {
  assertModelUser(actor);
  checkModel(input);
  const model: NewModel = {
    tenantId: actor.tenantId,
    name: input.name.trim(),
    description: input.description ?? null,
    framework: input.framework,
    task: input.task,
    inputSchema: { features: input.inputSchema.features.map(({ name, type }) => ({ name, type })) },
    createdBy: actor.id,
  };
  return insertModel(deps.prisma, model);
}

export async function getModel(deps: MlDeps, actor: Actor, id: string): Promise<ModelRow> {
  assertModelUser(actor);
  return modelOf(deps, actor, id);
}

/** The tenant's models, newest first. */
export async function getModels(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<ModelRow>> {
  assertModelUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findModelPage(deps.prisma, actor.tenantId, page), page);
}

export async function createVersion(
  deps: MlDeps,
  actor: Actor,
  modelId: string,
): Promise<VersionRow> {
  assertModelUser(actor);
  const model = await modelOf(deps, actor, modelId);
  return insertNextVersion(deps.prisma, actor.tenantId, model.id);
}

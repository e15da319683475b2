/**
 * Checks each object of a rendered manifest stream against the Kubernetes API schema of its
 * apiVersion and kind, with the models of `kubernetes-models` (its classes' `validate()`). An
 * apiVersion or kind the package does not know is a failure: a typo there would otherwise be
 * applied to no schema at all.
 */
import { parseAllDocuments } from 'yaml';

/** One rendered object, as much of it as the checks read. */
export interface ManifestObject {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown; namespace?: unknown };
  [field: string]: unknown;
}

interface ModelClass {
  new (data: ManifestObject): { validate(): void };
  apiVersion?: string;
  kind?: string;
}

/** `kind/name` of an object, for messages. */
export function describe(object: ManifestObject): string {
  return `${String(object.kind)}/${String(object.metadata?.name)}`;
}

/** The objects of a YAML stream (`kubectl kustomize` output); a syntax error throws. */
export function parseManifests(text: string): ManifestObject[] {
  const objects: ManifestObject[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(document.errors[0].message);
    const value: unknown = document.toJS();
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`a document is not an object: ${JSON.stringify(value).slice(0, 80)}`);
    }
    objects.push(value as ManifestObject);
  }
  return objects;
}

// `v1` is the core group; `group/version` another one. Anything else is no module of the package.
const API_VERSION = /^(?:([a-z0-9]+(?:\.[a-z0-9-]+)*)\/)?(v[0-9]+(?:(?:alpha|beta)[0-9]+)?)$/;

async function modelClass(apiVersion: unknown, kind: unknown): Promise<ModelClass | undefined> {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return undefined;
  const match = API_VERSION.exec(apiVersion);
  if (!match || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) return undefined;
  const [, group, version] = match;
  const specifier = group
    ? `kubernetes-models/${group}/${version}`
    : `kubernetes-models/${version}`;
  let models: Record<string, unknown>;
  try {
    models = (await import(specifier)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const model = models[kind] as ModelClass | undefined;
  // Only a resource's class carries its apiVersion and kind (DeploymentSpec and the like do not).
  return model?.kind === kind && model.apiVersion === apiVersion ? model : undefined;
}

/** What is wrong with each object, as `kind/name: problem` lines; none when all are valid. */
export async function schemaProblems(objects: ManifestObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const Model = await modelClass(object.apiVersion, object.kind);
    if (!Model) {
      problems.push(
        `${describe(object)}: unknown apiVersion/kind ${String(object.apiVersion)} ${String(object.kind)}`,
      );
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${describe(object)}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/**
 * What a rendered overlay must hold for this platform, beyond each object's schema: a Deployment,
 * Service and PodDisruptionBudget for every subgraph of `SUBGRAPHS` (lib/config.ts) on its port
 * and started by name, the shared ConfigMap's URL of each, the gateway's CPU autoscaler, probes on
 * /health/* with requests and limits in every pod, and no Secret (the manifests ship no values).
 */
import { SUBGRAPHS } from '../../lib/config';
import { describe, type ManifestObject } from './schema-check';

interface Container {
  name?: string;
  command?: string[];
  ports?: { containerPort?: number }[];
  env?: { name?: string; value?: string }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  [probe: string]: unknown;
}

interface Deployment extends ManifestObject {
  spec?: { template?: { spec?: { containers?: Container[] } } };
}

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;

function containersOf(object: ManifestObject): Container[] {
  return (object as Deployment).spec?.template?.spec?.containers ?? [];
}

function podProblems(deployment: ManifestObject): string[] {
  const problems: string[] = [];
  for (const container of containersOf(deployment)) {
    const where = `${describe(deployment)} container ${container.name}`;
    for (const probe of PROBES) {
      const path = (container[probe] as { httpGet?: { path?: string } } | undefined)?.httpGet?.path;
      if (!path?.startsWith('/health/')) problems.push(`${where}: no ${probe} on /health/*`);
    }
    for (const bound of ['requests', 'limits'] as const) {
      const set = container.resources?.[bound];
      if (!set?.cpu || !set.memory) problems.push(`${where}: no cpu and memory ${bound}`);
    }
  }
  return problems;
}

function subgraphProblems(
  named: (kind: string, name: string) => ManifestObject | undefined,
  config: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const { name, defaultPort } of SUBGRAPHS) {
    const deployment = named('Deployment', name);
    const container = deployment && containersOf(deployment)[0];
    const portVariable = `${name.toUpperCase()}_PORT`;
    if (!container) problems.push(`subgraph ${name}: no Deployment`);
    else if (
      container.command?.join(' ') !== `node dist/scripts/start-subgraph.js ${name}` ||
      !container.ports?.some((port) => port.containerPort === defaultPort) ||
      !container.env?.some((env) => env.name === portVariable && env.value === String(defaultPort))
    ) {
      problems.push(`subgraph ${name}: not started as start-subgraph.js ${name} on ${defaultPort}`);
    }
    const service = named('Service', name) as { spec?: { ports?: { port?: number }[] } };
    if (!service?.spec?.ports?.some((port) => port.port === defaultPort)) {
      problems.push(`subgraph ${name}: no Service on port ${defaultPort}`);
    }
    const url = `http://${name}:${defaultPort}/graphql`;
    const urlVariable = `${name.toUpperCase()}_URL`;
    if (config[urlVariable] !== url) problems.push(`lanes-config: ${urlVariable} is not ${url}`);
  }
  return problems;
}

/** What the overlay's objects lack, as lines; none when it is whole. */
export function platformProblems(objects: ManifestObject[]): string[] {
  const named = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata?.name === name);
  // The generated ConfigMap's name ends in a hash of its content.
  const config = objects.find(
    (object) =>
      object.kind === 'ConfigMap' && String(object.metadata?.name).startsWith('lanes-config'),
  );
  const problems = subgraphProblems(named, (config?.data ?? {}) as Record<string, unknown>);
  if (!config) problems.push('no ConfigMap lanes-config');
  if (!named('Deployment', 'gateway')) problems.push('no gateway Deployment');
  const autoscaler = named('HorizontalPodAutoscaler', 'gateway') as {
    apiVersion?: string;
    spec?: { scaleTargetRef?: { name?: string }; metrics?: { resource?: { name?: string } }[] };
  };
  if (
    autoscaler?.apiVersion !== 'autoscaling/v2' ||
    autoscaler.spec?.scaleTargetRef?.name !== 'gateway' ||
    !autoscaler.spec.metrics?.some((metric) => metric.resource?.name === 'cpu')
  ) {
    problems.push('no autoscaling/v2 HorizontalPodAutoscaler of the gateway on cpu');
  }
  for (const object of objects) {
    if (object.kind === 'Secret')
      problems.push(`${describe(object)}: the manifests ship no Secret`);
    if (object.kind !== 'Deployment') continue;
    problems.push(...podProblems(object));
    if (!named('PodDisruptionBudget', String(object.metadata?.name))) {
      problems.push(`${describe(object)}: no PodDisruptionBudget`);
    }
  }
  return problems;
}

import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem } from '../../../lib/errors';
import { datasetOf } from '../datasets/dataset-rules';
import { findDatasetById, readTable } from '../datasets/dataset-store';
import { endpointOf } from '../endpoints/endpoint-rules';
import { findModel } from '../models/model-store';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import { driftDetected } from '../common/events';
import type { Feature } from '../common/input-schema';
import { invalid } from '../common/ml-errors';
import {
  findMonitor,
  insertMonitor,
  insertReport,
  listMonitors,
  listReports,
  recentInputs,
  type MonitorRow,
  type ReportRow,
} from './drift-store';
import { kolmogorovSmirnov, populationStabilityIndex } from './statistics';

export const METHODS = ['KS_TEST', 'PSI'] as const;
/** Fewer recent inputs than this say too little to compare. */
export const MIN_SAMPLE = 5;

export interface MonitorInput {
  name: string;
  endpointId: string;
  features: string[];
  method: string;
  threshold: number;
  windowSize: number;
  referenceDatasetId: string;
  intervalSeconds?: number | null;
}

/** Every problem of a monitor's configuration at once (ML_1400); an unknown endpoint is ML_1201. */
export async function createMonitor(
  deps: MlDeps,
  actor: Actor,
  input: MonitorInput,
): Promise<MonitorRow> {
  assertMlRole(actor);
  const endpoint = await endpointOf(deps, actor, input.endpointId);
  const model = await findModel(deps.prisma, actor.tenantId, endpoint.modelId);
  const problems: FieldProblem[] = [];
  if (input.name.trim().length < 1 || input.name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  if (!(METHODS as readonly string[]).includes(input.method))
    problems.push({ field: 'method', problem: `must be one of ${METHODS.join(', ')}` });
  else if (input.method === 'KS_TEST' && !(input.threshold > 0 && input.threshold < 1))
    problems.push({
      field: 'threshold',
      problem: 'must be a significance level between 0 and 1 for KS_TEST',
    });
  else if (input.method === 'PSI' && !(input.threshold > 0 && input.threshold <= 10))
    problems.push({ field: 'threshold', problem: 'must be above 0 and at most 10 for PSI' });
  if (!Number.isInteger(input.windowSize) || input.windowSize < 10 || input.windowSize > 10_000)
    problems.push({ field: 'windowSize', problem: 'must be from 10 to 10000' });
  if (
    input.intervalSeconds != null &&
    (input.intervalSeconds < 1 || input.intervalSeconds > 86_400)
  )
    problems.push({ field: 'intervalSeconds', problem: 'must be from 1 to 86400' });
  const dataset = isUuid(input.referenceDatasetId)
    ? await datasetOf(deps, actor, input.referenceDatasetId, 'referenceDatasetId', 'ML_1400').catch(
        () => null,
      )
    : null;
  if (!dataset)
    problems.push({ field: 'referenceDatasetId', problem: 'is not a dataset of the tenant' });
  const modelFeatures = new Map(
    ((model?.inputSchema as { features: Feature[] } | undefined)?.features ?? []).map((f) => [
      f.name,
      f.type,
    ]),
  );
  const columns = new Map(
    ((dataset?.columns as Feature[] | undefined) ?? []).map((c) => [c.name, c.type]),
  );
  if (
    input.features.length < 1 ||
    input.features.length > 50 ||
    new Set(input.features).size !== input.features.length
  )
    problems.push({ field: 'features', problem: 'must name 1 to 50 different features' });
  input.features.forEach((name, i) => {
    const type = modelFeatures.get(name);
    if (!type)
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is not a feature of the endpoint's model`,
      });
    else if (type !== 'number' && type !== 'integer')
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is ${type}: only number and integer features are compared`,
      });
    else if (dataset && !['number', 'integer'].includes(columns.get(name) ?? ''))
      problems.push({
        field: `features[${i}]`,
        problem: `${name} is not a numeric column of the reference dataset`,
      });
  });
  if (problems.length) throw invalid('ML_1400', problems);
  return insertMonitor(deps.prisma, {
    tenantId: actor.tenantId,
    name: input.name.trim(),
    endpointId: endpoint.id,
    features: input.features,
    method: input.method,
    threshold: input.threshold,
    windowSize: input.windowSize,
    referenceDatasetId: dataset!.id,
    intervalSeconds: input.intervalSeconds ?? null,
    createdBy: actor.id,
  });
}

async function monitorOf(deps: MlDeps, actor: Actor, id: string): Promise<MonitorRow> {
  const monitor = isUuid(id) ? await findMonitor(deps.prisma, actor.tenantId, id) : null;
  if (!monitor) throw new MlError('ML_1401', `Drift monitor ${id} was not found`);
  return monitor;
}

export async function getMonitor(deps: MlDeps, actor: Actor, id: string): Promise<MonitorRow> {
  assertMlRole(actor);
  return monitorOf(deps, actor, id);
}

export async function getMonitors(deps: MlDeps, actor: Actor): Promise<MonitorRow[]> {
  assertMlRole(actor);
  return listMonitors(deps.prisma, actor.tenantId);
}

export async function getReports(
  deps: MlDeps,
  actor: Actor,
  monitorId: string,
): Promise<ReportRow[]> {
  const monitor = await getMonitor(deps, actor, monitorId);
  return listReports(deps.prisma, actor.tenantId, monitor.id);
}

/**
 * One run: each feature's statistic on the endpoint's latest `windowSize` inputs against the
 * reference dataset's column; stored as a report, with a drift event when any feature drifted.
 */
export async function runMonitor(
  deps: Pick<MlDeps, 'prisma' | 'storage'>,
  monitor: MonitorRow,
): Promise<ReportRow> {
  const inputs = await recentInputs(deps.prisma, monitor.endpointId, monitor.windowSize);
  if (inputs.length < MIN_SAMPLE)
    throw invalid('ML_1400', [
      {
        field: 'windowSize',
        problem: `the endpoint has ${inputs.length} recent inputs; a run needs at least ${MIN_SAMPLE}`,
      },
    ]);
  const dataset = await findDatasetById(deps.prisma, monitor.referenceDatasetId);
  if (!dataset)
    throw invalid('ML_1400', [
      { field: 'referenceDatasetId', problem: 'the reference dataset is gone' },
    ]);
  const table = await readTable(deps.storage, dataset);
  const features = monitor.features.map((name) => {
    const column = table.columns.findIndex((c) => c.name === name);
    const reference = table.rows.map((row) => row[column] as number);
    const current = inputs
      .map((input) => input[name])
      .filter((v): v is number => typeof v === 'number');
    if (monitor.method === 'KS_TEST') {
      const ks = kolmogorovSmirnov(reference, current);
      return {
        feature: name,
        statistic: ks.statistic,
        pValue: ks.pValue,
        drifted: ks.pValue < monitor.threshold,
      };
    }
    const psi = populationStabilityIndex(reference, current);
    return {
      feature: name,
      statistic: psi.statistic,
      drifted: psi.statistic > monitor.threshold,
      edges: psi.edges,
      referenceShares: psi.referenceShares,
      currentShares: psi.currentShares,
    };
  });
  const drifting = features.filter((f) => f.drifted).map((f) => f.feature);
  return insertReport(
    deps.prisma,
    {
      tenantId: monitor.tenantId,
      monitorId: monitor.id,
      method: monitor.method,
      threshold: monitor.threshold,
      drifted: drifting.length > 0,
      sampleSize: inputs.length,
      features,
    },
    drifting.length
      ? (report) =>
          driftDetected(monitor.tenantId, {
            monitorId: monitor.id,
            endpointId: monitor.endpointId,
            reportId: report.id,
            method: monitor.method,
            threshold: monitor.threshold,
            features: drifting,
          })
      : null,
  );
}

export async function runMonitorNow(deps: MlDeps, actor: Actor, id: string): Promise<ReportRow> {
  return runMonitor(deps, await getMonitor(deps, actor, id));
}

/** The gate: the report when nothing drifted, else ML_1402 naming each drifting feature and its statistic. */
export async function checkDrift(deps: MlDeps, actor: Actor, id: string): Promise<ReportRow> {
  const report = await runMonitorNow(deps, actor, id);
  if (!report.drifted) return report;
  const features = report.features as {
    feature: string;
    statistic: number;
    pValue?: number;
    drifted: boolean;
  }[];
  const details = features
    .filter((f) => f.drifted)
    .map((f) => ({
      field: f.feature,
      problem:
        report.method === 'KS_TEST'
          ? `KS statistic ${f.statistic.toFixed(4)}, p-value ${f.pValue!.toExponential(3)} below ${report.threshold}`
          : `PSI ${f.statistic.toFixed(4)} above ${report.threshold}`,
    }));
  throw new MlError(
    'ML_1402',
    `Drift detected by monitor ${report.monitorId} (report ${report.id}): ${details.map((d) => d.field).join(', ')}`,
    details,
  );
}

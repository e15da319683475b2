import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { datasetOf } from '../datasets/access';
import { findDatasetById, readTable } from '../datasets/dataset-store';
import { endpointOf } from '../endpoints/access';
import { findModel } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { driftDetected } from '../common/events';
import { invalid, MlError } from '../common/errors';
import { assertDriftUser, monitorOf } from './access';
import {
  findMonitorPage,
  findReportPage,
  insertMonitor,
  insertReport,
  recentInputs,
  type MonitorRow,
  type ReportRow,
} from './drift-store';
import { MIN_SAMPLE, monitorProblems, type MonitorInput } from './monitor-input';
import { kolmogorovSmirnov, populationStabilityIndex } from './statistics';

/** Every problem of a monitor's configuration at once (ML_1400); an unknown endpoint is ML_1201. */
export async function createMonitor(
  deps: MlDeps,
  actor: Actor,
  input: MonitorInput,
): Promise<MonitorRow> {
  assertDriftUser(actor);
  const endpoint = await endpointOf(deps, actor, input.endpointId);
  const model = await findModel(deps.prisma, actor.tenantId, endpoint.modelId);
  const dataset = isUuid(input.referenceDatasetId)
    ? await datasetOf(deps, actor, input.referenceDatasetId, 'referenceDatasetId', 'ML_1400').catch(
        () => null,
      )
    : null;
  const problems = monitorProblems(input, model, dataset);
  if (problems.length) throw invalid('ML_1400', problems);
  return insertMonitor(
    deps.prisma,
    {
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
    },
    deps.clock.now(),
  );
}

export async function getMonitor(deps: MlDeps, actor: Actor, id: string): Promise<MonitorRow> {
  assertDriftUser(actor);
  return monitorOf(deps, actor, id);
}

/** The tenant's monitors, newest first. */
export async function getMonitors(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<MonitorRow>> {
  assertDriftUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findMonitorPage(deps.prisma, actor.tenantId, page), page);
}

/** A monitor's reports, newest first. */
export async function getReports(
  deps: MlDeps,
  actor: Actor,
  monitorId: string,
  args: PageRequest,
): Promise<Connection<ReportRow>> {
  const monitor = await getMonitor(deps, actor, monitorId);
  const page = creationPage(args, 'DESC');
  return creationConnection(
    await findReportPage(deps.prisma, actor.tenantId, monitor.id, page),
    page,
  );
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

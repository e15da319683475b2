import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '../../lib/observability/tracing';
import { platformFixture } from '../fixture';
import { addUser } from '../accounts';
import { waitFor } from '../wait';
import { parentOf, partOf } from '../trace-tree';
import { created, irisRows, irisSchema } from '../../subgraphs/ml/test/helpers';
import { builtInTemplateId } from '../../subgraphs/reports/test/helpers';

/*
 * Work queued by a request runs in that request's trace, through the one leased queue
 * (lib/jobs/leased-queue.ts): the row keeps the request's `traceparent` and the run is a CONSUMER
 * span continuing it, as media jobs do (test/observability/traces.test.ts). Here: ML trainings
 * and report exports. One in-memory exporter sees every part's spans of the in-process platform.
 */
const exporter = new InMemorySpanExporter();
startTracing({ serviceName: 'lanes-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });

const { p, t } = platformFixture({
  ml: { pollMs: 200 },
  reports: { worker: { pollIntervalMs: 200 } },
  // The spans are read from the tracer this file's modules started, which the platform must use.
  ownModules: true,
});
afterAll(() => stopTracing());

const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

/** The request's SERVER span of `part`, found by the request id it records. */
const serverSpan = (part: string, requestId: string) =>
  spans().find(
    (span) =>
      partOf(span) === part &&
      span.kind === SpanKind.SERVER &&
      span.attributes['lanes.request_id'] === requestId,
  );

/**
 * The row kept the traceparent of the service's span of the request; the run of `part` on it is
 * a CONSUMER child of that span, ended with `result`, and its database writes are its children.
 */
async function expectRunContinues(
  part: string,
  service: string,
  requestId: string,
  row: { id: string; traceparent: string | null },
  result: string,
): Promise<void> {
  const server = await waitFor(() => serverSpan(service, requestId));
  const traceId = server.spanContext().traceId;
  expect(row.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  const run = await waitFor(() =>
    spans().find((span) => partOf(span) === part && span.attributes['lanes.job.id'] === row.id),
  );
  expect([
    run.spanContext().traceId,
    parentOf(run),
    run.kind,
    run.attributes['lanes.job.result'],
  ]).toEqual([traceId, idOf(server), SpanKind.CONSUMER, result]);
  expect(spans().some((span) => partOf(span) === 'pg' && parentOf(span) === idOf(run))).toBe(true);
}

describe('queued work continues the trace of the request that queued it', () => {
  it('an ML training submitted over REST is trained in the submitting request', async () => {
    const engineer = await addUser(p, t.admin, 'ml-engineer');
    const model = await created(p, engineer, '/ml/v1/models', {
      name: `traced ${randomUUID().slice(0, 8)}`,
      framework: 'CUSTOM',
      task: 'classification',
      inputSchema: irisSchema,
    });
    const dataset = await created(p, engineer, '/ml/v1/datasets', {
      name: 'traced',
      rows: irisRows(),
    });
    const requestId = randomUUID();
    const res = await p.rest('POST', '/ml/v1/training', {
      token: engineer.token,
      body: {
        modelId: model.id,
        datasetId: dataset.id,
        targetColumn: 'species',
        algorithm: 'naive_bayes',
      },
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(202);
    const id = res.body.data.id;
    const job = await waitFor(async () => {
      const row = await p.prisma.mlTrainingJob.findUniqueOrThrow({ where: { id } });
      return row.status === 'succeeded' && row;
    }, 45_000);
    await expectRunContinues('ml-training', 'ml', requestId, job, 'done');
  });

  it('a report export asked for over REST is written in the asking request', async () => {
    const templateId = await builtInTemplateId('credit_ledger');
    const requestId = randomUUID();
    const res = await p.rest('POST', '/reports/v1/exports', {
      token: t.user.token,
      body: { templateId, format: 'csv' },
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(202);
    const id = res.body.data.id;
    const row = await waitFor(async () => {
      const found = await p.prisma.reportExport.findUniqueOrThrow({ where: { id } });
      return found.status === 'completed' && found;
    }, 30_000);
    await expectRunContinues('reports-worker', 'reports', requestId, row, 'completed');
  });
});

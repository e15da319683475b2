import type { Clock } from '../../../lib/clock';
import { request } from 'undici';
import type { EventBus, PlatformEvent } from '../../../lib/events/bus';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import { JOB_UPDATED, type JobUpdatedData } from '../common/events';
import {
  LocalProvider,
  ProviderChain,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
  type GenerateOptions,
} from '../providers';
import { startMediaWorker, type MediaWorker, type MediaWorkerOptions } from '../worker';
import { userOn } from './helpers';
export { expectLedgerConsistent } from '../../../test/ledger';
import { waitFor } from '../../../test/wait';

// Helpers of the worker's tests: funded users, jobs through the gateway, workers with test providers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers, read field by field by the tests
type Json = any;

/** A user of the tenant on the enterprise plan (no monthly quota) with `credits` in their wallet. */
export function fundedUser(
  p: TestPlatform,
  tenant: TenantFixture,
  credits: number,
): Promise<Session> {
  return userOn(p, tenant, 'enterprise', credits);
}

/** Queues an image job over REST as a client would; answers its id. */
export async function createImageJob(
  p: TestPlatform,
  user: Session,
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await p.rest('POST', '/media/v1/images/generate', {
    token: user.token,
    body: { prompt: 'a lighthouse at dusk', width: 256, height: 256, ...body },
  });
  if (res.status !== 202)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.jobId;
}

export async function getJob(p: TestPlatform, user: Session, id: string): Promise<Json> {
  const res = await p.rest('GET', `/media/v1/jobs/${id}`, { token: user.token });
  if (res.status !== 200) throw new Error(`get failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Polls the job over REST until `done` holds (or fails the test after `timeoutMs`). */
export async function waitForJob(
  p: TestPlatform,
  user: Session,
  id: string,
  done: (job: Json) => boolean,
  timeoutMs = 10_000,
): Promise<Json> {
  let job: Json;
  return waitFor(
    async () => {
      job = await getJob(p, user, id);
      return done(job) && job;
    },
    timeoutMs,
    () => `job ${id} did not get there: ${JSON.stringify(job)}`,
  );
}

export const isFinal = (job: Json) => ['completed', 'failed', 'cancelled'].includes(job.status);

export async function download(
  p: TestPlatform,
  url: string,
): Promise<{ status: number; type: string; data: Buffer }> {
  const res = await request(`${p.url}${url}`);
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    data: Buffer.from(await res.body.arrayBuffer()),
  };
}

export async function balance(p: TestPlatform, user: Session): Promise<number> {
  const res = await p.rest('GET', '/auth/v1/wallet', { token: user.token });
  return res.body.data.balance;
}

/** The ledger kinds of one job's reservations, e.g. ['reserve', 'charge']. */
export async function ledgerOfJob(
  p: TestPlatform,
  tenantId: string,
  jobId: string,
): Promise<string[]> {
  const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: jobId } });
  const reservations = await p.prisma.creditReservation.findMany({
    where: { tenantId, reference: { startsWith: `media-job:${jobId}:` } },
  });
  const ids = [...new Set([...reservations.map((r) => r.id), job.reservationId])];
  const entries = await p.prisma.walletEntry.findMany({
    where: { tenantId, reservationId: { in: ids } },
    orderBy: [{ createdAt: 'asc' }, { kind: 'asc' }],
  });
  return entries.map((e) => e.kind);
}

/** A worker of the test platform with fast polling and a short lease; stopped by the caller. */
export function testWorker(
  p: TestPlatform,
  options: Partial<MediaWorkerOptions> & {
    providers?: MediaProvider[];
    events?: EventBus;
    clock?: Clock;
  } = {},
): MediaWorker {
  const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
  const { providers, events, ...rest } = options;
  return startMediaWorker({
    prisma: p.prisma,
    storage: p.storage,
    events: events ?? p.platform.events,
    peers: { identity },
    chain: new ProviderChain(providers ?? [new LocalProvider(p.storage)], () => undefined),
    pollIntervalMs: 20,
    leaseMs: 1000,
    concurrency: 2,
    settleIntervalMs: 0,
    recoverIntervalMs: 0,
    log: () => undefined,
    ...rest,
  });
}

/** Wraps a provider and counts its calls per job (two workers must never run one job). */
export class CountingProvider implements MediaProvider {
  readonly name: string;
  constructor(
    private readonly inner: MediaProvider,
    readonly calls: Map<string, number>,
  ) {
    this.name = inner.name;
  }
  supports(type: string): boolean {
    return this.inner.supports(type);
  }
  generate(job: ProviderJob, options: GenerateOptions): Promise<MediaOutput[]> {
    this.calls.set(job.id, (this.calls.get(job.id) ?? 0) + 1);
    return this.inner.generate(job, options);
  }
}

/** A provider that always fails, like an external service that is down. */
export const failingProvider = (name = 'down'): MediaProvider => ({
  name,
  supports: () => true,
  generate: async () => {
    throw new Error(`${name} is unavailable`);
  },
});

/**
 * A provider that starts and then waits: until its signal aborts (`honourSignal`) or until
 * `finish()` lets it return outputs. `started` resolves with each job it starts.
 */
export class BlockingProvider implements MediaProvider {
  readonly name = 'blocking';
  readonly signals = new Map<string, AbortSignal>();
  private readonly waiting: (() => void)[] = [];
  private startedResolve: (job: ProviderJob) => void = () => undefined;
  started: Promise<ProviderJob> = new Promise((resolve) => (this.startedResolve = resolve));

  constructor(
    private readonly options: { honourSignal: boolean; outputs?: () => Promise<MediaOutput[]> },
  ) {}

  supports(): boolean {
    return true;
  }

  async generate(
    job: ProviderJob,
    { signal, onProgress }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    this.signals.set(job.id, signal);
    await onProgress(25);
    this.startedResolve(job);
    await new Promise<void>((resolve, reject) => {
      this.waiting.push(resolve);
      if (this.options.honourSignal)
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    return this.options.outputs ? this.options.outputs() : [];
  }

  finish(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** Collects media.job.updated events of one job from the platform's bus. */
export function recordEvents(
  events: EventBus,
  jobId: string,
): { seen: JobUpdatedData[]; stop: () => void } {
  const seen: JobUpdatedData[] = [];
  const stop = events.subscribe(JOB_UPDATED, (event) => {
    const data = (event as PlatformEvent<JobUpdatedData>).data;
    if (data.jobId === jobId) seen.push(data);
  });
  return { seen, stop };
}

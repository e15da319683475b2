import { type Json, ok } from '../../../test/answers';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'undici';
import { startGateway } from '../../../gateway/server';
import { poolOf } from '../../../lib/db/prisma';
import type { RunningService } from '../../../lib/subgraph/server';
import { systemToken } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import { CREDITS_NOT_HELD } from '../jobs/credit-rules';
import { LocalProvider, ProviderChain } from '../providers';
import { startMediaSubgraph } from '../server';
import { createMediaWorker } from '../worker';
import { insertJob, userOn } from './helpers';
import { startIdentityTap, type IdentityCall, type IdentityTap } from './identity-tap';

/*
 * The request id and W3C trace travel over the media -> identity hop (common/identity-client.ts):
 * a second gateway and media subgraph on the test's database reach the real identity subgraph
 * through a tap that records what identity receives, read the way identity's server reads it.
 */

let tap: IdentityTap;
let media: RunningService;
let gateway: RunningService;

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  const urls = Object.fromEntries(p.platform.subgraphs.map((s) => [s.name, s.url]));
  tap = await startIdentityTap(urls.identity);
  media = await startMediaSubgraph({
    prisma: p.prisma,
    port: 0,
    storage: p.storage,
    events: p.platform.events,
    peers: { identity: tap.url },
  });
  gateway = await startGateway({
    sql: poolOf(p.prisma),
    port: 0,
    subgraphUrls: { ...urls, media: media.url },
    storage: p.storage,
    events: p.platform.events,
    rateLimit: { perMinute: 0, anonymousPerMinute: 0, store: 'memory' },
  });
});
beforeStop(async () => {
  await gateway?.stop();
  await media?.stop();
  await tap?.stop();
});

const newTraceId = () => randomBytes(16).toString('hex');
const traceparent = (traceId: string) => `00-${traceId}-${randomBytes(8).toString('hex')}-01`;

/** A REST call through the second gateway, whose media subgraph reaches identity through the tap. */
async function post(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const res = await request(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.statusCode, body: await res.body.json() };
}

/** The calls identity received about one reservation, in order. */
const callsFor = (reservationId: string): IdentityCall[] =>
  tap.calls.filter(
    (c) =>
      c.variables.input?.reservationId === reservationId ||
      c.variables.inputs?.some((i: { reservationId: string }) => i.reservationId === reservationId),
  );

/** Every call carries one request id and one trace, in the signed context and in the headers alike. */
function expectOneTrace(calls: IdentityCall[], ids: { requestId: string; traceId: string }): void {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect([call.requestIdHeader, call.traceparentTraceId]).toEqual([ids.requestId, ids.traceId]);
  }
}

describe('a creation: gateway -> media -> identity', () => {
  it("carries the caller's traceparent and the request id to identity's one hold", async () => {
    const user = await userOn(p, t, 'pro', 100);
    const traceId = newTraceId();
    const res = await post(
      '/media/v1/images/generate',
      user.token,
      { prompt: 'a lighthouse at dusk' },
      { traceparent: traceparent(traceId) },
    );
    expect([res.status, res.body.data?.status, res.body.meta?.traceId]).toEqual([
      202,
      'queued',
      traceId,
    ]);
    const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: res.body.data.jobId } });
    const calls = callsFor(job.reservationId);
    expect(calls.map((c) => c.field)).toEqual(['holdCredits']);
    expectOneTrace(calls, { requestId: res.body.meta.requestId, traceId });
    // Identity did the work it was asked: the hold exists and is confirmed, the job may run.
    const hold = await p.prisma.creditReservation.findUniqueOrThrow({
      where: { tenantId_id: { tenantId: t.tenantId, id: job.reservationId } },
    });
    expect([hold.status, hold.confirmedAt !== null, job.creditsConfirmedAt !== null]).toEqual([
      'reserved',
      true,
      true,
    ]);
  });

  it("without traceparent, identity sees the gateway's own trace of the request", async () => {
    const user = await userOn(p, t, 'pro', 100);
    const res = await post('/media/v1/images/generate', user.token, {
      prompt: 'a harbour at noon',
    });
    expect(res.status).toBe(202);
    const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: res.body.data.jobId } });
    expectOneTrace(callsFor(job.reservationId), {
      requestId: res.body.meta.requestId,
      traceId: res.body.meta.traceId,
    });
  });

  it("carries a cancel's trace to identity's refund", async () => {
    const user = await userOn(p, t, 'pro', 100);
    const created = await post('/media/v1/images/generate', user.token, {
      prompt: 'a mill in the rain',
    });
    expect(created.status).toBe(202);
    const traceId = newTraceId();
    const cancelled = await post(
      `/media/v1/jobs/${created.body.data.jobId}/cancel`,
      user.token,
      undefined,
      { traceparent: traceparent(traceId) },
    );
    expect([cancelled.status, cancelled.body.data?.status]).toEqual([200, 'cancelled']);
    const job = await p.prisma.mediaJob.findUniqueOrThrow({
      where: { id: created.body.data.jobId },
    });
    const refund = callsFor(job.reservationId).filter((c) => c.field === 'settleCredits');
    expect(refund.map((c) => c.variables.input.outcome)).toEqual(['refund']);
    expectOneTrace(refund, { requestId: cancelled.body.meta.requestId, traceId });
  });
});

describe('the worker: one trace per job it works on', () => {
  it("the recovery round's confirm and release of one job share a trace; another job has its own", async () => {
    const user = await userOn(p, t, 'enterprise', 100);
    const system = systemToken(t.tenantId);
    // Holds that identity already gave back: confirming them answers that they are no longer held.
    const reservations = [randomUUID(), randomUUID()];
    for (const reservationId of reservations) {
      await ok(
        p,
        system,
        'mutation($input: ReserveCreditsInput!) { reserveCredits(input: $input) { id } }',
        {
          input: {
            reservationId,
            userId: user.userId,
            amount: 10,
            reference: `trace test ${reservationId}`,
          },
        },
      );
      await ok(
        p,
        system,
        'mutation($input: SettleCreditsInput!) { settleCredits(input: $input) { id } }',
        { input: { reservationId, outcome: 'release' } },
      );
    }
    const jobIds = [];
    for (const reservationId of reservations)
      jobIds.push(await insertJob(p, t, user.userId, { reservationId, creditsConfirmedAt: null }));
    const worker = createMediaWorker({
      prisma: p.prisma,
      storage: p.storage,
      events: p.platform.events,
      peers: { identity: tap.url },
      chain: new ProviderChain([new LocalProvider(p.storage)], () => undefined),
      settleIntervalMs: 0,
      recoverIntervalMs: 0,
      confirmGraceMs: 0,
      log: () => undefined,
    });
    expect(await worker.recover()).toBe(2);

    const traces = reservations.map((reservationId) => {
      // The test's own reserve and release went through the platform's gateway: these are the worker's.
      const calls = callsFor(reservationId);
      expect(calls.map((c) => [c.field, c.variables.input.outcome])).toEqual([
        ['confirmCredits', undefined],
        ['settleCredits', 'release'],
      ]);
      const ids = { requestId: calls[0].requestIdHeader!, traceId: calls[0].traceparentTraceId! };
      expectOneTrace(calls, ids);
      return ids.traceId;
    });
    expect(traces[0]).not.toBe(traces[1]);
    for (const id of jobIds) {
      const job = await p.prisma.mediaJob.findUniqueOrThrow({ where: { id } });
      expect([job.status, job.errorCode, job.settledAt !== null]).toEqual([
        'failed',
        CREDITS_NOT_HELD.code,
        true,
      ]);
    }
  });
});

describe('creations at once: one identity call for all', () => {
  const image = (user: { token: string }, prompt: string) =>
    post('/media/v1/images/generate', user.token, { prompt });

  it('holds the credits of concurrent creations in one call; each answers alone', async () => {
    const users = [await userOn(p, t, 'pro', 100), await userOn(p, t, 'pro', 100)];
    const poor = await userOn(p, t, 'pro', 5);
    const before = tap.calls.length;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => image(users[i % 2], `batch ${i}`)),
      image(poor, 'too dear'),
    ]);
    const holds = tap.calls.slice(before).filter((c) => c.field === 'holdCredits');
    // One media process, one tenant: the holds made while a call is in flight wait for it and go
    // together, so there are fewer calls than creations (how many depends on timing).
    expect(holds.length).toBeLessThan(7);
    expect(holds.flatMap((c) => c.variables.inputs).length).toBe(7);
    expect(answers.slice(0, 6).map((a) => [a.status, a.body.data?.status])).toEqual(
      Array.from({ length: 6 }, () => [202, 'queued']),
    );
    // The 402 is the poor creation's alone, and it leaves no job behind.
    expect([answers[6].status, answers[6].body.error?.code]).toEqual([
      402,
      'ERR_INSUFFICIENT_CREDITS',
    ]);
    expect(await p.prisma.mediaJob.count({ where: { ownerId: poor.userId } })).toBe(0);
    const jobs = await p.prisma.mediaJob.findMany({
      where: { id: { in: answers.slice(0, 6).map((a) => a.body.data.jobId) } },
    });
    expect(jobs.every((job) => job.creditsConfirmedAt !== null)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { isUuid, type Caller } from '../../../lib/context';
import type { EventBus } from '../../../lib/events/bus';
import { InputCheck } from '../../../lib/validation';
import { completedJobExists, countJobsSince, insertJob, outputExists, type JobRow } from '../data/jobs';
import type { MediaLoaders } from '../loaders';
import { checkContentPolicy } from './content-policy';
import { confirmJobCredits } from './credit-confirmation';
import { jobCost } from './costs';
import { newReservationId, reservationReference, reserveCredits, settleReservation, type CreditDeps } from './credits';
import { publishJobUpdated } from './events';
import type { JobDraft, Reference } from './inputs/fields';
import { TIMINGS } from './job-types';
import { checkTier, monthStart, MONTHLY_QUOTA, QuotaExceededError } from './tiers';

/** What the job operations need from the request: database, peers, events and loaders. */
export interface JobDeps extends CreditDeps {
  events: EventBus;
  loaders: MediaLoaders;
}

export type Actor = Caller & { tenantId: string };

function referenceProblem(reference: Reference): string {
  return reference.kind === 'job' ? `must be the id of a completed ${reference.jobType} job` : 'must be the URL of an output of a completed job';
}

/** Things the input names must exist in the caller's tenant; a missing one is a field problem. */
async function checkReferences(deps: JobDeps, tenantId: string, check: InputCheck, references: Reference[]): Promise<void> {
  const found = await Promise.all(
    references.map((reference) =>
      reference.kind === 'job'
        ? completedJobExists(deps.prisma, tenantId, reference.id, reference.jobType)
        : outputExists(deps.prisma, tenantId, reference.url),
    ),
  );
  references.forEach((reference, index) => {
    if (!found[index]) check.problem(reference.field, referenceProblem(reference));
  });
}

/** Gives reserved credits back when no job came of them; a failure here is logged, not thrown. */
async function release(deps: JobDeps, tenantId: string, reservationId: string): Promise<void> {
  await settleReservation(deps, tenantId, reservationId, 'release').catch((error) => {
    console.error(`[media] releasing reservation ${reservationId} without a job failed`, error);
  });
}

/**
 * Every creation operation: the field rules (all problems at once, 400), the content policy (400
 * ERR_INVALID_PROMPT), the plan's rules (403 ERR_TIER_REQUIRED) and monthly quota (429
 * ERR_QUOTA_EXCEEDED), then the hold protocol of docs/wallets.md: the credits are held in identity
 * (402 ERR_INSUFFICIENT_CREDITS from identity), the job is written queued but not claimable, the
 * hold is confirmed, and the job is marked confirmed, which lets a worker take it. A stop at any
 * step strands nothing: a hold without a job runs out in identity, and a job without a confirmed
 * hold is confirmed or failed by the worker's recovery step (docs/media.md). A job that cannot be
 * written releases its credits at once.
 */
export async function createJob(deps: JobDeps, actor: Actor, teamId: string | null | undefined, build: (check: InputCheck) => JobDraft): Promise<JobRow> {
  const check = new InputCheck();
  const draft = build(check);
  if (teamId != null && !isUuid(teamId)) check.problem('teamId', 'must be the id of a team (a UUID)');
  await checkReferences(deps, actor.tenantId, check, draft.references);
  check.done();
  checkContentPolicy(draft.prompts);
  checkTier(actor.planTier, draft.type, draft.params);
  const quota = { limit: MONTHLY_QUOTA[actor.planTier], since: monthStart() };
  if (quota.limit !== null && (await countJobsSince(deps.prisma, actor.tenantId, actor.id, quota.since)) >= quota.limit) {
    throw new QuotaExceededError(actor.planTier, quota.limit);
  }

  const id = randomUUID();
  const reservationId = newReservationId();
  const amount = jobCost(draft.type, draft.params);
  const team = teamId ? teamId.toLowerCase() : null;
  await reserveCredits(deps, {
    reservationId,
    tenantId: actor.tenantId,
    userId: actor.id,
    teamId: team,
    amount,
    reference: reservationReference(id, 1),
  });
  const timing = TIMINGS[draft.type];
  let job: JobRow | null;
  try {
    job = await insertJob(deps.prisma, {
      id,
      tenantId: actor.tenantId,
      ownerId: actor.id,
      teamId: team,
      type: draft.type,
      provider: draft.provider,
      params: draft.params,
      timeoutSeconds: timing.timeoutSeconds,
      creditsReserved: amount,
      reservationId,
      estimatedCompletionAt: new Date(Date.now() + timing.estimate(draft.params) * 1000),
    }, quota);
  } catch (error) {
    await release(deps, actor.tenantId, reservationId);
    throw error;
  }
  if (!job) {
    // Another creation took the last place of the quota while the credits were being reserved.
    await release(deps, actor.tenantId, reservationId);
    throw new QuotaExceededError(actor.planTier, quota.limit!);
  }
  const confirmed = await confirmJobCredits(deps, job);
  deps.loaders.jobById.prime(confirmed.id, confirmed);
  await publishJobUpdated(deps.events, confirmed, deps.requestId);
  return confirmed;
}

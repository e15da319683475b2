import { randomUUID } from 'node:crypto';
import { isUuid, type Actor } from '../../../lib/context';
import { fileKeyOf } from '../../../lib/storage/file-references';
import { InputCheck } from '../../../lib/validation';
import type { MediaDeps } from '../common/deps';
import { jobCost } from './costs';
import { holdJobCredits, newReservationId } from './credit-rules';
import type { JobDraft, Reference } from './input-fields';
import { publishJobUpdated } from './job-events';
import { checkSources } from './source-rules';
import { ProviderError } from '../providers/chain';
import { completedJobExists, insertJob, outputExists, type JobRow } from './job-store';
import { TIMINGS } from './job-types';
import {
  checkTier,
  monthStart,
  MONTHLY_QUOTA,
  QuotaExceededError,
  VIDEO_CAP_SECONDS,
} from './tiers';

function referenceProblem(reference: Reference): string {
  return reference.kind === 'job'
    ? `must be the id of a completed ${reference.jobType} job`
    : 'must be the URL of an output of a completed job';
}

/** Things the input names must exist in the caller's tenant; a missing one is a field problem. */
async function checkReferences(
  deps: MediaDeps,
  tenantId: string,
  check: InputCheck,
  references: Reference[],
): Promise<void> {
  const found = await Promise.all(
    references.map((reference) =>
      reference.kind === 'job'
        ? completedJobExists(deps.prisma, tenantId, reference.id, reference.jobType)
        : outputExists(deps.prisma, tenantId, reference.url, fileKeyOf(reference.url)),
    ),
  );
  references.forEach((reference, index) => {
    if (!found[index]) check.problem(reference.field, referenceProblem(reference));
  });
}

/**
 * Every creation operation (each family's resolvers pass their input check as `build`): the
 * field rules (all problems at once, 400; a source file must be there and decode:
 * source-rules.ts; a URL's host under the address policy), the moderation of every prompt-like
 * field (400 ERR_INVALID_PROMPT, or 503 when a configured moderation service gives no verdict:
 * lib/moderation/prompt-moderator.ts), the
 * plan's rules (403 ERR_TIER_REQUIRED), then the hold protocol of docs/wallets.md: the job is
 * written queued but not claimable, the monthly quota counted in the same transaction (429
 * ERR_QUOTA_EXCEEDED), then one identity call holds and confirms its credits (402
 * ERR_INSUFFICIENT_CREDITS removes the job) and the job is marked confirmed, which lets a worker
 * take it (credit-rules.ts, holdJobCredits). A stop at any step strands nothing: a job without a
 * confirmed hold is confirmed or failed by the worker's recovery round, and identity takes no
 * hold after the job's `takeBy` (docs/media.md, "Credits").
 */
export async function createJob(
  deps: MediaDeps,
  actor: Actor,
  teamId: string | null | undefined,
  build: (check: InputCheck) => JobDraft,
): Promise<JobRow> {
  const check = new InputCheck();
  const draft = build(check);
  if (teamId != null && !isUuid(teamId))
    check.problem('teamId', 'must be the id of a team (a UUID)');
  await checkReferences(deps, actor.tenantId, check, draft.references);
  await checkSources(deps, actor.tenantId, check, draft);
  // A chain the platform does not reach is refused now, never substituted later.
  for (const { field, problem } of deps.providers.problems(draft))
    if (!check.has(field)) check.problem(field, problem);
  check.done();
  // So is a job no provider here can make (a named provider not configured, subtitles without a
  // transcription model): 502, before any credit is held.
  const missing = deps.providers.missing(draft);
  if (missing) throw new ProviderError(missing);
  await deps.moderation.check(draft.prompts);
  checkTier(actor.planTier, draft.type, draft.params);
  // An avatar animation without `duration` lasts as long as its audio, which only the worker
  // reads: it is cut at the plan's cap, stored with the job (docs/media.md, "Plan tiers").
  if (draft.type === 'avatar-animation' && draft.params.duration == null)
    draft.params.maxDuration = VIDEO_CAP_SECONDS[actor.planTier];
  const quota = { limit: MONTHLY_QUOTA[actor.planTier], since: monthStart(deps.clock.now()) };
  const id = randomUUID();
  const reservationId = newReservationId();
  const amount = jobCost(draft.type, draft.params);
  const team = teamId ? teamId.toLowerCase() : null;
  const timing = TIMINGS[draft.type];
  const job = await insertJob(
    deps.prisma,
    {
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
      estimatedCompletionAt: new Date(
        deps.clock.now().getTime() + timing.estimate(draft.params) * 1000,
      ),
    },
    quota,
  );
  if (!job) throw new QuotaExceededError(actor.planTier, quota.limit!);
  const confirmed = await holdJobCredits(deps, job);
  deps.loaders.jobById.prime(confirmed.id, confirmed);
  await publishJobUpdated(deps.events, confirmed, deps.requestId);
  return confirmed;
}

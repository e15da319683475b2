import { publishJobUpdated } from '../jobs/job-events';
import { findJobsAnyTenant, updateJobIf, type JobRow, type StoredOutput } from '../jobs/job-store';
import type { MediaOutput } from '../providers';
import type { Trace } from '../common/identity-client';
import { finishJob } from './finish-rules';
import type { Claim as QueueClaim } from '../../../lib/jobs/leased-queue';
import { mediaJobQueue } from './queue-store';
import { jobWorkDeps, type WorkerDeps } from './worker-deps';

/** A claim of a job: the queue's (id, fencing token, owner) and the attempt it was made in. */
export interface Claim extends QueueClaim {
  attempt: number;
}

/**
 * What the runner does to jobs, on top of the jobs feature: its own queue moves (claim, lease)
 * and the conditional updates, settlement and events for everything a user can see. Every write
 * is guarded by status, attempt, lease owner and claim counter, so a cancel always wins and a
 * run whose lease passed to another claim writes nothing. Finishing a run calls
 * identity on the run's trace.
 */
export class JobSteps {
  constructor(
    private readonly deps: WorkerDeps,
    private readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  /**
   * Claims up to `limit` jobs (processing, at 10 percent) in one statement, reads them in
   * one query and announces each; empty when the queue is. A job cancelled between the claim and
   * the read is dropped (nothing to do for it); if that leaves none, the next ones are claimed.
   */
  async claim(limit = 1): Promise<{ claim: Claim; job: JobRow }[]> {
    for (;;) {
      const claims = await mediaJobQueue.claim(this.deps.prisma, this.owner, this.leaseMs, limit);
      if (claims.length === 0) return [];
      const rows = new Map(
        (
          await findJobsAnyTenant(
            this.deps.prisma,
            claims.map((c) => c.id),
          )
        ).map((job) => [job.id, job]),
      );
      const mine = claims.flatMap(({ exhausted: _, ...claim }) => {
        const job = rows.get(claim.id);
        const held =
          job?.status === 'processing' &&
          job.leaseOwner === this.owner &&
          job.claims === claim.token;
        return held ? [{ claim: { ...claim, attempt: job.attempt }, job }] : [];
      });
      if (mine.length === 0) continue;
      // Oldest first, as the claim took them.
      const order = new Map(claims.map((c, i) => [c.id, i]));
      mine.sort((a, b) => order.get(a.claim.id)! - order.get(b.claim.id)!);
      for (const { job } of mine) await publishJobUpdated(this.deps.events, job);
      return mine;
    }
  }

  renew(claim: Claim): Promise<boolean> {
    return mediaJobQueue.renew(this.deps.prisma, claim, this.leaseMs);
  }

  /** Ends the lease now (a stopping worker), so another worker takes the job at once. */
  handBack(claim: Claim): Promise<void> {
    return mediaJobQueue.handBack(this.deps.prisma, claim);
  }

  /** Writes and announces progress; false when the job is no longer this worker's (cancelled). */
  async progress(claim: Claim, percent: number): Promise<boolean> {
    const job = await updateJobIf(
      this.deps.prisma,
      {
        id: claim.id,
        tenantId: null,
        from: ['processing'],
        attempt: claim.attempt,
        leaseOwner: claim.owner,
        claims: claim.token,
      },
      { progress: percent },
    );
    if (!job) return false;
    await publishJobUpdated(this.deps.events, job);
    return true;
  }

  /** Completed with its files: the reservation is charged. Null when a cancel won. */
  complete(
    claim: Claim,
    job: JobRow,
    outputs: MediaOutput[],
    provider: string,
    trace: Trace,
  ): Promise<JobRow | null> {
    const completed = {
      status: 'completed' as const,
      outputs: outputs.map((output) => jobOutput(output, provider)),
      provider,
    };
    return finishJob(jobWorkDeps(this.deps, trace), job, completed, fence(claim));
  }

  /** Failed with an ERR_ code: the reservation is released. Null when a cancel won. */
  fail(
    claim: Claim,
    job: JobRow,
    errorCode: string,
    errorMessage: string,
    trace: Trace,
  ): Promise<JobRow | null> {
    const failed = { status: 'failed' as const, errorCode, errorMessage };
    return finishJob(jobWorkDeps(this.deps, trace), job, failed, fence(claim));
  }
}

/** finishJob's guard beyond status and attempt: the claim still holds the job. */
const fence = (claim: Claim) => ({ leaseOwner: claim.owner, claims: claim.token });

/** The job's record of a file, labelled with its provider: sizes only where they exist (audio and documents have none). */
function jobOutput(output: MediaOutput, provider: string): StoredOutput {
  // The key, not a link: links expire, the row does not (the link is signed when the job is read).
  const record: StoredOutput = { key: output.key, contentType: output.contentType, provider };
  if (output.width !== null) record.width = output.width;
  if (output.height !== null) record.height = output.height;
  if (output.durationSeconds !== undefined) record.durationSeconds = output.durationSeconds;
  if (output.method !== undefined) record.method = output.method;
  return record;
}

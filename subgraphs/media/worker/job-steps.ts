import { publishJobUpdated } from '../jobs/job-events';
import { findJobAnyTenant, updateJobIf, type JobRow, type StoredOutput } from '../jobs/job-store';
import type { MediaOutput } from '../providers';
import type { Trace } from '../shared/identity-client';
import { finishJob } from './finish-rules';
import { claimNextJob, expireLease, renewLease, type Claim } from './queue-store';
import { jobWorkDeps, type WorkerDeps } from './worker-deps';

export type { Claim } from './queue-store';

/**
 * What the runner does to jobs, on top of the jobs feature: its own queue moves (claim, lease)
 * and the conditional updates, settlement and events for everything a user can see. Every write
 * is guarded by status, attempt and lease owner, so a cancel always wins. Finishing a run calls
 * identity on the run's trace.
 */
export class JobSteps {
  constructor(private readonly deps: WorkerDeps, private readonly owner: string, private readonly leaseMs: number) {}

  /**
   * Claims the next job (processing, at `progress` percent), reads it and announces it; null
   * when the queue is empty.
   */
  async claim(progress: number): Promise<{ claim: Claim; job: JobRow } | null> {
    for (;;) {
      const claim = await claimNextJob(this.deps.prisma, this.owner, this.leaseMs, progress);
      if (!claim) return null;
      const job = await findJobAnyTenant(this.deps.prisma, claim.id);
      // Cancelled between the claim and the read: nothing to do, look for the next one.
      if (job && job.status === 'processing' && job.leaseOwner === this.owner && job.attempt === claim.attempt) {
        await publishJobUpdated(this.deps.events, job);
        return { claim, job };
      }
    }
  }

  renew(claim: Claim): Promise<boolean> {
    return renewLease(this.deps.prisma, claim, this.owner, this.leaseMs);
  }

  /** Ends the lease now (a stopping worker), so another worker takes the job at once. */
  handBack(claim: Claim): Promise<void> {
    return expireLease(this.deps.prisma, claim, this.owner);
  }

  /** Writes and announces progress; false when the job is no longer this worker's (cancelled). */
  async progress(claim: Claim, percent: number): Promise<boolean> {
    const job = await updateJobIf(this.deps.prisma, { id: claim.id, tenantId: null, from: ['processing'], attempt: claim.attempt, leaseOwner: this.owner }, { progress: percent });
    if (!job) return false;
    await publishJobUpdated(this.deps.events, job);
    return true;
  }

  /** Completed with its files: the reservation is charged. Null when a cancel won. */
  complete(job: JobRow, outputs: MediaOutput[], provider: string, trace: Trace): Promise<JobRow | null> {
    const completed = { status: 'completed' as const, outputs: outputs.map((output) => jobOutput(output, provider)), provider };
    return finishJob(jobWorkDeps(this.deps, trace), job, completed, { leaseOwner: this.owner });
  }

  /** Failed with an ERR_ code: the reservation is released. Null when a cancel won. */
  fail(job: JobRow, errorCode: string, errorMessage: string, trace: Trace): Promise<JobRow | null> {
    return finishJob(jobWorkDeps(this.deps, trace), job, { status: 'failed', errorCode, errorMessage }, { leaseOwner: this.owner });
  }
}

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

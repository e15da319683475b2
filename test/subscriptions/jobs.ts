import { randomUUID } from 'node:crypto';
import { newEvent } from '../../lib/events/bus';
import { JOB_UPDATED, type JobUpdatedData } from '../../subgraphs/media/common/events';
import { addUser, systemToken } from '../accounts';
import type { Session, TenantFixture, TestPlatform } from '../harness';
import { sleep, type Recording } from './ws-client';

export interface JobFixture {
  id: string;
  tenantId: string;
  ownerId: string;
  type: string;
}

/**
 * A job row written directly: these tests are about delivering events, not about creating jobs
 * (no worker runs in the test platform, so nothing else moves it).
 */
export async function insertJob(
  p: TestPlatform,
  tenantId: string,
  owner: Session,
  fields: { type?: string; status?: 'queued' | 'processing' | 'completed' } = {},
): Promise<JobFixture> {
  const job = await p.prisma.mediaJob.create({
    data: {
      id: randomUUID(),
      tenantId,
      ownerId: owner.userId,
      type: fields.type ?? 'image-generation',
      status: fields.status ?? 'processing',
      params: { prompt: 'a lighthouse at dusk' },
      timeoutSeconds: 300,
      creditsReserved: 10,
      reservationId: randomUUID(),
    },
  });
  return { id: job.id, tenantId, ownerId: owner.userId, type: job.type };
}

/** Publishes a media.job.updated event as the media subgraph does; `tenantId` may be forged. */
export function publishJob(
  p: TestPlatform,
  job: JobFixture,
  status: JobUpdatedData['status'],
  progress: number,
  tenantId = job.tenantId,
): Promise<void> {
  const data: JobUpdatedData = {
    jobId: job.id,
    status,
    progress,
    type: job.type,
    ownerId: job.ownerId,
  };
  return p.platform.events.publish(newEvent(JOB_UPDATED, tenantId, data));
}

/**
 * graphql-transport-ws has no acknowledgement per subscription: repeat an event the
 * subscription will receive until it arrives, so later events are known to reach it.
 */
export async function untilRegistered(
  recording: Recording,
  publish: () => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < 100 && recording.results.length === 0; attempt += 1) {
    await publish();
    await sleep(50);
  }
  await recording.until((r) => r.results.length > 0);
}

/** A user who can pay for a job: enterprise plan (no monthly quota) and credits from a payment (role system). */
export async function payingUser(p: TestPlatform, tenant: TenantFixture): Promise<Session> {
  const user = await addUser(p, tenant.admin, 'user', { planTier: 'enterprise' });
  const topUp = await p.rest('POST', '/auth/v1/wallet/top-up', {
    token: systemToken(tenant.tenantId),
    body: { userId: user.userId, amount: 500, reference: `subscriptions ${user.email}` },
  });
  expect(topUp.status).toBe(201);
  return user;
}

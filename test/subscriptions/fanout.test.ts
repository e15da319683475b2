import type { RequestContext } from '../../lib/context';
import { newEvent } from '../../lib/events/bus';
import { InProcessEventBus } from '../../lib/events/in-process';
import { JobEventFanOut, type JobSubscriber } from '../../gateway/subscriptions/fanout';
import type { JobResolver } from '../../gateway/subscriptions/resolve';
import type { JobSelection } from '../../gateway/subscriptions/selection';
import { JOB_UPDATED } from '../../subgraphs/media/common/events';

const TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER_TENANT = '22222222-2222-4222-8222-222222222222';

/** A subscriber that records the jobs delivered to it; one resolution key per caller. */
function subscriber(tenantId: string, callerId: string) {
  const delivered: string[] = [];
  const context: RequestContext = {
    requestId: callerId,
    traceId: callerId,
    tenantId,
    caller: { id: callerId, email: `${callerId}@example.test`, roles: ['user'], planTier: 'free' },
  };
  const made: JobSubscriber & { delivered: string[] } = {
    tenantId,
    context,
    selection: {} as JobSelection,
    resolutionKey: `${tenantId}|${callerId}`,
    accepts: () => true,
    deliver: (_delivery, event) => void delivered.push(event.jobId),
    delivered,
  };
  return made;
}

// gateway/subscriptions/fanout.ts: a removed subscriber costs nothing more (no resolution, no delivery).
describe('the job event fan-out', () => {
  const bus = new InProcessEventBus();
  const resolutions: string[] = [];
  const resolver = {
    resolve: async (_selection: JobSelection, context: RequestContext) =>
      void resolutions.push(context.caller!.id),
  } as unknown as JobResolver;
  const fanout = new JobEventFanOut(bus, resolver);
  const publish = (tenantId: string, jobId: string) =>
    bus.publish(
      newEvent(JOB_UPDATED, tenantId, {
        jobId,
        status: 'processing',
        progress: 1,
        type: 'image-generation',
      }),
    );
  afterAll(() => fanout.close());

  it("delivers to its tenant's subscribers, resolving once per resolution key, and forgets a removed one", async () => {
    const [a, b, sameAsA, stranger] = [
      subscriber(TENANT, 'a'),
      subscriber(TENANT, 'b'),
      subscriber(TENANT, 'a'),
      subscriber(OTHER_TENANT, 'c'),
    ];
    for (const s of [a, b, sameAsA, stranger]) fanout.add(s);
    await publish(TENANT, 'job-1');
    expect([a.delivered, b.delivered, sameAsA.delivered, stranger.delivered]).toEqual([
      ['job-1'],
      ['job-1'],
      ['job-1'],
      [],
    ]);
    expect(resolutions.sort()).toEqual(['a', 'b']);

    fanout.remove(b);
    fanout.remove(b);
    fanout.remove(subscriber(TENANT, 'never-added'));
    resolutions.length = 0;
    await publish(TENANT, 'job-2');
    expect([a.delivered, b.delivered, sameAsA.delivered]).toEqual([
      ['job-1', 'job-2'],
      ['job-1'],
      ['job-1', 'job-2'],
    ]);
    expect(resolutions).toEqual(['a']);

    for (const s of [a, sameAsA]) fanout.remove(s);
    resolutions.length = 0;
    await publish(TENANT, 'job-3');
    expect(resolutions).toEqual([]);
    await publish(OTHER_TENANT, 'job-4');
    expect(stranger.delivered).toEqual(['job-4']);
  });
});

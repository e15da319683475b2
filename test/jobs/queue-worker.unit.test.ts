import { QueueWorker, type QueueWorkerSpec } from '../../lib/jobs/queue-worker';
import { jobOwnerId } from '../../lib/jobs/owner-id';

type Row = { id: string; exhausted?: boolean };

/** A queue in memory: rows handed out in order, each once. */
function fakeQueue(rows: Row[]) {
  const waiting = [...rows];
  const limits: number[] = [];
  const owners = new Set<string>();
  return {
    limits,
    owners,
    claim: async (owner: string, limit: number) => {
      owners.add(owner);
      limits.push(limit);
      return waiting.splice(0, limit);
    },
  };
}

const rows = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

/** A run that ends when the test says, or when it is aborted. */
function gatedRuns() {
  const gates = new Map<string, () => void>();
  const aborted: unknown[] = [];
  const run = (row: Row, signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      gates.set(row.id, () => resolve('done'));
      signal.addEventListener('abort', () => {
        aborted.push(signal.reason);
        resolve('stopped');
      });
    });
  return { gates, aborted, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function worker(spec: Partial<QueueWorkerSpec<Row>> & Pick<QueueWorkerSpec<Row>, 'claim' | 'run'>) {
  return new QueueWorker<Row>({ name: 'test', concurrency: 2, pollIntervalMs: 10_000, ...spec });
}

describe('the queue worker', () => {
  it('fills its free slots, and claims again as runs end', async () => {
    const queue = fakeQueue(rows(5));
    const runs = gatedRuns();
    const w = worker({ claim: queue.claim, run: runs.run });
    w.start();
    await settle();
    expect(w.active).toBe(2);
    runs.gates.get('r0')!();
    await settle();
    expect(w.active).toBe(2);
    expect([...runs.gates.keys()]).toEqual(['r0', 'r1', 'r2']);
    for (const gate of runs.gates.values()) gate();
    await settle();
    for (const gate of runs.gates.values()) gate();
    await w.stop();
    expect(runs.gates.size).toBe(5);
    expect(queue.limits.every((limit) => limit <= 2)).toBe(true);
  });

  it('claims a batch only once there is room for all of it', async () => {
    const queue = fakeQueue(rows(10));
    const runs = gatedRuns();
    const w = worker({ claim: queue.claim, run: runs.run, concurrency: 5, batch: 3 });
    w.start();
    await settle();
    expect(w.active).toBe(3);
    // One ended: room for a batch of 3 again.
    runs.gates.get('r0')!();
    await settle();
    expect(w.active).toBe(5);
    // One more ended: room for 1, less than a batch, so no claim.
    runs.gates.get('r1')!();
    await settle();
    expect(w.active).toBe(4);
    expect(queue.limits.every((limit) => limit === 3)).toBe(true);
    await w.stop(0);
  });

  it('with roundAwaitsRuns claims nothing more while the runs of a round are under way', async () => {
    const queue = fakeQueue(rows(1));
    const runs = gatedRuns();
    const w = worker({ claim: queue.claim, run: runs.run, concurrency: 3, roundAwaitsRuns: true });
    w.start();
    await settle();
    w.kick();
    await settle();
    // One row claimed, two slots free, and yet no second claim until it ends.
    expect([w.active, queue.limits]).toEqual([1, [3]]);
    runs.gates.get('r0')!();
    await settle();
    expect(queue.limits).toEqual([3, 3]);
    await w.stop();
  });

  it('gives an exhausted row up instead of running it', async () => {
    const queue = fakeQueue([{ id: 'a', exhausted: true }, { id: 'b' }]);
    const given: string[] = [];
    const ran: string[] = [];
    const w = worker({
      claim: queue.claim,
      exhausted: (row) => row.exhausted === true,
      giveUp: async (row) => void given.push(row.id),
      run: async (row) => void ran.push(row.id),
    });
    expect(await w.runOnce()).toBe(2);
    expect([given, ran]).toEqual([['a'], ['b']]);
  });

  it('drains on stop: runs finish within the grace, the rest are aborted with the stop reason', async () => {
    const queue = fakeQueue(rows(2));
    const runs = gatedRuns();
    const gauge = { started: 0, stopped: 0 };
    const w = worker({
      claim: queue.claim,
      run: runs.run,
      stopReason: () => 'stopping',
      gauge: { start: () => void gauge.started++, stop: async () => void gauge.stopped++ },
    });
    w.start();
    await settle();
    setTimeout(() => runs.gates.get('r0')!(), 5);
    await w.stop(50);
    expect(runs.aborted).toEqual(['stopping']);
    expect(w.active).toBe(0);
    expect(gauge).toEqual({ started: 1, stopped: 1 });
  });

  it('hands a run that throws to the service, and keeps going', async () => {
    const queue = fakeQueue(rows(2));
    const failed: string[] = [];
    const w = worker({
      claim: queue.claim,
      run: async (row) => {
        if (row.id === 'r0') throw new Error('boom');
      },
      failed: (row) => void failed.push(row.id),
    });
    expect(await w.runOnce()).toBe(2);
    expect(failed).toEqual(['r0']);
  });

  it('names its claims with one owner of the platform format', async () => {
    const queue = fakeQueue(rows(1));
    const w = worker({ claim: queue.claim, run: async () => undefined });
    await w.runOnce();
    expect([...queue.owners]).toEqual([w.id]);
    expect(w.id).toMatch(/^.+:\d+:[0-9a-f]{8}$/);
    expect(jobOwnerId()).not.toBe(w.id);
  });
});

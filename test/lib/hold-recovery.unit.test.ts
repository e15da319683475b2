import { foundRows, recoverHolds, type HoldRecovery } from '../../lib/jobs/hold-recovery';

// The shared round of credit-hold recovery (lib/jobs/hold-recovery.ts): what it asks for, what it
// counts, and what a failing row does under each policy.

const NOW = new Date('2026-01-01T12:00:00Z');

function recovery(
  rows: string[],
  recover: (row: string) => Promise<boolean>,
  onFailure: 'log' | 'throw' = 'log',
): HoldRecovery<string> & { asked: { before?: Date; limit?: number } } {
  const asked: { before?: Date; limit?: number } = {};
  return {
    asked,
    service: 'test',
    kind: 'row',
    idOf: (row) => row,
    abandonedAfterMs: 30_000,
    batchSize: 3,
    clock: { now: () => NOW },
    forEachAbandoned: foundRows(async (before, limit) => {
      Object.assign(asked, { before, limit });
      return rows.slice(0, limit);
    }),
    recover,
    onFailure,
  };
}

describe('hold recovery round', () => {
  it('asks for rows left since before the clock minus the wait, a batch at most', async () => {
    const r = recovery(['a', 'b'], async (row) => row === 'a');
    expect(await recoverHolds(r)).toEqual({ found: 2, recovered: 1, more: false });
    expect(r.asked).toEqual({ before: new Date('2026-01-01T11:59:30Z'), limit: 3 });
  });

  it('says more may wait after a full batch', async () => {
    const r = recovery(['a', 'b', 'c', 'd'], async () => true);
    expect(await recoverHolds(r)).toEqual({ found: 3, recovered: 3, more: true });
  });

  it('logs a failing row and goes on, or ends the round with it', async () => {
    const failing = async (row: string) => {
      if (row === 'a') throw new Error('identity is down');
      return true;
    };
    expect(await recoverHolds(recovery(['a', 'b'], failing))).toEqual({
      found: 2,
      recovered: 1,
      more: false,
    });
    await expect(recoverHolds(recovery(['a', 'b'], failing, 'throw'))).rejects.toThrow(
      'identity is down',
    );
  });
});

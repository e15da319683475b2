import { call, ok } from '../../../test/answers';
import { HoldSweeper } from '../credits/hold-sweeper';
import { waitFor } from '../../../test/wait';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  balanceOf,
  CONFIRM,
  expectLedgerConsistent,
  fund,
  RESERVATION,
  RESERVE,
  reserveInput,
  SETTLE,
  systemToken,
} from './wallets-helpers';

// Holds (docs/wallets.md): a reservation must be confirmed or settled before its deadline, else
// identity's sweep gives its credits back, exactly once, whatever runs at the same moment.

let system: string;
// The platform's own sweep looks every 100 ms; holds last the default 60 s unless a test asks less.
const { p, t } = platformFixture({ creditHolds: { sweepIntervalMs: 100 } });
beforeAll(() => {
  system = systemToken(t.tenantId);
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

const READ = `query($id: ID!) { creditReservation(id: $id) { ${RESERVATION} } }`;
const read = (id: string) => ok(p, system, READ, { id });
const settlementsOf = (id: string) =>
  p.prisma.walletEntry.count({
    where: { tenantId: t.tenantId, reservationId: id, kind: { not: 'reserve' } },
  });
/** Another identity instance's sweep whose clock is `aheadMs` ahead: every hold made now looks expired to it. */
const sweeperAhead = (aheadMs: number, batchSize = 200) =>
  new HoldSweeper({
    prisma: p.prisma,
    intervalMs: 1000,
    batchSize,
    now: () => new Date(Date.now() + aheadMs),
    log: () => undefined,
  });

async function freshUser(credits: number): Promise<string> {
  const member = await addUser(p, t.admin);
  await fund(p, t.tenantId, { userId: member.userId }, credits);
  return member.userId;
}

describe('a reservation is a hold with a deadline', () => {
  it('answers confirmBy: 60 s by default, or the holdSeconds asked for (1 to 3600)', async () => {
    const userId = await freshUser(100);
    const byDefault = await ok(p, system, RESERVE, { input: reserveInput(userId, 10) });
    expect(Date.parse(byDefault.confirmBy) - Date.parse(byDefault.createdAt)).toBe(60_000);
    expect(byDefault).toMatchObject({ status: 'reserved', confirmedAt: null, settledAt: null });
    const short = await ok(p, system, RESERVE, {
      input: reserveInput(userId, 10, { holdSeconds: 5 }),
    });
    expect(Date.parse(short.confirmBy) - Date.parse(short.createdAt)).toBe(5000);
    for (const holdSeconds of [0, 3601]) {
      const refused = await call(p, system, RESERVE, {
        input: { ...reserveInput(userId, 10), holdSeconds },
      });
      expect([refused.code, refused.details?.map((d) => d.field)]).toEqual([
        'VALIDATION_FAILED',
        ['holdSeconds'],
      ]);
    }
    expect(await balanceOf(p, t.tenantId, userId)).toBe(80);
  });

  it('confirm clears the deadline, is idempotent, and a confirmed hold is never swept', async () => {
    const userId = await freshUser(100);
    const input = reserveInput(userId, 30);
    await ok(p, system, RESERVE, { input });
    const confirmed = await ok(p, system, CONFIRM, {
      input: { reservationId: input.reservationId },
    });
    expect(confirmed).toMatchObject({
      status: 'reserved',
      confirmBy: null,
      confirmedAt: expect.any(String),
      settledAt: null,
    });
    expect(await ok(p, system, CONFIRM, { input: { reservationId: input.reservationId } })).toEqual(
      confirmed,
    );
    // A sweep whose clock is two hours ahead finds nothing of it to release.
    await sweeperAhead(2 * 3600_000).sweep();
    expect(await read(input.reservationId)).toEqual(confirmed);
    expect(await balanceOf(p, t.tenantId, userId)).toBe(70);
    const charged = await ok(p, system, SETTLE, {
      input: { reservationId: input.reservationId, outcome: 'charge' },
    });
    expect(charged.status).toBe('charged');
    expect(await balanceOf(p, t.tenantId, userId)).toBe(70);
  });

  it('is settled directly without a confirm (a synchronous caller charges before its deadline)', async () => {
    const userId = await freshUser(100);
    const input = reserveInput(userId, 25, { holdSeconds: 300 });
    await ok(p, system, RESERVE, { input });
    expect(
      (
        await ok(p, system, SETTLE, {
          input: { reservationId: input.reservationId, outcome: 'charge' },
        })
      ).status,
    ).toBe('charged');
    await sweeperAhead(2 * 3600_000).sweep();
    expect([
      (await read(input.reservationId)).status,
      await settlementsOf(input.reservationId),
      await balanceOf(p, t.tenantId, userId),
    ]).toEqual(['charged', 1, 75]);
  });
});

describe('an unconfirmed hold runs out', () => {
  it("is released by identity's own sweep, once; a later confirm is refused and a later charge charges nothing", async () => {
    const userId = await freshUser(100);
    const input = reserveInput(userId, 40, { holdSeconds: 1 });
    await ok(p, system, RESERVE, { input });
    expect(await balanceOf(p, t.tenantId, userId)).toBe(60);
    const released = await waitFor(async () => {
      const reservation = await read(input.reservationId);
      return reservation.status === 'released' && reservation;
    }, 10_000);
    expect(released).toMatchObject({ confirmedAt: null, settledAt: expect.any(String) });
    expect(Date.parse(released.settledAt)).toBeGreaterThanOrEqual(Date.parse(released.confirmBy));
    expect([
      await balanceOf(p, t.tenantId, userId),
      await settlementsOf(input.reservationId),
    ]).toEqual([100, 1]);
    const refused = await call(p, system, CONFIRM, {
      input: { reservationId: input.reservationId },
    });
    expect([refused.code, refused.status]).toEqual(['INVALID_STATE', 400]);
    expect(refused.message).toMatch(/hold ran out at .* before it was confirmed/);
    // The reserving service learns from the answer that nothing was charged.
    expect(
      (
        await ok(p, system, SETTLE, {
          input: { reservationId: input.reservationId, outcome: 'charge' },
        })
      ).status,
    ).toBe('released');
    expect([
      await balanceOf(p, t.tenantId, userId),
      await settlementsOf(input.reservationId),
    ]).toEqual([100, 1]);
  });

  it('refuses a confirm after the deadline even before any sweep came by, releasing the hold then', async () => {
    const userId = await freshUser(50);
    const input = reserveInput(userId, 50, { holdSeconds: 1 });
    const held = await ok(p, system, RESERVE, { input });
    await waitFor(() => Date.now() > Date.parse(held.confirmBy), 5000);
    const refused = await call(p, system, CONFIRM, {
      input: { reservationId: input.reservationId },
    });
    expect(refused.code).toBe('INVALID_STATE');
    expect([
      (await read(input.reservationId)).status,
      await settlementsOf(input.reservationId),
      await balanceOf(p, t.tenantId, userId),
    ]).toEqual(['released', 1, 50]);
  });

  it('answers 404 for an unknown reservation, 400 for a malformed id, 403 to everyone but system', async () => {
    expect(
      await call(p, system, CONFIRM, { input: { reservationId: 'never-reserved' } }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await call(p, system, CONFIRM, { input: { reservationId: 'a b' } })).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    const input = reserveInput(await freshUser(10), 10);
    await ok(p, system, RESERVE, { input });
    for (const token of [t.admin.token, t.user.token]) {
      expect(
        await call(p, token, CONFIRM, { input: { reservationId: input.reservationId } }),
      ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
    expect(
      await call(p, systemToken((await p.newTenant()).tenantId), CONFIRM, {
        input: { reservationId: input.reservationId },
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('races', () => {
  it('confirm against expiry: exactly one wins each hold, and the confirm answer says which', async () => {
    const userId = await freshUser(10_000);
    const inputs = Array.from({ length: 30 }, () => reserveInput(userId, 10));
    for (const input of inputs) await ok(p, system, RESERVE, { input });
    // The confirms of every hold go out; once the first has landed, three sweeps whose clocks say
    // every deadline passed set upon the same holds while the other confirms are still arriving.
    const confirming = Promise.all(
      inputs.map((input) =>
        call(p, system, CONFIRM, { input: { reservationId: input.reservationId } }),
      ),
    );
    await waitFor(
      () =>
        p.prisma.creditReservation.count({
          where: { id: { in: inputs.map((i) => i.reservationId) }, confirmedAt: { not: null } },
        }),
      10_000,
    );
    const sweepers = [1, 2, 3].map(() => sweeperAhead(3600_000, 2));
    const sweeping = sweepers.map(async (sweeper) => {
      while ((await sweeper.sweep()).length > 0);
    });
    const answers = await confirming;
    await Promise.all(sweeping);
    let confirmed = 0;
    for (const [index, input] of inputs.entries()) {
      const stored = await read(input.reservationId);
      if (answers[index].code) {
        expect([
          answers[index].code,
          stored.status,
          await settlementsOf(input.reservationId),
        ]).toEqual(['INVALID_STATE', 'released', 1]);
      } else {
        confirmed++;
        expect(answers[index].data).toEqual(stored);
        expect([stored.status, stored.confirmBy, await settlementsOf(input.reservationId)]).toEqual(
          ['reserved', null, 0],
        );
      }
    }
    expect(confirmed).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(p, t.tenantId, userId)).toBe(10_000 - 10 * confirmed);
  });

  it('several sweeps at once release each expired hold once, over shared wallets, without deadlock', async () => {
    const users = await Promise.all([1, 2, 3].map(() => freshUser(1000)));
    const inputs = Array.from({ length: 45 }, (_, i) => reserveInput(users[i % 3], 5 + (i % 4)));
    await Promise.all(inputs.map((input) => ok(p, system, RESERVE, { input })));
    const sweepers = [1, 2, 3, 4].map(() => sweeperAhead(3600_000, 7));
    await Promise.all(
      sweepers.map(async (sweeper) => {
        while ((await sweeper.sweep()).length > 0);
      }),
    );
    // Holds of earlier tests in this file may be among them; ours must all be.
    expect(sweepers.reduce((sum, s) => sum + s.released, 0)).toBeGreaterThanOrEqual(45);
    for (const input of inputs)
      expect([
        (await read(input.reservationId)).status,
        await settlementsOf(input.reservationId),
      ]).toEqual(['released', 1]);
    for (const userId of users) expect(await balanceOf(p, t.tenantId, userId)).toBe(1000);
  });
});

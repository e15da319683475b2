import { call, ok } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  balanceOf,
  expectLedgerConsistent,
  fund,
  RESERVE,
  reserveInput,
  SETTLE,
  systemToken,
} from './wallets-helpers';

let system: string;
const { p, t } = platformFixture();
beforeAll(() => {
  system = systemToken(t.tenantId);
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

async function freshUser(credits: number): Promise<string> {
  const member = await addUser(p, t.admin);
  if (credits) await fund(p, t.tenantId, { userId: member.userId }, credits);
  return member.userId;
}

describe('reserve', () => {
  it('takes the credits from the balance and answers the reservation', async () => {
    const userId = await freshUser(100);
    const input = reserveInput(userId, 30);
    const reservation = await ok(p, system, RESERVE, { input });
    expect(reservation).toMatchObject({
      id: input.reservationId,
      amount: 30,
      status: 'reserved',
      reference: input.reference,
      settledAt: null,
    });
    expect(await balanceOf(p, t.tenantId, userId)).toBe(70);
  });

  it('is idempotent by reservation id: a repeat answers the same reservation and reserves nothing more', async () => {
    const userId = await freshUser(100);
    const input = reserveInput(userId, 40);
    const first = await ok(p, system, RESERVE, { input });
    const again = await ok(p, system, RESERVE, { input });
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok(p, system, RESERVE, { input: { ...input, reservationId: `${input.reservationId}-c` } }),
      ),
    );
    expect(new Set(concurrent.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(await balanceOf(p, t.tenantId, userId)).toBe(20);
  });

  it('answers 409 when the id comes back with another amount, reference or user', async () => {
    const userId = await freshUser(100);
    const other = await freshUser(0);
    const input = reserveInput(userId, 10);
    await ok(p, system, RESERVE, { input });
    for (const changed of [{ amount: 11 }, { reference: 'something else' }, { userId: other }]) {
      expect(await call(p, system, RESERVE, { input: { ...input, ...changed } })).toMatchObject({
        code: 'CONFLICT',
        status: 409,
      });
    }
    expect(await balanceOf(p, t.tenantId, userId)).toBe(90);
  });

  it('answers 402 ERR_INSUFFICIENT_CREDITS when the balance is too low, and stores nothing', async () => {
    const userId = await freshUser(25);
    const input = reserveInput(userId, 26);
    expect(await call(p, system, RESERVE, { input })).toMatchObject({
      code: 'ERR_INSUFFICIENT_CREDITS',
      status: 402,
      data: null,
    });
    expect(await p.prisma.creditReservation.count({ where: { id: input.reservationId } })).toBe(0);
    expect(await balanceOf(p, t.tenantId, userId)).toBe(25);
    // A user who never had credits has a wallet of 0 from the first use.
    expect(
      await call(p, system, RESERVE, { input: reserveInput(await freshUser(0), 1) }),
    ).toMatchObject({ code: 'ERR_INSUFFICIENT_CREDITS' });
  });

  it('never lets concurrent reserves drive a balance below zero', async () => {
    const userId = await freshUser(50);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(p, system, RESERVE, { input: reserveInput(userId, 10) }),
      ),
    );
    expect(results.filter((r) => !r.code)).toHaveLength(5);
    expect(results.filter((r) => r.code === 'ERR_INSUFFICIENT_CREDITS')).toHaveLength(7);
    expect(await balanceOf(p, t.tenantId, userId)).toBe(0);
  });

  it('answers 400 with every problem of the input', async () => {
    const res = await call(p, system, RESERVE, {
      input: { reservationId: ' bad id', userId: 'nope', teamId: 'nope', amount: 0, reference: '' },
    });
    expect(res).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(res.details!.map((d) => d.field).sort()).toEqual([
      'amount',
      'reference',
      'reservationId',
      'teamId',
      'userId',
    ]);
    const tooMuch = await call(p, system, RESERVE, {
      input: reserveInput(t.user.userId, 1_000_001),
    });
    expect(tooMuch.details).toEqual([{ field: 'amount', problem: 'must be at most 1000000' }]);
    const longReference = await call(p, system, RESERVE, {
      input: reserveInput(t.user.userId, 1, { reference: 'x'.repeat(201) }),
    });
    expect(longReference.details?.[0].field).toBe('reference');
  });
});

describe('settle', () => {
  const outcomes = [
    ['charge', 'charged', 60],
    ['release', 'released', 100],
    ['refund', 'refunded', 100],
  ] as const;

  it.each(outcomes)(
    '%s settles the reservation once (%s) and leaves the balance at %i',
    async (outcome, status, balance) => {
      const userId = await freshUser(100);
      const input = reserveInput(userId, 40);
      await ok(p, system, RESERVE, { input });
      const settled = await ok(p, system, SETTLE, {
        input: { reservationId: input.reservationId, outcome },
      });
      expect(settled).toMatchObject({
        id: input.reservationId,
        status,
        amount: 40,
        settledAt: expect.any(String),
      });
      expect(await balanceOf(p, t.tenantId, userId)).toBe(balance);
      // Every later settle, of any outcome, answers the stored reservation unchanged.
      for (const later of ['charge', 'release', 'refund']) {
        expect(
          await ok(p, system, SETTLE, {
            input: { reservationId: input.reservationId, outcome: later },
          }),
        ).toEqual(settled);
      }
      expect(await balanceOf(p, t.tenantId, userId)).toBe(balance);
      // A repeated reserve of a settled reservation reserves nothing again.
      expect(await ok(p, system, RESERVE, { input })).toEqual(settled);
      expect(await balanceOf(p, t.tenantId, userId)).toBe(balance);
    },
  );

  it('settles exactly once under concurrent settles with different outcomes: the first wins', async () => {
    const userId = await freshUser(1000);
    for (let round = 0; round < 5; round++) {
      const input = reserveInput(userId, 100);
      await ok(p, system, RESERVE, { input });
      const order = ['charge', 'release', 'refund', 'release', 'charge', 'refund'];
      const answers = await Promise.all(
        order.map((outcome) =>
          ok(p, system, SETTLE, { input: { reservationId: input.reservationId, outcome } }),
        ),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      const entries = await p.prisma.walletEntry.count({
        where: { reservationId: input.reservationId, kind: { not: 'reserve' } },
      });
      expect(entries).toBe(1);
    }
  });

  it('answers 404 for an unknown reservation and 400 for a malformed id', async () => {
    expect(
      await call(p, system, SETTLE, {
        input: { reservationId: 'never-reserved', outcome: 'charge' },
      }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(
      await call(p, system, SETTLE, { input: { reservationId: 'a b', outcome: 'charge' } }),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      await call(p, system, SETTLE, { input: { reservationId: 'x', outcome: 'steal' } }),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('access', () => {
  it('refuses reserve and settle to everyone but the system role (403)', async () => {
    const input = reserveInput(t.user.userId, 1);
    for (const token of [t.admin.token, t.organizer.token, t.user.token]) {
      expect(await call(p, token, RESERVE, { input })).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
      expect(
        await call(p, token, SETTLE, {
          input: { reservationId: input.reservationId, outcome: 'release' },
        }),
      ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
    const anonymous = await p.graphql(RESERVE, { input });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("keeps tenants apart: another tenant's user and reservation are 404", async () => {
    const other = await p.newTenant();
    const userId = await freshUser(100);
    const input = reserveInput(userId, 10);
    await ok(p, system, RESERVE, { input });
    const foreign = systemToken(other.tenantId);
    expect(await call(p, foreign, RESERVE, { input: reserveInput(userId, 10) })).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(
      await call(p, foreign, SETTLE, {
        input: { reservationId: input.reservationId, outcome: 'refund' },
      }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(
      await call(p, system, RESERVE, { input: reserveInput(other.user.userId, 1) }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    // The same reservation id is free in another tenant.
    await fund(p, other.tenantId, { userId: other.user.userId }, 10);
    expect(
      await ok(p, foreign, RESERVE, { input: { ...input, userId: other.user.userId } }),
    ).toMatchObject({ status: 'reserved' });
    expect(await balanceOf(p, t.tenantId, userId)).toBe(90);
    await expectLedgerConsistent(p, other.tenantId);
  });
});

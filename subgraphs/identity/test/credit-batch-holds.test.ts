import { call, ok } from '../../../test/answers';
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
  systemToken,
} from './wallets-helpers';

// holdCredits (docs/wallets.md, "Holds"): many holds taken and confirmed in one call, each with
// its own answer, and none taken once its takeBy has passed.

const HOLD = `mutation($inputs: [HoldCreditsInput!]!) { holdCredits(inputs: $inputs) { reservationId reservation { ${RESERVATION} } error { code message status } } }`;

let system: string;
const { p, t } = platformFixture();
beforeAll(() => {
  system = systemToken(t.tenantId);
});
afterEach(() => expectLedgerConsistent(p, t.tenantId));

async function freshUser(credits: number): Promise<string> {
  const member = await addUser(p, t.admin);
  await fund(p, t.tenantId, { userId: member.userId }, credits);
  return member.userId;
}

const holdInput = (userId: string, amount: number, takeBy = new Date(Date.now() + 60_000)) => {
  const { holdSeconds: _unused, ...input } = reserveInput(userId, amount);
  return { ...input, takeBy: takeBy.toISOString() };
};

describe('holdCredits', () => {
  it('holds and confirms each hold alone: one 402 fails only itself', async () => {
    const [rich, poor] = [await freshUser(100), await freshUser(5)];
    const inputs = [holdInput(rich, 30), holdInput(poor, 10), holdInput(rich, 20)];
    const answers = await ok(p, system, HOLD, { inputs });
    expect(answers.map((a: { reservationId: string }) => a.reservationId)).toEqual(
      inputs.map((i) => i.reservationId),
    );
    expect(answers[0].reservation).toMatchObject({
      status: 'reserved',
      amount: 30,
      confirmBy: null,
    });
    expect(answers[0].reservation.confirmedAt).not.toBeNull();
    expect([answers[0].error, answers[2].error, answers[1].reservation]).toEqual([
      null,
      null,
      null,
    ]);
    expect(answers[1].error).toMatchObject({ code: 'ERR_INSUFFICIENT_CREDITS', status: 402 });
    expect([await balanceOf(p, t.tenantId, rich), await balanceOf(p, t.tenantId, poor)]).toEqual([
      50, 5,
    ]);
  });

  it('a repeat answers the stored hold, and confirms a hold reserveCredits took', async () => {
    const userId = await freshUser(100);
    const input = holdInput(userId, 10);
    const [first] = await ok(p, system, HOLD, { inputs: [input] });
    const [again] = await ok(p, system, HOLD, { inputs: [input] });
    expect(again.reservation).toEqual(first.reservation);
    const reserved = reserveInput(userId, 15);
    await ok(p, system, RESERVE, { input: reserved });
    const { holdSeconds: _unused, ...same } = reserved;
    const [confirmed] = await ok(p, system, HOLD, {
      inputs: [{ ...same, takeBy: new Date(0).toISOString() }],
    });
    expect(confirmed.reservation).toMatchObject({ status: 'reserved', confirmBy: null });
    expect(await balanceOf(p, t.tenantId, userId)).toBe(75);
  });

  it('takes no hold once its takeBy has passed, whoever asks later', async () => {
    const userId = await freshUser(100);
    const input = holdInput(userId, 10, new Date(Date.now() - 1000));
    const [late] = await ok(p, system, HOLD, { inputs: [input] });
    expect([late.reservation, late.error.code, late.error.status]).toEqual([
      null,
      'NOT_FOUND',
      404,
    ]);
    const [again] = await ok(p, system, HOLD, { inputs: [input] });
    expect(again.error.code).toBe('NOT_FOUND');
    const confirm = await call(p, system, CONFIRM, {
      input: { reservationId: input.reservationId },
    });
    expect(confirm.code).toBe('NOT_FOUND');
    expect(await balanceOf(p, t.tenantId, userId)).toBe(100);
  });
});

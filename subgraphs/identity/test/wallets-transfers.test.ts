import { call, type Json, ok, restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  balanceOf,
  CREATE_TEAM,
  expectLedgerConsistent,
  fund,
  RESERVE,
  reserveInput,
  systemToken,
  TEAM_WALLET,
  tenantCredits,
  TRANSFER,
} from './wallets-helpers';

let system: string;
const { p, t } = platformFixture();
beforeAll(() => {
  system = systemToken(t.tenantId);
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

type Owner = { userId: string } | { teamId: string };

/** A new user of the tenant holding `credits` (given by a system top-up). */
async function funded(credits: number): Promise<string> {
  const member = await addUser(p, t.admin);
  if (credits) await fund(p, t.tenantId, { userId: member.userId }, credits);
  return member.userId;
}

const transfer = (
  token: string,
  from: Owner,
  to: Owner,
  amount: number,
  reference = `transfer ${randomUUID()}`,
) => p.rest('POST', '/auth/v1/wallet/transfers', { token, body: { from, to, amount, reference } });

const entryCount = (tenantId = t.tenantId) => p.prisma.walletEntry.count({ where: { tenantId } });

describe('transfer', () => {
  it('moves credits from one user to another (admin, REST 201): two entries summing to zero, no event, the total unchanged', async () => {
    const [a, b] = [await funded(100), await funded(10)];
    const total = await tenantCredits(p, t.tenantId);
    const events = await p.prisma.outboxEvent.count({ where: { tenantId: t.tenantId } });

    const data = restData(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 30, 'project budget'),
      201,
    );
    expect(data).toMatchObject({
      id: expect.any(String),
      amount: 30,
      reference: 'project budget',
      from: { ownerType: 'user', userId: a, balance: 70 },
      to: { ownerType: 'user', userId: b, balance: 40 },
      debit: {
        walletId: data.from.id,
        amount: -30,
        kind: 'transfer_out',
        transferId: data.id,
        reservationId: null,
        reference: 'project budget',
      },
      credit: {
        walletId: data.to.id,
        amount: 30,
        kind: 'transfer_in',
        transferId: data.id,
        reservationId: null,
        reference: 'project budget',
      },
    });
    expect([await balanceOf(p, t.tenantId, a), await balanceOf(p, t.tenantId, b)]).toEqual([
      70, 40,
    ]);
    // Each ledger shows its side first (newest first).
    const ledgerOf = async (userId: string) =>
      restData(
        await p.rest('GET', `/auth/v1/wallet/entries?userId=${userId}`, { token: t.admin.token }),
      );
    expect((await ledgerOf(a))[0]).toEqual(data.debit);
    expect((await ledgerOf(b))[0]).toEqual(data.credit);
    expect(await tenantCredits(p, t.tenantId)).toBe(total);
    // A transfer is no payment: nothing goes to the outbox.
    expect(await p.prisma.outboxEvent.count({ where: { tenantId: t.tenantId } })).toBe(events);
  });

  it("moves credits between a user's and a team's wallets both ways (GraphQL); the system role may too", async () => {
    const a = await funded(100);
    const team = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Studio' } });
    const toTeam = await ok(p, t.admin.token, TRANSFER, {
      input: { from: { userId: a }, to: { teamId: team.id }, amount: 60, reference: 'to the team' },
    });
    expect(toTeam).toMatchObject({
      from: { ownerType: 'user', userId: a, balance: 40 },
      to: { ownerType: 'team', teamId: team.id, balance: 60 },
    });
    const back = await ok(p, system, TRANSFER, {
      input: { from: { teamId: team.id }, to: { userId: a }, amount: 15, reference: 'back' },
    });
    expect(back).toMatchObject({
      from: { teamId: team.id, balance: 45 },
      to: { userId: a, balance: 55 },
    });
    expect(await ok(p, t.admin.token, TEAM_WALLET, { teamId: team.id })).toMatchObject({
      balance: 45,
    });
  });

  it('answers 402 ERR_INSUFFICIENT_CREDITS when the source holds too few (reserved credits are not there), writing nothing', async () => {
    const [a, b] = [await funded(25), await funded(0)];
    const before = await entryCount();
    const refused = restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 26),
      402,
      'ERR_INSUFFICIENT_CREDITS',
    );
    expect(refused.message).toBe('Insufficient credits: the wallet has 25 and this needs 26');
    await ok(p, system, RESERVE, { input: reserveInput(a, 20) });
    const afterReserve = await entryCount();
    restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 10),
      402,
      'ERR_INSUFFICIENT_CREDITS',
    );
    expect(
      await call(p, t.admin.token, TRANSFER, {
        input: { from: { userId: b }, to: { userId: a }, amount: 1, reference: 'empty' },
      }),
    ).toMatchObject({
      code: 'ERR_INSUFFICIENT_CREDITS',
      status: 402,
      data: null,
    });
    expect([await balanceOf(p, t.tenantId, a), await balanceOf(p, t.tenantId, b)]).toEqual([5, 0]);
    expect([afterReserve - before, await entryCount()]).toEqual([1, afterReserve]);
  });

  it("answers 404 for another tenant's user or team, or an unknown one, on either side, writing nothing", async () => {
    const other = await p.newTenant();
    const foreignTeam = await ok(p, other.admin.token, CREATE_TEAM, { input: { name: 'Theirs' } });
    await fund(p, other.tenantId, { userId: other.user.userId }, 50);
    const a = await funded(50);
    const before = [await entryCount(), await entryCount(other.tenantId)];
    const pairs: [Owner, Owner][] = [
      [{ userId: other.user.userId }, { userId: a }],
      [{ userId: a }, { userId: other.user.userId }],
      [{ teamId: foreignTeam.id }, { userId: a }],
      [{ userId: a }, { teamId: foreignTeam.id }],
      [{ userId: randomUUID() }, { userId: a }],
      [{ userId: a }, { teamId: randomUUID() }],
    ];
    for (const [from, to] of pairs)
      restError(await transfer(t.admin.token, from, to, 5), 404, 'NOT_FOUND');
    expect([await entryCount(), await entryCount(other.tenantId)]).toEqual(before);
    expect([
      await balanceOf(p, t.tenantId, a),
      await balanceOf(p, other.tenantId, other.user.userId),
    ]).toEqual([50, 50]);
  });

  it('answers 400 when both sides name the same wallet', async () => {
    const a = await funded(50);
    const team = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Solo' } });
    // The same id in another spelling is the same wallet too.
    for (const [from, to] of [
      [{ userId: a }, { userId: a }],
      [{ userId: a }, { userId: a.toUpperCase() }],
      [{ teamId: team.id }, { teamId: team.id }],
    ] as [Owner, Owner][]) {
      const refused = restError(
        await transfer(t.admin.token, from, to, 5),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.details).toEqual([
        { field: 'to', problem: 'must be another wallet than from' },
      ]);
    }
    expect(await balanceOf(p, t.tenantId, a)).toBe(50);
  });

  it('answers 400 with every problem of the input', async () => {
    const res = await transfer(
      t.admin.token,
      {} as Owner,
      { userId: 'x', teamId: 'y' } as unknown as Owner,
      0,
      '',
    );
    const fields = restError(res, 400, 'VALIDATION_FAILED')
      .details.map((d: Json) => d.field)
      .sort();
    expect(fields).toEqual([
      'amount',
      'from.userId',
      'reference',
      'to.teamId',
      'to.teamId',
      'to.userId',
    ]);
    const [a, b] = [await funded(10), await funded(0)];
    const tooMuch = restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 1_000_001),
      400,
      'VALIDATION_FAILED',
    );
    expect(tooMuch.details).toEqual([{ field: 'amount', problem: 'must be at most 1000000' }]);
    restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, -5),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 1.5),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 1, 'x'.repeat(201)),
      400,
      'VALIDATION_FAILED',
    );
    expect(await balanceOf(p, t.tenantId, a)).toBe(10);
  });

  it('answers 400 when the target would hold more than 1,000,000,000 credits (reservations included)', async () => {
    const [a, b] = [await funded(100), await funded(1_000_000)];
    const wallet = await p.prisma.wallet.findUniqueOrThrow({ where: { userId: b } });
    // Fill it close to the ceiling straight in the database, keeping the ledger's sum.
    await p.prisma.$transaction([
      p.prisma.walletEntry.create({
        data: {
          tenantId: t.tenantId,
          walletId: wallet.id,
          amount: 998_999_940,
          kind: 'topup',
          reference: 'fill',
        },
      }),
      p.prisma.wallet.update({
        where: { id: wallet.id },
        data: { balance: { increment: 998_999_940 } },
      }),
    ]);
    await ok(p, system, RESERVE, { input: reserveInput(b, 500_000) });
    const refused = restError(
      await transfer(t.admin.token, { userId: a }, { userId: b }, 61),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.details[0].field).toBe('amount');
    restData(await transfer(t.admin.token, { userId: a }, { userId: b }, 60), 201);
    expect([await balanceOf(p, t.tenantId, a), await balanceOf(p, t.tenantId, b)]).toEqual([
      40,
      1_000_000_000 - 500_000,
    ]);
  });

  it('is refused to users and organizers (403), even from their own wallet, writing nothing', async () => {
    const [user, organizer] = [await addUser(p, t.admin), await addUser(p, t.admin, 'organizer')];
    await fund(p, t.tenantId, { userId: user.userId }, 50);
    await fund(p, t.tenantId, { userId: organizer.userId }, 50);
    const before = await entryCount();
    restError(
      await transfer(user.token, { userId: user.userId }, { userId: organizer.userId }, 10),
      403,
      'FORBIDDEN',
    );
    restError(
      await transfer(organizer.token, { userId: organizer.userId }, { userId: user.userId }, 10),
      403,
      'FORBIDDEN',
    );
    expect(
      await call(p, user.token, TRANSFER, {
        input: {
          from: { userId: user.userId },
          to: { userId: organizer.userId },
          amount: 1,
          reference: 'mine',
        },
      }),
    ).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await entryCount()).toBe(before);
  });
});

describe('concurrent transfers', () => {
  it('20 each way between two wallets at once: no deadlock, no balance below zero, the total unchanged', async () => {
    const [a, b] = [await funded(100), await funded(100)];
    const total = await tenantCredits(p, t.tenantId);
    const moves = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? { from: a, to: b } : { from: b, to: a },
    );
    const answers = await Promise.all(
      moves.map((m) => transfer(t.admin.token, { userId: m.from }, { userId: m.to }, 15)),
    );
    // Every answer is a transfer or a refusal for want of credits: never a deadlock or another failure.
    for (const answer of answers) expect([201, 402]).toContain(answer.status);
    const done = moves.filter((_, i) => answers[i].status === 201);
    const net = done.reduce((sum, m) => sum + (m.from === a ? -15 : 15), 0);
    expect([await balanceOf(p, t.tenantId, a), await balanceOf(p, t.tenantId, b)]).toEqual([
      100 + net,
      100 - net,
    ]);
    expect(
      await p.prisma.walletEntry.count({
        where: { wallet: { userId: { in: [a, b] } }, transferId: { not: null } },
      }),
    ).toBe(2 * done.length);
    expect(done.length).toBeGreaterThan(0);
    expect(await tenantCredits(p, t.tenantId)).toBe(total);
  });

  it('never lets concurrent transfers and reserves drive a balance below zero', async () => {
    const a = await funded(100);
    const targets = [await funded(0), await funded(0)];
    const transfers = Array.from({ length: 8 }, (_, i) =>
      transfer(t.admin.token, { userId: a }, { userId: targets[i % 2] }, 10),
    );
    const reserves = Array.from({ length: 8 }, () =>
      call(p, system, RESERVE, { input: reserveInput(a, 10) }),
    );
    const [moved, reserved] = await Promise.all([Promise.all(transfers), Promise.all(reserves)]);
    const succeeded =
      moved.filter((r) => r.status === 201).length + reserved.filter((r) => !r.code).length;
    expect(succeeded).toBe(10);
    expect([
      ...moved.filter((r) => r.status !== 201).map((r) => r.body.error.code),
      ...reserved.filter((r) => r.code).map((r) => r.code),
    ]).toEqual(Array(6).fill('ERR_INSUFFICIENT_CREDITS'));
    expect(await balanceOf(p, t.tenantId, a)).toBe(0);
  });
});

describe('the database', () => {
  it('refuses at commit a transfer entry without its opposite, or a pair that does not sum to zero', async () => {
    const [a, b] = [await funded(10), await funded(10)];
    const [walletA, walletB] = await Promise.all(
      [a, b].map((userId) => p.prisma.wallet.findUniqueOrThrow({ where: { userId } })),
    );
    const before = await entryCount();
    const entry = (walletId: string, amount: number, transferId: string) =>
      p.prisma.walletEntry.create({
        data: {
          tenantId: t.tenantId,
          walletId,
          amount,
          kind: amount < 0 ? 'transfer_out' : 'transfer_in',
          transferId,
          reference: 'forged',
        },
      });
    const minted = randomUUID();
    await expect(
      p.prisma.$transaction([
        entry(walletA.id, 500, minted),
        p.prisma.wallet.update({
          where: { id: walletA.id },
          data: { balance: { increment: 500 } },
        }),
      ]),
    ).rejects.toThrow(/must be two entries of opposite amounts/);
    const unbalanced = randomUUID();
    await expect(
      p.prisma.$transaction([entry(walletA.id, -5, unbalanced), entry(walletB.id, 8, unbalanced)]),
    ).rejects.toThrow(/must be two entries of opposite amounts/);
    expect(await entryCount()).toBe(before);
    expect([await balanceOf(p, t.tenantId, a), await balanceOf(p, t.tenantId, b)]).toEqual([
      10, 10,
    ]);
  });
});

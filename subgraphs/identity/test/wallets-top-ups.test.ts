import { call, type Json, ok, restData, restError } from '../../../test/answers';
import type { PlatformEvent } from '../../../lib/events/bus';
import { publishedOutboxRow, recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  balanceOf,
  CREATE_TEAM,
  expectLedgerConsistent,
  RESERVE,
  reserveInput,
  systemToken,
  TEAM_WALLET,
  TOP_UP,
} from './wallets-helpers';

let published: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  published = recordBusEvents(
    p.platform.events,
    ['payment.completed', 'payment.failed'],
    async (event) => {
      // Published after the commit: the outbox row is there for anyone else to read.
      const stored = await p.prisma.outboxEvent.findUnique({ where: { id: event.id } });
      return {
        ...event,
        data: { ...(event.data as object), storedBeforePublish: stored !== null },
      };
    },
  );
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

const matching = (type: string, reference: string) => (e: PlatformEvent) =>
  e.type === type && (e.data as { reference: string }).reference === reference;
const eventsOf = (type: string, reference: string) => published.waitFor(matching(type, reference));
const noEventsOf = (type: string, reference: string) =>
  published.settled(matching(type, reference));

describe('top-up', () => {
  it("credits a user's wallet on a payment (role system, REST 201) and records payment.completed with the entry", async () => {
    const member = await addUser(p, t.admin);
    const body = { userId: member.userId, amount: 750, reference: 'invoice 2026-001' };
    const data = restData(
      await p.rest('POST', '/auth/v1/wallet/top-up', { token: systemToken(t.tenantId), body }),
      201,
    );
    expect(data.wallet).toMatchObject({
      ownerType: 'user',
      userId: member.userId,
      teamId: null,
      balance: 750,
      currency: 'credits',
    });
    expect(data.entry).toMatchObject({
      walletId: data.wallet.id,
      amount: 750,
      kind: 'topup',
      reservationId: null,
      transferId: null,
      reference: 'invoice 2026-001',
    });

    const [event] = await eventsOf('payment.completed', 'invoice 2026-001');
    expect(event).toMatchObject({
      type: 'payment.completed',
      tenantId: t.tenantId,
      time: expect.any(String),
      data: {
        walletId: data.wallet.id,
        amount: 750,
        reference: 'invoice 2026-001',
        entryId: data.entry.id,
        storedBeforePublish: true,
      },
    });
    const stored = await publishedOutboxRow(p.prisma, event.id);
    expect(stored).toMatchObject({
      tenantId: t.tenantId,
      type: 'payment.completed',
      publishedAt: expect.any(Date),
    });
    expect(stored.data).toEqual({
      walletId: data.wallet.id,
      amount: 750,
      reference: 'invoice 2026-001',
      entryId: data.entry.id,
    });

    // A second top-up adds to the first.
    await ok(p, systemToken(t.tenantId), TOP_UP, {
      input: { userId: member.userId, amount: 250, reference: 'invoice 2026-002' },
    });
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(1000);
  });

  it("credits a team's wallet (role system)", async () => {
    const team = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Studio' } });
    const result = await ok(p, systemToken(t.tenantId), TOP_UP, {
      input: { teamId: team.id, amount: 300, reference: 'team budget' },
    });
    expect(result.wallet).toMatchObject({
      ownerType: 'team',
      teamId: team.id,
      userId: null,
      balance: 300,
    });
    expect(await ok(p, t.admin.token, TEAM_WALLET, { teamId: team.id })).toMatchObject({
      id: result.wallet.id,
      balance: 300,
    });
    expect(await eventsOf('payment.completed', 'team budget')).toHaveLength(1);
  });

  it('is refused to admins, organizers and users (403): nothing is written and no payment event recorded', async () => {
    const member = await addUser(p, t.admin);
    const before = {
      events: await p.prisma.outboxEvent.count(),
      entries: await p.prisma.walletEntry.count({ where: { tenantId: t.tenantId } }),
    };
    for (const session of [t.admin, t.organizer, t.user]) {
      for (const body of [
        { userId: session.userId, amount: 10, reference: 'self service' },
        { userId: member.userId, amount: 10, reference: 'self service' },
      ]) {
        restError(
          await p.rest('POST', '/auth/v1/wallet/top-up', { token: session.token, body }),
          403,
          'FORBIDDEN',
        );
      }
    }
    expect(
      await call(p, t.admin.token, TOP_UP, {
        input: { userId: member.userId, amount: 10, reference: 'self service' },
      }),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403, data: null });
    expect(await p.prisma.outboxEvent.count()).toBe(before.events);
    expect(await p.prisma.walletEntry.count({ where: { tenantId: t.tenantId } })).toBe(
      before.entries,
    );
    // Not even a wallet: the role is checked before anything is read.
    expect(await p.prisma.wallet.count({ where: { userId: member.userId } })).toBe(0);
    expect(await noEventsOf('payment.failed', 'self service')).toHaveLength(0);
    expect(await noEventsOf('payment.completed', 'self service')).toHaveLength(0);
  });

  it('lets no one mint credits by signing up: the self-registered admin of a new tenant gets 403 and holds 0', async () => {
    const registered = restData(
      await p.rest('POST', '/auth/v1/register', {
        body: {
          email: `minter-${Date.now()}@example.test`,
          password: 'correct-horse-battery',
          name: 'Minter',
          tenantName: 'Mint',
        },
      }),
      201,
    );
    const { accessToken: token, user, tenant } = registered;
    expect(user.roles).toEqual(['admin']);
    const res = await p.rest('POST', '/auth/v1/wallet/top-up', {
      token,
      body: { userId: user.id, amount: 1_000_000, reference: 'free money' },
    });
    restError(res, 403, 'FORBIDDEN');
    expect(restData(await p.rest('GET', '/auth/v1/wallet', { token }), 200)).toMatchObject({
      userId: user.id,
      balance: 0,
    });
    expect(restData(await p.rest('GET', '/auth/v1/wallet/entries', { token }), 200)).toEqual([]);
    expect(
      await p.prisma.outboxEvent.count({
        where: { tenantId: tenant.id, type: { startsWith: 'payment.' } },
      }),
    ).toBe(0);
    await expectLedgerConsistent(p, tenant.id);
  });
});

describe('refused top-ups record payment.failed', () => {
  async function refused(input: Json, status: number, code: string): Promise<PlatformEvent> {
    const res = await p.rest('POST', '/auth/v1/wallet/top-up', {
      token: systemToken(t.tenantId),
      body: input,
    });
    const error = restError(res, status, code);
    const events = await eventsOf('payment.failed', input.reference);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.data).toMatchObject({
      code,
      reason: error.message,
      amount: input.amount,
      storedBeforePublish: true,
    });
    const stored = await publishedOutboxRow(p.prisma, event.id);
    expect(stored).toMatchObject({
      type: 'payment.failed',
      tenantId: t.tenantId,
      publishedAt: expect.any(Date),
    });
    return event;
  }

  it('over the per-top-up limit, or not a positive whole number of credits: 400', async () => {
    const event = await refused(
      { userId: t.user.userId, amount: 1_000_001, reference: 'too much' },
      400,
      'VALIDATION_FAILED',
    );
    expect(event.data).toMatchObject({ userId: t.user.userId, teamId: null, walletId: null });
    await refused(
      { userId: t.user.userId, amount: 0, reference: 'nothing' },
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      { userId: t.user.userId, amount: -5, reference: 'negative' },
      400,
      'VALIDATION_FAILED',
    );
    expect(await balanceOf(p, t.tenantId, t.user.userId)).toBe(0);
  });

  it('a target that is missing, doubled or malformed: 400 with the fields', async () => {
    const both = await p.rest('POST', '/auth/v1/wallet/top-up', {
      token: systemToken(t.tenantId),
      body: { userId: t.user.userId, teamId: t.user.userId, amount: 1, reference: 'both' },
    });
    expect(restError(both, 400, 'VALIDATION_FAILED').details).toEqual([
      { field: 'teamId', problem: 'cannot be combined with userId' },
    ]);
    const none = await p.rest('POST', '/auth/v1/wallet/top-up', {
      token: systemToken(t.tenantId),
      body: { amount: 1, reference: '' },
    });
    expect(
      restError(none, 400, 'VALIDATION_FAILED')
        .details.map((d: Json) => d.field)
        .sort(),
    ).toEqual(['reference', 'userId']);
    await refused(
      { userId: 'not-a-uuid', amount: 1, reference: 'malformed' },
      400,
      'VALIDATION_FAILED',
    );
  });

  it("another tenant's user or team, or an unknown one: 404", async () => {
    const other = await p.newTenant();
    const foreignTeam = await ok(p, other.admin.token, CREATE_TEAM, { input: { name: 'Theirs' } });
    await refused(
      { userId: other.user.userId, amount: 5, reference: 'foreign user' },
      404,
      'NOT_FOUND',
    );
    await refused(
      { teamId: foreignTeam.id, amount: 5, reference: 'foreign team' },
      404,
      'NOT_FOUND',
    );
    await refused(
      { userId: '7d0f9d4e-59a4-4a4b-9d53-2f4f1b9c8a11', amount: 5, reference: 'unknown user' },
      404,
      'NOT_FOUND',
    );
    expect(await p.prisma.wallet.count({ where: { tenantId: other.tenantId } })).toBe(0);
  });

  it('a wallet that would hold more than 1,000,000,000 credits (reservations included): 400', async () => {
    const member = await addUser(p, t.admin);
    await ok(p, systemToken(t.tenantId), TOP_UP, {
      input: { userId: member.userId, amount: 1_000_000, reference: 'start' },
    });
    const wallet = await p.prisma.wallet.findUniqueOrThrow({ where: { userId: member.userId } });
    // Fill it close to the ceiling straight in the database, keeping the ledger's sum.
    await p.prisma.$transaction([
      p.prisma.walletEntry.create({
        data: {
          tenantId: t.tenantId,
          walletId: wallet.id,
          amount: 998_999_990,
          kind: 'topup',
          reference: 'fill',
        },
      }),
      p.prisma.wallet.update({
        where: { id: wallet.id },
        data: { balance: { increment: 998_999_990 } },
      }),
    ]);
    await ok(p, systemToken(t.tenantId), RESERVE, { input: reserveInput(member.userId, 500_000) });
    const event = await refused(
      { userId: member.userId, amount: 11, reference: 'over the ceiling' },
      400,
      'VALIDATION_FAILED',
    );
    expect(event.data).toMatchObject({ walletId: wallet.id });
    await ok(p, systemToken(t.tenantId), TOP_UP, {
      input: { userId: member.userId, amount: 10, reference: 'up to the ceiling' },
    });
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(1_000_000_000 - 500_000);
  });

  it('a top-up by GraphQL answers the same errors', async () => {
    const res = await call(p, systemToken(t.tenantId), TOP_UP, {
      input: { userId: t.user.userId, amount: 2_000_000, reference: 'graphql too much' },
    });
    expect(res).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      details: [{ field: 'amount', problem: 'must be at most 1000000' }],
    });
    expect(await eventsOf('payment.failed', 'graphql too much')).toHaveLength(1);
  });
});

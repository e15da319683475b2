import type { PlatformEvent } from '../../../lib/events/bus';
import { publishedOutboxRow, recordBusEvents, type EventRecorder } from '../../../test/events';
import { usePlatform, type TenantFixture, type TestPlatform } from '../../../test/harness';
import {
  addUser,
  balanceOf,
  call,
  CREATE_TEAM,
  expectLedgerConsistent,
  ok,
  RESERVE,
  reserveInput,
  restData,
  restError,
  systemToken,
  TEAM_WALLET,
  TOP_UP,
  type Json,
} from './wallets-helpers';

let p: TestPlatform;
let t: TenantFixture;
let published: EventRecorder;
usePlatform((platform, tenant) => {
  p = platform;
  t = tenant;
  published = recordBusEvents(p.platform.events, ['payment.completed', 'payment.failed'], async (event) => {
    // Published after the commit: the outbox row is there for anyone else to read.
    const stored = await p.prisma.outboxEvent.findUnique({ where: { id: event.id } });
    return { ...event, data: { ...(event.data as object), storedBeforePublish: stored !== null } };
  });
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

const matching = (type: string, reference: string) => (e: PlatformEvent) => e.type === type && (e.data as { reference: string }).reference === reference;
const eventsOf = (type: string, reference: string) => published.waitFor(matching(type, reference));
const noEventsOf = (type: string, reference: string) => published.settled(matching(type, reference));

describe('top-up', () => {
  it("credits a user's wallet (admin, REST 201) and records payment.completed with the entry", async () => {
    const member = await addUser(p, t.admin);
    const body = { userId: member.userId, amount: 750, reference: 'invoice 2026-001' };
    const data = restData(await p.rest('POST', '/auth/v1/wallet/top-up', { token: t.admin.token, body }), 201);
    expect(data.wallet).toMatchObject({ ownerType: 'user', userId: member.userId, teamId: null, balance: 750, currency: 'credits' });
    expect(data.entry).toMatchObject({ walletId: data.wallet.id, amount: 750, kind: 'topup', reservationId: null, reference: 'invoice 2026-001' });

    const [event] = await eventsOf('payment.completed', 'invoice 2026-001');
    expect(event).toMatchObject({
      type: 'payment.completed',
      tenantId: t.tenantId,
      time: expect.any(String),
      data: { walletId: data.wallet.id, amount: 750, reference: 'invoice 2026-001', entryId: data.entry.id, storedBeforePublish: true },
    });
    const stored = await publishedOutboxRow(p.prisma, event.id);
    expect(stored).toMatchObject({ tenantId: t.tenantId, type: 'payment.completed', publishedAt: expect.any(Date) });
    expect(stored.data).toEqual({ walletId: data.wallet.id, amount: 750, reference: 'invoice 2026-001', entryId: data.entry.id });

    // A second top-up adds to the first.
    await ok(p, t.admin.token, TOP_UP, { input: { userId: member.userId, amount: 250, reference: 'invoice 2026-002' } });
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(1000);
  });

  it("lets the system role top up, and credits a team's wallet", async () => {
    const team = await ok(p, t.admin.token, CREATE_TEAM, { input: { name: 'Studio' } });
    const system = systemToken(t.tenantId);
    const result = await ok(p, system, TOP_UP, { input: { teamId: team.id, amount: 300, reference: 'team budget' } });
    expect(result.wallet).toMatchObject({ ownerType: 'team', teamId: team.id, userId: null, balance: 300 });
    expect(await ok(p, t.admin.token, TEAM_WALLET, { teamId: team.id })).toMatchObject({ id: result.wallet.id, balance: 300 });
    expect(await eventsOf('payment.completed', 'team budget')).toHaveLength(1);
  });

  it('is refused to users and organizers (403) without any payment event', async () => {
    const before = await p.prisma.outboxEvent.count();
    for (const session of [t.user, t.organizer]) {
      const res = await p.rest('POST', '/auth/v1/wallet/top-up', { token: session.token, body: { userId: session.userId, amount: 10, reference: 'self service' } });
      restError(res, 403, 'FORBIDDEN');
    }
    expect(await p.prisma.outboxEvent.count()).toBe(before);
    expect(await noEventsOf('payment.failed', 'self service')).toHaveLength(0);
  });
});

describe('refused top-ups record payment.failed', () => {
  async function refused(input: Json, status: number, code: string): Promise<PlatformEvent> {
    const res = await p.rest('POST', '/auth/v1/wallet/top-up', { token: t.admin.token, body: input });
    const error = restError(res, status, code);
    const events = await eventsOf('payment.failed', input.reference);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.data).toMatchObject({ code, reason: error.message, amount: input.amount, storedBeforePublish: true });
    const stored = await publishedOutboxRow(p.prisma, event.id);
    expect(stored).toMatchObject({ type: 'payment.failed', tenantId: t.tenantId, publishedAt: expect.any(Date) });
    return event;
  }

  it('over the per-top-up limit, or not a positive whole number of credits: 400', async () => {
    const event = await refused({ userId: t.user.userId, amount: 1_000_001, reference: 'too much' }, 400, 'VALIDATION_FAILED');
    expect(event.data).toMatchObject({ userId: t.user.userId, teamId: null, walletId: null });
    await refused({ userId: t.user.userId, amount: 0, reference: 'nothing' }, 400, 'VALIDATION_FAILED');
    await refused({ userId: t.user.userId, amount: -5, reference: 'negative' }, 400, 'VALIDATION_FAILED');
    expect(await balanceOf(p, t.tenantId, t.user.userId)).toBe(0);
  });

  it('a target that is missing, doubled or malformed: 400 with the fields', async () => {
    const both = await p.rest('POST', '/auth/v1/wallet/top-up', { token: t.admin.token, body: { userId: t.user.userId, teamId: t.user.userId, amount: 1, reference: 'both' } });
    expect(restError(both, 400, 'VALIDATION_FAILED').details).toEqual([{ field: 'teamId', problem: 'cannot be combined with userId' }]);
    const none = await p.rest('POST', '/auth/v1/wallet/top-up', { token: t.admin.token, body: { amount: 1, reference: '' } });
    expect(restError(none, 400, 'VALIDATION_FAILED').details.map((d: Json) => d.field).sort()).toEqual(['reference', 'userId']);
    await refused({ userId: 'not-a-uuid', amount: 1, reference: 'malformed' }, 400, 'VALIDATION_FAILED');
  });

  it("another tenant's user or team, or an unknown one: 404", async () => {
    const other = await p.newTenant();
    const foreignTeam = await ok(p, other.admin.token, CREATE_TEAM, { input: { name: 'Theirs' } });
    await refused({ userId: other.user.userId, amount: 5, reference: 'foreign user' }, 404, 'NOT_FOUND');
    await refused({ teamId: foreignTeam.id, amount: 5, reference: 'foreign team' }, 404, 'NOT_FOUND');
    await refused({ userId: '7d0f9d4e-59a4-4a4b-9d53-2f4f1b9c8a11', amount: 5, reference: 'unknown user' }, 404, 'NOT_FOUND');
    expect(await p.prisma.wallet.count({ where: { tenantId: other.tenantId } })).toBe(0);
  });

  it('a wallet that would hold more than 1,000,000,000 credits (reservations included): 400', async () => {
    const member = await addUser(p, t.admin);
    await ok(p, t.admin.token, TOP_UP, { input: { userId: member.userId, amount: 1_000_000, reference: 'start' } });
    const wallet = await p.prisma.wallet.findUniqueOrThrow({ where: { userId: member.userId } });
    // Fill it close to the ceiling straight in the database, keeping the ledger's sum.
    await p.prisma.$transaction([
      p.prisma.walletEntry.create({ data: { tenantId: t.tenantId, walletId: wallet.id, amount: 998_999_990, kind: 'topup', reference: 'fill' } }),
      p.prisma.wallet.update({ where: { id: wallet.id }, data: { balance: { increment: 998_999_990 } } }),
    ]);
    await ok(p, systemToken(t.tenantId), RESERVE, { input: reserveInput(member.userId, 500_000) });
    const event = await refused({ userId: member.userId, amount: 11, reference: 'over the ceiling' }, 400, 'VALIDATION_FAILED');
    expect(event.data).toMatchObject({ walletId: wallet.id });
    await ok(p, t.admin.token, TOP_UP, { input: { userId: member.userId, amount: 10, reference: 'up to the ceiling' } });
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(1_000_000_000 - 500_000);
  });

  it('a top-up by GraphQL answers the same errors', async () => {
    const res = await call(p, t.admin.token, TOP_UP, { input: { userId: t.user.userId, amount: 2_000_000, reference: 'graphql too much' } });
    expect(res).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, details: [{ field: 'amount', problem: 'must be at most 1000000' }] });
    expect(await eventsOf('payment.failed', 'graphql too much')).toHaveLength(1);
  });
});

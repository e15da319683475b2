import { call, ok, restData, restError } from '../../../test/answers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../../prisma/seed';
import { platformFixture } from '../../../test/fixture';
import {
  addUser,
  ENTRY,
  expectLedgerConsistent,
  fund,
  RESERVATION,
  RESERVE,
  reserveInput,
  SETTLE,
  systemToken,
  WALLET,
  WALLET_OF,
} from './wallets-helpers';

const { p, t } = platformFixture();

afterEach(() => expectLedgerConsistent(p, t.tenantId));

const WALLET_WITH_ENTRIES = `query($limit: Int, $cursor: String) { wallet { ${WALLET} entries(limit: $limit, cursor: $cursor) { nodes { ${ENTRY} } pageInfo { endCursor hasNextPage limit } } } }`;

describe('GET /auth/v1/wallet', () => {
  it("answers the caller's wallet, created with balance 0 on first use", async () => {
    const member = await addUser(p, t.admin);
    const first = restData(await p.rest('GET', '/auth/v1/wallet', { token: member.token }), 200);
    expect(first).toEqual({
      id: expect.any(String),
      ownerType: 'user',
      userId: member.userId,
      teamId: null,
      balance: 0,
      currency: 'credits',
      createdAt: expect.any(String),
    });
    expect(restData(await p.rest('GET', '/auth/v1/wallet', { token: member.token }), 200)).toEqual(
      first,
    );
    // Concurrent first uses make one wallet.
    const other = await addUser(p, t.admin);
    const ids = await Promise.all(
      Array.from(
        { length: 5 },
        async () =>
          restData(await p.rest('GET', '/auth/v1/wallet', { token: other.token }), 200).id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it("lets admins and system read another user's wallet; users get 403; another tenant's user is 404", async () => {
    await fund(p, t.tenantId, { userId: t.user.userId }, 42);
    expect(
      restData(
        await p.rest('GET', `/auth/v1/wallet?userId=${t.user.userId}`, { token: t.admin.token }),
        200,
      ),
    ).toMatchObject({ balance: 42 });
    expect(
      await ok(p, systemToken(t.tenantId), WALLET_OF, { userId: t.user.userId }),
    ).toMatchObject({ balance: 42 });
    restError(
      await p.rest('GET', `/auth/v1/wallet?userId=${t.admin.userId}`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    expect(
      restData(
        await p.rest('GET', `/auth/v1/wallet?userId=${t.user.userId}`, { token: t.user.token }),
        200,
      ),
    ).toMatchObject({ balance: 42 });
    const other = await p.newTenant();
    restError(
      await p.rest('GET', `/auth/v1/wallet?userId=${other.user.userId}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    expect(
      await call(p, systemToken(other.tenantId), WALLET_OF, { userId: t.user.userId }),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('needs a token (401)', async () => {
    restError(await p.rest('GET', '/auth/v1/wallet'), 401, 'UNAUTHENTICATED');
  });
});

describe('ledger', () => {
  it('lists entries newest first with cursor pagination, on the wallet and at /wallet/entries', async () => {
    const member = await addUser(p, t.admin);
    const system = systemToken(t.tenantId);
    await fund(p, t.tenantId, { userId: member.userId }, 100);
    const charged = reserveInput(member.userId, 30);
    const released = reserveInput(member.userId, 20);
    // Entries of the same millisecond sort by id; these steps are kept apart so the order is known.
    const steps = [
      () => ok(p, system, RESERVE, { input: charged }),
      () =>
        ok(p, system, SETTLE, {
          input: { reservationId: charged.reservationId, outcome: 'charge' },
        }),
      () => ok(p, system, RESERVE, { input: released }),
      () =>
        ok(p, system, SETTLE, {
          input: { reservationId: released.reservationId, outcome: 'release' },
        }),
    ];
    for (const step of steps) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await step();
    }

    const wallet = await ok(p, member.token, WALLET_WITH_ENTRIES, { limit: 10 });
    expect(wallet.balance).toBe(70);
    expect(
      wallet.entries.nodes.map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ['release', 20],
      ['reserve', -20],
      ['charge', 0],
      ['reserve', -30],
      ['topup', 100],
    ]);
    expect(wallet.entries.nodes[0]).toMatchObject({
      walletId: wallet.id,
      reservationId: released.reservationId,
      reference: released.reference,
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await p.rest(
        'GET',
        `/auth/v1/wallet/entries?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: member.token },
      );
      seen.push(...restData(res, 200).map((e: { id: string }) => e.id));
      cursor = res.body.page.has_more ? res.body.page.next_cursor : null;
    } while (cursor);
    expect(seen).toEqual(wallet.entries.nodes.map((e: { id: string }) => e.id));

    restError(
      await p.rest('GET', '/auth/v1/wallet/entries?limit=101', { token: member.token }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('GET', '/auth/v1/wallet/entries?cursor=garbage', { token: member.token }),
      400,
      'VALIDATION_FAILED',
    );
    const byAdmin = await p.rest('GET', `/auth/v1/wallet/entries?userId=${member.userId}`, {
      token: t.admin.token,
    });
    expect(restData(byAdmin, 200)).toHaveLength(5);
    restError(
      await p.rest('GET', `/auth/v1/wallet/entries?userId=${member.userId}`, {
        token: t.user.token,
      }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest(
        'GET',
        `/auth/v1/wallet/entries?userId=${member.userId}&teamId=${member.userId}`,
        { token: t.admin.token },
      ),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('shows a reservation to admins and system only', async () => {
    const system = systemToken(t.tenantId);
    await fund(p, t.tenantId, { userId: t.organizer.userId }, 10);
    const input = reserveInput(t.organizer.userId, 10);
    const reservation = await ok(p, system, RESERVE, { input });
    const query = `query($id: ID!) { creditReservation(id: $id) { ${RESERVATION} } }`;
    expect(await ok(p, t.admin.token, query, { id: input.reservationId })).toEqual(reservation);
    expect(await call(p, t.organizer.token, query, { id: input.reservationId })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await call(p, systemToken((await p.newTenant()).tenantId), query, {
        id: input.reservationId,
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('demo seed', () => {
  it('gives every demo account 5,000 credits as one system top-up with its payment.completed, once', async () => {
    expect(await seedDemo(p.prisma)).toBe(true);
    expect(await seedDemo(p.prisma)).toBe(false);
    const demo = await p.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS[0].email },
    });
    const payments = await p.prisma.outboxEvent.findMany({
      where: { tenantId: demo.tenantId, type: 'payment.completed' },
    });
    expect(payments).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const login = await p.rest('POST', '/auth/v1/login', {
        body: { email: account.email, password: DEMO_PASSWORD },
      });
      const token = login.body.data.accessToken;
      expect(restData(await p.rest('GET', '/auth/v1/wallet', { token }), 200)).toMatchObject({
        balance: 5000,
        currency: 'credits',
      });
      const entries = restData(await p.rest('GET', '/auth/v1/wallet/entries', { token }), 200);
      expect(entries).toEqual([
        expect.objectContaining({ kind: 'topup', amount: 5000, reference: 'development seed' }),
      ]);
      expect(
        payments.filter((e) => (e.data as { entryId: string }).entryId === entries[0].id),
      ).toHaveLength(1);
    }
    await expectLedgerConsistent(p, demo.tenantId);
  });
});

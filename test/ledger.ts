import type { TestPlatform } from './harness';

const SETTLEMENT: Record<string, { kind: string; sign: number } | null> = {
  reserved: null,
  charged: { kind: 'charge', sign: 0 },
  released: { kind: 'release', sign: 1 },
  refunded: { kind: 'refund', sign: 1 },
};

const byKind = (a: { kind: string }, b: { kind: string }) => a.kind.localeCompare(b.kind);

/**
 * The ledger's invariants for every wallet of the tenant, read straight from the database: each
 * balance is the sum of its entries and never negative; each reservation has exactly one reserve
 * entry of -amount and, once settled, exactly one settlement entry of its outcome; each transfer
 * is exactly one transfer_out of -amount and one transfer_in of +amount, in two different wallets.
 */
export async function expectLedgerConsistent(p: TestPlatform, tenantId: string): Promise<void> {
  const [wallets, sums, reservations, transferEntries] = await Promise.all([
    p.prisma.wallet.findMany({ where: { tenantId } }),
    p.prisma.walletEntry.groupBy({ by: ['walletId'], where: { tenantId }, _sum: { amount: true } }),
    p.prisma.creditReservation.findMany({ where: { tenantId } }),
    p.prisma.walletEntry.findMany({ where: { tenantId, transferId: { not: null } } }),
  ]);
  const sumOf = new Map(sums.map((row) => [row.walletId, row._sum.amount ?? 0]));
  for (const wallet of wallets) {
    expect({ wallet: wallet.id, balance: wallet.balance }).toEqual({
      wallet: wallet.id,
      balance: sumOf.get(wallet.id) ?? 0,
    });
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
  }
  const entries = await p.prisma.walletEntry.findMany({
    where: { tenantId, reservationId: { in: reservations.map((r) => r.id) } },
  });
  for (const reservation of reservations) {
    const expected = [
      { kind: 'reserve', amount: -reservation.amount, walletId: reservation.walletId },
    ];
    const settled = SETTLEMENT[reservation.status];
    if (settled)
      expected.push({
        kind: settled.kind,
        amount: settled.sign * reservation.amount,
        walletId: reservation.walletId,
      });
    const actual = entries
      .filter((e) => e.reservationId === reservation.id)
      .map((e) => ({ kind: e.kind as string, amount: e.amount, walletId: e.walletId }));
    expect({ reservation: reservation.id, entries: actual.sort(byKind) }).toEqual({
      reservation: reservation.id,
      entries: expected.sort(byKind),
    });
  }
  const transfers = new Map<string, typeof transferEntries>();
  for (const entry of transferEntries)
    transfers.set(entry.transferId!, [...(transfers.get(entry.transferId!) ?? []), entry]);
  for (const [transferId, pair] of transfers) {
    const credited = pair.find((e) => e.kind === 'transfer_in')?.amount ?? 0;
    const actual = pair.map((e) => ({ kind: e.kind as string, amount: e.amount })).sort(byKind);
    expect({ transferId, entries: actual }).toEqual({
      transferId,
      entries: [
        { kind: 'transfer_in', amount: credited },
        { kind: 'transfer_out', amount: -credited },
      ],
    });
    expect(credited).toBeGreaterThan(0);
    expect(new Set(pair.map((e) => e.walletId)).size).toBe(2);
  }
}

/** Every credit the tenant's wallets hold now (reserved credits are already out of the balances). */
export async function tenantCredits(p: TestPlatform, tenantId: string): Promise<number> {
  const { _sum } = await p.prisma.wallet.aggregate({
    where: { tenantId },
    _sum: { balance: true },
  });
  return _sum.balance ?? 0;
}

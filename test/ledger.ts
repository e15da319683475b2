import type { TestPlatform } from './harness';

const SETTLEMENT: Record<string, { kind: string; sign: number } | null> = {
  reserved: null,
  charged: { kind: 'charge', sign: 0 },
  released: { kind: 'release', sign: 1 },
  refunded: { kind: 'refund', sign: 1 },
};

const byKind = (a: { kind: string }, b: { kind: string }) => a.kind.localeCompare(b.kind);

/**
 * The ledger's invariants for every wallet of the tenant, read straight from the database in
 * three queries: each balance is the sum of its entries and never negative; each reservation has
 * exactly one reserve entry of -amount and, once settled, exactly one settlement entry of its outcome.
 */
export async function expectLedgerConsistent(p: TestPlatform, tenantId: string): Promise<void> {
  const [wallets, sums, reservations] = await Promise.all([
    p.prisma.wallet.findMany({ where: { tenantId } }),
    p.prisma.walletEntry.groupBy({ by: ['walletId'], where: { tenantId }, _sum: { amount: true } }),
    p.prisma.creditReservation.findMany({ where: { tenantId } }),
  ]);
  const sumOf = new Map(sums.map((row) => [row.walletId, row._sum.amount ?? 0]));
  for (const wallet of wallets) {
    expect({ wallet: wallet.id, balance: wallet.balance }).toEqual({ wallet: wallet.id, balance: sumOf.get(wallet.id) ?? 0 });
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
  }
  const entries = await p.prisma.walletEntry.findMany({ where: { tenantId, reservationId: { in: reservations.map((r) => r.id) } } });
  for (const reservation of reservations) {
    const expected = [{ kind: 'reserve', amount: -reservation.amount, walletId: reservation.walletId }];
    const settled = SETTLEMENT[reservation.status];
    if (settled) expected.push({ kind: settled.kind, amount: settled.sign * reservation.amount, walletId: reservation.walletId });
    const actual = entries.filter((e) => e.reservationId === reservation.id).map((e) => ({ kind: e.kind as string, amount: e.amount, walletId: e.walletId }));
    expect({ reservation: reservation.id, entries: actual.sort(byKind) }).toEqual({ reservation: reservation.id, entries: expected.sort(byKind) });
  }
}

import { randomUUID } from 'node:crypto';
import { systemToken } from '../../../test/accounts';
import { ok } from '../../../test/answers';
import type { TestPlatform } from '../../../test/harness';

export { addUser, systemToken } from '../../../test/accounts';
export { call, ok, restData, restError, type Json, type Outcome } from '../../../test/answers';

// Helpers of the wallets feature's tests (wallets, ledger, reservations, teams, top-ups).

export const RESERVATION = 'id walletId amount status reference createdAt settledAt';
export const WALLET = 'id ownerType userId teamId balance currency createdAt';
export const ENTRY = 'id walletId amount kind reservationId reference createdAt';
export const TEAM = 'id tenantId name createdBy createdAt members { userId role addedAt }';

export const RESERVE = `mutation($input: ReserveCreditsInput!) { reserveCredits(input: $input) { ${RESERVATION} } }`;
export const SETTLE = `mutation($input: SettleCreditsInput!) { settleCredits(input: $input) { ${RESERVATION} } }`;
export const TOP_UP = `mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { ${WALLET} } entry { ${ENTRY} } } }`;
export const WALLET_OF = `query($userId: ID) { wallet(userId: $userId) { ${WALLET} } }`;
export const TEAM_WALLET = `query($teamId: ID!) { teamWallet(teamId: $teamId) { ${WALLET} } }`;
export const CREATE_TEAM = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM} } }`;
export const ADD_MEMBER = `mutation($teamId: ID!, $input: AddTeamMemberInput!) { addTeamMember(teamId: $teamId, input: $input) { ${TEAM} } }`;

export function reserveInput(userId: string, amount: number, extra: { teamId?: string; reservationId?: string; reference?: string } = {}) {
  const reservationId = extra.reservationId ?? `job-${randomUUID()}:1`;
  return { reservationId, userId, amount, reference: extra.reference ?? `job ${reservationId}`, ...(extra.teamId ? { teamId: extra.teamId } : {}) };
}

/** Gives a user (or a team) credits through the API, as the platform would. */
export async function fund(p: TestPlatform, tenantId: string, target: { userId: string } | { teamId: string }, amount: number): Promise<void> {
  await ok(p, systemToken(tenantId), TOP_UP, { input: { ...target, amount, reference: `test funding ${randomUUID()}` } });
}

export async function balanceOf(p: TestPlatform, tenantId: string, userId: string): Promise<number> {
  return (await ok(p, systemToken(tenantId), WALLET_OF, { userId })).balance;
}

/**
 * The ledger's invariants for every wallet of the tenant, read straight from the database:
 * each balance is the sum of its entries and never negative; each reservation has exactly one
 * reserve entry of -amount and, once settled, exactly one settlement entry of its outcome.
 */
export async function expectLedgerConsistent(p: TestPlatform, tenantId: string): Promise<void> {
  const wallets = await p.prisma.wallet.findMany({ where: { tenantId } });
  for (const wallet of wallets) {
    const { _sum } = await p.prisma.walletEntry.aggregate({ where: { walletId: wallet.id }, _sum: { amount: true } });
    expect({ wallet: wallet.id, balance: wallet.balance }).toEqual({ wallet: wallet.id, balance: _sum.amount ?? 0 });
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
  }
  const settlement: Record<string, { kind: string; sign: number } | null> = {
    reserved: null,
    charged: { kind: 'charge', sign: 0 },
    released: { kind: 'release', sign: 1 },
    refunded: { kind: 'refund', sign: 1 },
  };
  const reservations = await p.prisma.creditReservation.findMany({ where: { tenantId } });
  for (const reservation of reservations) {
    const entries = await p.prisma.walletEntry.findMany({ where: { tenantId, reservationId: reservation.id }, orderBy: { createdAt: 'asc' } });
    const expected = [{ kind: 'reserve', amount: -reservation.amount, walletId: reservation.walletId }];
    const settled = settlement[reservation.status];
    if (settled) expected.push({ kind: settled.kind, amount: settled.sign * reservation.amount, walletId: reservation.walletId });
    const actual = entries.map((e) => ({ kind: e.kind as string, amount: e.amount, walletId: e.walletId }));
    expect({ reservation: reservation.id, entries: actual.sort((a, b) => a.kind.localeCompare(b.kind)) }).toEqual({
      reservation: reservation.id,
      entries: expected.sort((a, b) => a.kind.localeCompare(b.kind)),
    });
  }
}

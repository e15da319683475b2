import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { HttpAnswer, Session, TestPlatform } from '../../../test/harness';

// Helpers of the wallets feature's tests (wallets, ledger, reservations, teams, top-ups).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const RESERVATION = 'id walletId amount status reference createdAt settledAt';
export const WALLET = 'id ownerType userId teamId balance currency createdAt';
export const ENTRY = 'id walletId amount kind reservationId reference createdAt';
export const TEAM = 'id tenantId name createdBy createdAt members { userId role addedAt }';

/** Another user of the tenant with a session of its own (the harness gives one per role). */
export async function addUser(p: TestPlatform, admin: Session, role: 'user' | 'organizer' | 'admin' = 'user'): Promise<Session> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const added = await p.rest('POST', '/auth/v1/users', { token: admin.token, body: { email, password, name: role, roles: [role] } });
  if (added.status !== 201) throw new Error(`add user failed: ${JSON.stringify(added.body)}`);
  const login = await p.rest('POST', '/auth/v1/login', { body: { email, password } });
  return { token: login.body.data.accessToken, refreshToken: login.body.data.refreshToken, userId: added.body.data.id, email, password };
}

/** The REST answer's `data` after checking the status and the success envelope. */
export function restData(res: HttpAnswer, status: number): Json {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  expect(res.body).toMatchObject({ error: null, meta: { request_id: expect.any(String) } });
  return res.body.data;
}

export function restError(res: HttpAnswer, status: number, code: string): Json {
  expect([res.status, res.body?.error?.code]).toEqual([status, code]);
  expect(res.body).toMatchObject({ data: null, error: { code, http: status, message: expect.any(String) } });
  return res.body.error;
}

/** A `system` access token acting in `tenantId`, signed like the platform's own tokens. */
export function systemToken(tenantId: string): string {
  return jwt.sign({ tenantId, email: 'platform@system.test', roles: ['system'], planTier: 'enterprise' }, process.env.JWT_SECRET!, {
    subject: randomUUID(),
    expiresIn: 600,
  });
}

/** The result of one GraphQL call through the gateway: its root field's value, or its first error. */
export interface Outcome {
  data: Json;
  code?: string;
  status?: number;
  message?: string;
  details?: { field: string; problem: string }[];
}

export async function call(p: TestPlatform, token: string, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  const res: HttpAnswer = await p.graphql(query, variables, { token });
  // A variable of the wrong type is refused before execution with HTTP 400 and the same errors.
  if (res.status !== 200 && !res.body?.errors) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.body)}`);
  const error = res.body.errors?.[0];
  const data = res.body.data ? (Object.values(res.body.data)[0] ?? null) : null;
  if (!error) return { data };
  return { data, code: error.extensions?.code, status: error.extensions?.httpStatus, message: error.message, details: error.extensions?.details };
}

/** The root field's value; fails the test with the error when there is one. */
export async function ok(p: TestPlatform, token: string, query: string, variables?: Record<string, unknown>): Promise<Json> {
  const outcome = await call(p, token, query, variables);
  if (outcome.code) throw new Error(`${outcome.code} ${outcome.status}: ${outcome.message}`);
  return outcome.data;
}

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

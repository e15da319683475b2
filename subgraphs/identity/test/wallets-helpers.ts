import { randomUUID } from 'node:crypto';
import { systemToken } from '../../../test/accounts';
import { ok } from '../../../test/answers';
import type { TestPlatform } from '../../../test/harness';

export { addUser, systemToken } from '../../../test/accounts';
export { expectLedgerConsistent, tenantCredits } from '../../../test/ledger';

// Helpers of the wallets feature's tests (wallets, ledger, reservations, teams, top-ups, transfers).

export const RESERVATION =
  'id walletId amount status reference createdAt settledAt confirmBy confirmedAt';
export const WALLET = 'id ownerType userId teamId balance currency createdAt';
export const ENTRY = 'id walletId amount kind reservationId transferId reference createdAt';
export const TEAM = 'id tenantId name createdBy createdAt members { userId role addedAt }';

export const RESERVE = `mutation($input: ReserveCreditsInput!) { reserveCredits(input: $input) { ${RESERVATION} } }`;
export const CONFIRM = `mutation($input: ConfirmCreditsInput!) { confirmCredits(input: $input) { ${RESERVATION} } }`;
export const SETTLE = `mutation($input: SettleCreditsInput!) { settleCredits(input: $input) { ${RESERVATION} } }`;
export const TOP_UP = `mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { ${WALLET} } entry { ${ENTRY} } } }`;
export const TRANSFER = `mutation($input: TransferCreditsInput!) {
  transferCredits(input: $input) { id amount reference from { ${WALLET} } to { ${WALLET} } debit { ${ENTRY} } credit { ${ENTRY} } createdAt }
}`;
export const WALLET_OF = `query($userId: ID) { wallet(userId: $userId) { ${WALLET} } }`;
export const TEAM_WALLET = `query($teamId: ID!) { teamWallet(teamId: $teamId) { ${WALLET} } }`;
export const CREATE_TEAM = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM} } }`;
export const ADD_MEMBER = `mutation($teamId: ID!, $input: AddTeamMemberInput!) { addTeamMember(teamId: $teamId, input: $input) { ${TEAM} } }`;

export function reserveInput(
  userId: string,
  amount: number,
  extra: { teamId?: string; reservationId?: string; reference?: string; holdSeconds?: number } = {},
) {
  const reservationId = extra.reservationId ?? `job-${randomUUID()}:1`;
  return {
    reservationId,
    userId,
    amount,
    reference: extra.reference ?? `job ${reservationId}`,
    ...(extra.teamId ? { teamId: extra.teamId } : {}),
    ...(extra.holdSeconds ? { holdSeconds: extra.holdSeconds } : {}),
  };
}

/** Gives a user (or a team) credits through the API, as the platform would. */
export async function fund(
  p: TestPlatform,
  tenantId: string,
  target: { userId: string } | { teamId: string },
  amount: number,
): Promise<void> {
  await ok(p, systemToken(tenantId), TOP_UP, {
    input: { ...target, amount, reference: `test funding ${randomUUID()}` },
  });
}

export async function balanceOf(
  p: TestPlatform,
  tenantId: string,
  userId: string,
): Promise<number> {
  return (await ok(p, systemToken(tenantId), WALLET_OF, { userId })).balance;
}

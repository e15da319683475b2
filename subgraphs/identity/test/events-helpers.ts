import { randomUUID } from 'node:crypto';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { TestPlatform } from '../../../test/harness';
import { VERIFICATION_REQUESTED } from '../common/events';

// Helpers of the tests of identity's events (accounts, e-mail verification, password reset,
// invitations, team roles).

export { VERIFICATION_REQUESTED };

/** Headers carrying a fresh request id, which the events of the request must copy. */
export function withRequestId(): { requestId: string; headers: Record<string, string> } {
  const requestId = randomUUID();
  return { requestId, headers: { 'x-request-id': requestId } };
}

/** The events of `type` about `subject` (the bus delivers every tenant's events to the recorder). */
export const about = (type: string, subject: string) => (e: PlatformEvent) =>
  e.type === type && e.subject === subject;

/** The outbox rows identity wrote about `subject`, oldest first. */
export function outboxRows(p: TestPlatform, type: string, subject: string) {
  return p.prisma.outboxEvent.findMany({ where: { type, subject }, orderBy: { seq: 'asc' } });
}

/**
 * The link tokens identity handed to the mail sender for a user in events of `type` (verification
 * by default; PASSWORD_RESET_REQUESTED, INVITATION_CREATED), oldest first: read from the outbox,
 * as a mail sender consuming the events would get them.
 */
export async function linkTokens(
  p: TestPlatform,
  userId: string,
  type: string = VERIFICATION_REQUESTED,
): Promise<string[]> {
  const rows = await outboxRows(p, type, userId);
  return rows.map((row) => (row.data as { token: string }).token);
}

export async function latestToken(
  p: TestPlatform,
  userId: string,
  type: string = VERIFICATION_REQUESTED,
): Promise<string> {
  const tokens = await linkTokens(p, userId, type);
  if (tokens.length === 0) throw new Error(`no ${type} token for ${userId}`);
  return tokens[tokens.length - 1];
}

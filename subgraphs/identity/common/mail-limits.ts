import { envInt } from '../../../lib/config';
import { RateLimitedError } from '../../../lib/errors';

/**
 * How many account mails identity sends on a tenant's or a user's behalf in any hour
 * (docs/api/identity.md, "Limits"; README, "Configuration"). 0 turns a limit off. Read once at
 * the start (server.ts); the rules take them through `deps.mailLimits`.
 */
export interface MailLimitSettings {
  /**
   * Users an admin adds to one tenant (each is mailed, an invitation or a verification link):
   * MAIL_INVITATIONS_PER_HOUR, 20.
   */
  invitationsPerHour: number;
  /** Verification links one user asks for again: MAIL_VERIFICATIONS_PER_HOUR, 3. */
  verificationsPerHour: number;
  /** Reset links mailed to one address: MAIL_PASSWORD_RESETS_PER_HOUR, 5. */
  passwordResetsPerHour: number;
}

/** The window every mail limit counts in: any hour, not a fixed one (common/mail-send-store.ts). */
export const MAIL_WINDOW_MS = 3600 * 1000;

/** Settings from the environment; explicit options win. A negative value stops the start. */
export function mailLimitSettings(options: Partial<MailLimitSettings> = {}): MailLimitSettings {
  const settings = {
    invitationsPerHour: options.invitationsPerHour ?? envInt('MAIL_INVITATIONS_PER_HOUR', 20),
    verificationsPerHour: options.verificationsPerHour ?? envInt('MAIL_VERIFICATIONS_PER_HOUR', 3),
    passwordResetsPerHour:
      options.passwordResetsPerHour ?? envInt('MAIL_PASSWORD_RESETS_PER_HOUR', 5),
  };
  for (const [name, value] of Object.entries(settings))
    if (value < 0) throw new Error(`mail limit ${name} must be 0 (off) or more`);
  return settings;
}

/** What one more mail under a limit's key was answered (common/mail-send-store.ts). */
export type MailAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The refusal of a limit that the caller may hear of: 429 with when the oldest counted mail leaves the hour. */
export function mailLimitError(what: string, limit: number, retryAfterSeconds: number) {
  return new RateLimitedError(
    `Too many ${what}: at most ${limit} an hour; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  );
}

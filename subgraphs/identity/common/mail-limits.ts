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
  /**
   * Every account mail of one tenant together (sign-up and verification links, added users,
   * reset links of its users), so that many users' limits cannot add up: MAIL_TENANT_PER_HOUR, 100.
   */
  tenantPerHour: number;
  /**
   * The same in a tenant's first week (NEW_TENANT_MS): a stranger's fresh tenant mails no more
   * than this in any hour, whatever it tries: MAIL_NEW_TENANT_PER_HOUR, 10.
   */
  newTenantPerHour: number;
}

/** How long a tenant is new: its mails count against `newTenantPerHour`. */
const NEW_TENANT_MS = 7 * 24 * 3600 * 1000;

/** One limit a mail counts under (common/mail-send-store.ts): its key and its limit (0: off). */
export interface MailCount {
  key: string;
  limit: number;
}

/** The count of every account mail of a tenant, with the limit its age gives it. */
export function tenantMails(
  settings: MailLimitSettings,
  tenant: { id: string; createdAt: Date },
  now: Date,
): MailCount {
  const young = now.getTime() - tenant.createdAt.getTime() < NEW_TENANT_MS;
  return {
    key: `tenant-mails:${tenant.id}`,
    limit: young ? settings.newTenantPerHour : settings.tenantPerHour,
  };
}

/** The window every mail limit counts in: any hour, not a fixed one (common/mail-send-store.ts). */
export const MAIL_WINDOW_MS = 3600 * 1000;

/** Each setting's variable and default (README, "Configuration"). */
export const MAIL_LIMIT_VARIABLES = {
  invitationsPerHour: ['MAIL_INVITATIONS_PER_HOUR', 20],
  verificationsPerHour: ['MAIL_VERIFICATIONS_PER_HOUR', 3],
  passwordResetsPerHour: ['MAIL_PASSWORD_RESETS_PER_HOUR', 5],
  tenantPerHour: ['MAIL_TENANT_PER_HOUR', 100],
  newTenantPerHour: ['MAIL_NEW_TENANT_PER_HOUR', 10],
} as const satisfies Record<keyof MailLimitSettings, readonly [string, number]>;

/** Settings from the environment; explicit options win. A negative value stops the start. */
export function mailLimitSettings(options: Partial<MailLimitSettings> = {}): MailLimitSettings {
  const settings = Object.fromEntries(
    Object.entries(MAIL_LIMIT_VARIABLES).map(([name, [variable, fallback]]) => [
      name,
      options[name as keyof MailLimitSettings] ?? envInt(variable, fallback),
    ]),
  ) as unknown as MailLimitSettings;
  for (const [name, value] of Object.entries(settings))
    if (value < 0) throw new Error(`mail limit ${name} must be 0 (off) or more`);
  return settings;
}

/** What one more mail under a limit's key was answered (common/mail-send-store.ts). */
export type MailAllowance =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; /** A limit that is full. */ full: MailCount };

/** What each kind of limit counts, as a refusal names it. */
const COUNTED: Record<string, string> = {
  invitations: 'users added to this organisation',
  verifications: 'verification e-mails',
  'tenant-mails': 'account e-mails for this organisation (links sent, users added)',
};

/**
 * The refusal of a limit that the caller may hear of: 429 with when the counted mails leave the
 * hour, naming the limit that is full.
 */
export function mailLimitError(refused: Extract<MailAllowance, { allowed: false }>) {
  const what = COUNTED[refused.full.key.split(':')[0]] ?? 'e-mails';
  return new RateLimitedError(
    `Too many ${what}: at most ${refused.full.limit} an hour; try again in ${refused.retryAfterSeconds} s`,
    refused.retryAfterSeconds,
  );
}

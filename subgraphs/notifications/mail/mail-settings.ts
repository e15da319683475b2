import { envInt } from '../../../lib/config';

/** How mail is sent (README, "Configuration"): SMTP_URL, MAIL_FROM, PUBLIC_URL and the worker's pace. */
export interface MailSettings {
  /** Where mail goes; absent: the development catcher in this process (lib/mail/catcher.ts). */
  smtpUrl?: string;
  /** The From of every mail, e.g. `Lanes <no-reply@lanes.example>`. */
  from: string;
  /** The platform's public address: every link in a mail starts with it (read when a mail is made). */
  readonly publicUrl: string;
  /** The name every mail gives the platform. */
  product: string;
  /** Attempts before a mail that keeps failing for a passing reason is given up. */
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it, up to an hour. */
  retryBaseMs: number;
  /** How long a worker holds a mail it sends before another may take it. */
  leaseMs: number;
  /** How often the worker looks for due mail when nothing woke it. */
  pollIntervalMs: number;
  /** Mails sent at once by one worker. */
  concurrency: number;
}

/** What a start may set beyond the environment: any setting, and where the gateway turned out to listen. */
export interface MailSettingOverrides extends Partial<Omit<MailSettings, 'publicUrl'>> {
  publicUrl?: string;
  /** PUBLIC_URL's default when it is unset: the gateway's address, known once it listens. */
  gatewayUrl?: () => string | undefined;
}

/** The settings from the environment, `overrides` first. */
export function mailSettings(overrides: MailSettingOverrides = {}): MailSettings {
  const env = process.env;
  const publicUrl = overrides.publicUrl ?? (env.PUBLIC_URL || undefined);
  return {
    smtpUrl: overrides.smtpUrl ?? (env.SMTP_URL || undefined),
    from: overrides.from ?? env.MAIL_FROM ?? 'Lanes <no-reply@lanes.localhost>',
    get publicUrl() {
      const url = publicUrl ?? overrides.gatewayUrl?.() ?? `http://localhost:${env.PORT ?? 4000}`;
      return url.replace(/\/+$/, '');
    },
    product: overrides.product ?? env.MAIL_PRODUCT_NAME ?? 'Lanes',
    maxAttempts: overrides.maxAttempts ?? envInt('MAIL_MAX_ATTEMPTS', 8),
    retryBaseMs: overrides.retryBaseMs ?? envInt('MAIL_RETRY_BASE_MS', 30_000),
    leaseMs: overrides.leaseMs ?? envInt('MAIL_LEASE_MS', 60_000),
    pollIntervalMs: overrides.pollIntervalMs ?? envInt('MAIL_POLL_INTERVAL_MS', 1000),
    concurrency: overrides.concurrency ?? envInt('MAIL_CONCURRENCY', 8),
  };
}

/** The domain of the From address: Message-IDs are `<mail id@domain>`. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

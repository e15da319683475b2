import nodemailer from 'nodemailer';

/** One mail as it goes out: what the row stored, with its fixed Message-ID. */
interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** How an attempt ended: sent, or refused for a passing reason (try again) or for good. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string; code: number | null }
  | { kind: 'refused'; error: string; code: number };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

interface SmtpError {
  message?: string;
  responseCode?: number;
  code?: string;
}

/**
 * SMTP through nodemailer (README, "Mail"): pooled connections, so a worker sending many mails
 * does not open one per mail. A 5xx reply is the server's final answer for that address
 * (RFC 5321 permanent failure); a 4xx, a timeout or no connection at all may pass.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(mail) {
      try {
        await transporter.sendMail({ ...mail, headers: { 'Auto-Submitted': 'auto-generated' } });
        return { kind: 'sent' };
      } catch (caught) {
        const error = caught as SmtpError;
        const message = error.message ?? String(caught);
        const code = typeof error.responseCode === 'number' ? error.responseCode : null;
        if (code !== null && code >= 500 && code < 600)
          return { kind: 'refused', error: message, code };
        return { kind: 'retry', error: message, code };
      }
    },
    close: () => transporter.close(),
  };
}

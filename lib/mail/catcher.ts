import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import { systemClock } from '../clock';
import { envInt } from '../config';
import { serviceLogger } from '../observability/logger';
import { mailCatcherDir, type CaughtMail } from './caught-mails';

const log = serviceLogger('mail-catcher');

/** The largest message accepted (SMTP SIZE); a larger one is refused with 552. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** How long stop() lets a connected client (a pooled transport) finish before closing it. */
const CLOSE_TIMEOUT_MS = 500;

/** An SMTP reply a test makes the catcher give instead of accepting a recipient. */
export interface SmtpRefusal {
  /** 4xx: try again later (the sender retries); 5xx: refused for good. */
  code: number;
  message: string;
}

export interface MailCatcherOptions {
  /** Default `MAIL_CATCHER_PORT`, else 1025; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the catcher has no authentication, so it stays on loopback unless told. */
  host?: string;
  /** Where messages are kept (default ./caught-mails.ts mailCatcherDir()). */
  dir?: string;
  /** Asked at each RCPT TO, with how many times this address has been tried (1 the first time). */
  refuse?: (rcpt: string, attempt: number) => SmtpRefusal | undefined;
}

export interface MailCatcher {
  /** `smtp://<host>:<port>`, what SMTP_URL takes. */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

let lastMs = 0;

/**
 * A new id: the arrival time in milliseconds, zero-padded so names sort as numbers (and kept
 * increasing within this process, so two mails of one millisecond keep their order), then random
 * hex so processes sharing a folder never collide. ./caught-mails.ts reads this shape only.
 */
function newMailId(now: Date): string {
  lastMs = Math.max(lastMs + 1, now.getTime());
  return `${String(lastMs).padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const flat = objects.flatMap((object) => object.value.flatMap((a) => [a, ...(a.group ?? [])]));
  return flat.map((a) => a.address).filter((a): a is string => Boolean(a));
}

function summary(
  id: string,
  receivedAt: Date,
  parsed: ParsedMail,
  session: SMTPServerSession,
): CaughtMail {
  const { mailFrom, rcptTo } = session.envelope;
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : undefined;
  return {
    id,
    messageId: parsed.messageId ?? null,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: date?.toISOString() ?? null,
    receivedAt: receivedAt.toISOString(),
    // Folded lines unfolded (RFC 5322 section 2.2.3); the name is what stands before the colon.
    headers: parsed.headerLines.map(({ line }) => {
      const unfolded = line.replace(/\r?\n[ \t]+/g, ' ');
      const colon = unfolded.indexOf(':');
      return { name: unfolded.slice(0, colon), value: unfolded.slice(colon + 1).trim() };
    }),
    text: parsed.text ?? null,
    html: parsed.html || null,
    envelope: {
      mailFrom: mailFrom ? mailFrom.address : null,
      rcptTo: rcptTo.map((r) => r.address),
    },
  };
}

/** Writes to a hidden temporary name, then renames: a reader never sees half a file. */
async function writeWhole(dir: string, name: string, data: string | Buffer): Promise<void> {
  const temporary = join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, join(dir, name));
}

/** Keeps one message: the raw message first, then the summary, whose presence lists it. */
async function keep(dir: string, raw: Buffer, session: SMTPServerSession): Promise<void> {
  const receivedAt = systemClock.now();
  const id = newMailId(receivedAt);
  const parsed = await simpleParser(raw);
  await writeWhole(dir, `${id}.eml`, raw);
  await writeWhole(dir, `${id}.json`, JSON.stringify(summary(id, receivedAt, parsed, session)));
}

function smtpError(code: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The message's bytes; past the size limit the rest is read and dropped (it is refused). */
function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The development mail catcher (README "Developer pages", /mail): an SMTP server in the process
 * that accepts every message (no authentication, no TLS) and keeps it in `dir`, where
 * ./caught-mails.ts reads it. A message counts as delivered only once it is on disk: the DATA
 * reply waits for the write, so a sender that saw 250 finds the mail there.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const dir = options.dir ?? mailCatcherDir();
  const host = options.host ?? '127.0.0.1';
  await mkdir(dir, { recursive: true });
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    // Plain SMTP only: with STARTTLS on, smtp-server would offer its published test certificate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    disableReverseLookup: true,
    closeTimeout: CLOSE_TIMEOUT_MS,
    onRcptTo(address, _session, callback) {
      const rcpt = address.address.toLowerCase();
      const attempt = (attempts.get(rcpt) ?? 0) + 1;
      attempts.set(rcpt, attempt);
      const refusal = options.refuse?.(rcpt, attempt);
      callback(refusal ? smtpError(refusal.code, refusal.message) : undefined);
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded)
            throw smtpError(552, `Message exceeds the limit of ${MAX_MESSAGE_BYTES} bytes`);
          await keep(dir, raw, session);
        })
        .then(
          () => callback(),
          (error: SMTPServerError) => {
            if (!error.responseCode) log.error({ err: error }, 'could not keep a caught mail');
            callback(error.responseCode ? error : smtpError(451, 'Could not keep the message'));
          },
        );
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'mail catcher connection error'));
  const port = await new Promise<number>((resolve, reject) => {
    const listening = server.listen(options.port ?? envInt('MAIL_CATCHER_PORT', 1025), host);
    listening.once('error', reject);
    listening.once('listening', () => resolve((listening.address() as AddressInfo).port));
  });
  return {
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

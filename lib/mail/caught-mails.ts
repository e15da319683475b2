import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from '../config';

/**
 * One message the development mail catcher (./catcher.ts) received, as it keeps it in its folder:
 * `<id>.json` (this summary) beside `<id>.eml` (the message as it arrived). Any process reads them
 * (the gateway's /mail page, a test), and they outlive the process that caught them.
 */
export interface CaughtMail {
  /** Sorts by arrival: the folder listed in reverse name order is newest first. */
  id: string;
  /** The Message-ID header, angle brackets included; null when the message has none. */
  messageId: string | null;
  /** The From header as written (`"Name" <address>`). */
  from: string;
  /** The addresses of the To header. */
  to: string[];
  subject: string;
  /** The Date header (ISO 8601); null when missing or unreadable. */
  date: string | null;
  /** When the catcher had the whole message (ISO 8601). */
  receivedAt: string;
  /** Every header line in order, unfolded. */
  headers: { name: string; value: string }[];
  text: string | null;
  /** The HTML part as sent (not sanitised: the page shows it in a sandbox under its own policy). */
  html: string | null;
  /** What the SMTP client said: MAIL FROM and the accepted RCPT TO addresses. */
  envelope: { mailFrom: string | null; rcptTo: string[] };
}

/** What a list shows of each mail: the summary without its bodies and headers. */
export type CaughtMailHeading = Omit<CaughtMail, 'text' | 'html' | 'headers'>;

/** Where caught mail is kept when no folder is given: `MAIL_CATCHER_DIR`, else `DATA_DIR/mail`. */
export function mailCatcherDir(): string {
  return process.env.MAIL_CATCHER_DIR || join(dataDir(), 'mail');
}

// Ids are the catcher's (newMailId in ./catcher.ts): anything else asked for (a path, `..`) is no mail.
const ID = /^[0-9]{15}-[0-9a-f]{8}$/;
const SUMMARY = /^([0-9]{15}-[0-9a-f]{8})\.json$/;

/** The ids in the folder, newest first; none when the folder does not exist yet. */
async function ids(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => SUMMARY.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort()
    .reverse();
}

/** One mail's summary; undefined when there is no such mail (or the id is not one). */
export async function readCaughtMail(dir: string, id: string): Promise<CaughtMail | undefined> {
  if (!ID.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as CaughtMail;
  } catch {
    // Gone (deleted meanwhile) or not the catcher's (a file someone put there): not a mail.
    return undefined;
  }
}

/** The mails in the folder, newest first: all of them, or the newest `limit`. */
export async function readCaughtMails(dir: string, limit = Infinity): Promise<CaughtMail[]> {
  const newest = (await ids(dir)).slice(0, limit);
  const mails = await Promise.all(newest.map((id) => readCaughtMail(dir, id)));
  return mails.filter((mail): mail is CaughtMail => mail !== undefined);
}

/** The message exactly as it arrived (its .eml); undefined when there is no such mail. */
export async function readCaughtMailRaw(dir: string, id: string): Promise<Buffer | undefined> {
  if (!ID.test(id)) return undefined;
  try {
    return await readFile(join(dir, `${id}.eml`));
  } catch {
    return undefined;
  }
}

/** Deletes every caught mail (summaries first, so none is listed without its message). */
export async function clearCaughtMails(dir: string): Promise<void> {
  for (const id of await ids(dir)) {
    await rm(join(dir, `${id}.json`), { force: true });
    await rm(join(dir, `${id}.eml`), { force: true });
  }
}

import { readCaughtMails, type CaughtMail } from '../lib/mail/caught-mails';
import { waitFor } from './wait';

/** The mails the catcher in `dir` received for `to`, newest first. */
export async function mailsTo(dir: string, to: string): Promise<CaughtMail[]> {
  const all = await readCaughtMails(dir);
  return all.filter((mail) => mail.envelope.rcptTo.includes(to.toLowerCase()));
}

/** Waits until `count` mails for `to` (with `subject`, when given) arrived; answers them newest first. */
export function waitForMails(
  dir: string,
  to: string,
  options: { subject?: string; count?: number; timeoutMs?: number } = {},
): Promise<CaughtMail[]> {
  const count = options.count ?? 1;
  const matching = async () =>
    (await mailsTo(dir, to)).filter((m) => !options.subject || m.subject === options.subject);
  return waitFor(
    async () => {
      const found = await matching();
      return found.length >= count && found;
    },
    options.timeoutMs ?? 15_000,
    () => `no ${count} mail(s) to ${to}${options.subject ? ` "${options.subject}"` : ''}`,
  );
}

/** The link of a mail's text part to `path` (PUBLIC_URL and the path), if it has one. */
export function linkTo(mail: CaughtMail, path: string): URL | undefined {
  const found = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.find((u) => new URL(u).pathname === path);
  return found ? new URL(found) : undefined;
}

/** The link of a mail's text part to `path`, failing the test when it has none. */
export function linkIn(mail: CaughtMail, path: string): URL {
  const found = linkTo(mail, path);
  if (!found) throw new Error(`no link to ${path} in mail "${mail.subject}":\n${mail.text}`);
  return found;
}

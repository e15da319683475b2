import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../lib/mail/catcher';

interface CatcherFixture {
  /** The folder the catcher writes and the file's gateway reads. */
  dir: string;
  /** Sends one message to the catcher (one SMTP connection each); resolves once it is kept. */
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<{
    messageId: string;
  }>;
}

/**
 * A development mail catcher (lib/mail/catcher.ts) for a test file, on a free loopback port and
 * in a folder of its own that the file's gateway shows at /mail: `MAIL_CATCHER_DIR` is set here,
 * at the top of the file, before the platform's gateway starts and reads it.
 */
export function mailCatcherFixture(): CatcherFixture {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-mail-'));
  process.env.MAIL_CATCHER_DIR = dir;
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher({ port: 0, dir });
  });
  afterAll(async () => {
    await catcher?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    send: (message) =>
      createTransport(catcher!.url).sendMail({ from: '"Lanes" <no-reply@lanes.test>', ...message }),
  };
}

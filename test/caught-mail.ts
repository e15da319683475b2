import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../lib/mail/catcher';
import type { TestPlatform } from './harness';

interface CatcherFixture {
  /** The folder the catcher writes and the file's gateway reads (the platform's own catcher's too). */
  readonly dir: string;
  /** Sends one message to the catcher (one SMTP connection each); resolves once it is kept. */
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<{
    messageId: string;
  }>;
}

/**
 * A second development mail catcher (lib/mail/catcher.ts) beside the platform's own, on a free
 * loopback port, writing into the folder the platform's gateway shows at /mail (`p.mailDir`), so
 * a test can put any mail there. Declare it after `platformFixture`: it starts once the platform has.
 */
export function mailCatcherFixture(p: TestPlatform): CatcherFixture {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher({ port: 0, dir: p.mailDir });
  });
  afterAll(async () => {
    await catcher?.stop();
  });
  return {
    get dir() {
      return p.mailDir;
    },
    send: (message) =>
      createTransport(catcher!.url).sendMail({ from: '"Lanes" <no-reply@lanes.test>', ...message }),
  };
}

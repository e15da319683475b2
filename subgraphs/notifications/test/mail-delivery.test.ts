import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher, type MailCatcher } from '../../../lib/mail/catcher';
import { restData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { TEST_PASSWORD } from '../../../test/accounts';
import { mailsTo, waitForMails } from '../../../test/mail';
import { waitFor } from '../../../test/wait';

// An SMTP server of the test's own: it refuses `busy-*` addresses once (451, try later) and
// `gone-*` addresses for good (550), and accepts everything else.
const dir = mkdtempSync(join(tmpdir(), 'lanes-smtp-'));
let catcher: MailCatcher;
const { p, beforeStop } = platformFixture(async () => {
  catcher = await startMailCatcher({
    port: 0,
    dir,
    refuse: (rcpt, attempt) => {
      if (rcpt.startsWith('busy-') && attempt === 1)
        return { code: 451, message: 'Mailbox busy, try again later' };
      if (rcpt.startsWith('gone-')) return { code: 550, message: 'No such user here' };
      return undefined;
    },
  });
  return { mail: { smtpUrl: catcher.url, retryBaseMs: 50 } };
});
beforeStop(() => catcher.stop());

async function register(prefix: string): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const data = restData(
    await p.rest('POST', '/auth/v1/register', {
      body: { email, password: TEST_PASSWORD, name: 'Mail', tenantName: `T ${email}` },
    }),
    201,
  );
  return { email, token: data.accessToken };
}

const rowsTo = (email: string) =>
  p.prisma.mail.findMany({ where: { toAddress: email }, orderBy: { createdAt: 'asc' } });

describe('sending stored mail over SMTP', () => {
  it('tries again after a temporary refusal and delivers once', async () => {
    const { email } = await register('busy');
    const [mail] = await waitForMails(dir, email);
    const [row] = await waitFor(async () => {
      const rows = await rowsTo(email);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ claims: 2, messageId: mail.messageId, lastError: null });
    expect(await mailsTo(dir, email)).toHaveLength(1);
  });

  it('records a permanent refusal as a bounce and sends nothing more to that address', async () => {
    const { email, token } = await register('gone');
    const [failed] = await waitFor(async () => {
      const rows = await rowsTo(email);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(failed).toMatchObject({ claims: 1, lastCode: 550 });
    expect(failed.lastError).toContain('No such user here');
    expect(await p.prisma.bouncedAddress.findUnique({ where: { address: email } })).toMatchObject({
      code: 550,
    });
    restData(await p.rest('POST', '/auth/v1/me/verification', { token }), 202);
    const rows = await waitFor(async () => {
      const all = await rowsTo(email);
      return all.length === 2 && all;
    });
    expect(rows[1]).toMatchObject({ status: 'suppressed', claims: 0 });
    expect(await mailsTo(dir, email)).toEqual([]);
  });
});

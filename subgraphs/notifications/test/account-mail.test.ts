import { randomUUID } from 'node:crypto';
import { waitFor } from '../../../test/wait';
import { platformFixture } from '../../../test/fixture';
import { restData, restError } from '../../../test/answers';
import { linkIn, waitForMails } from '../../../test/mail';
import { TEST_PASSWORD } from '../../../test/accounts';

const { p, t } = platformFixture();

async function register(name = 'Ada'): Promise<{ email: string; token: string }> {
  const email = `new-${randomUUID().slice(0, 8)}@example.test`;
  const data = restData(
    await p.rest('POST', '/auth/v1/register', {
      body: { email, password: TEST_PASSWORD, name, tenantName: `T ${email}` },
    }),
    201,
  );
  return { email, token: data.accessToken };
}

describe('account e-mail through SMTP', () => {
  it('mails a verification link that verifies the address when followed', async () => {
    const { email, token } = await register();
    restData(await p.rest('POST', '/auth/v1/me/verification', { token }), 202);
    // Sign-up sends the first link; the request sends a second one.
    const [latest] = await waitForMails(p.mailDir, email, {
      subject: 'Confirm your e-mail address',
      count: 2,
    });
    expect(latest.from).toContain('no-reply@');
    expect(latest.html).toContain('Confirm my address');
    const link = linkIn(latest, '/account/verify-email');
    // PUBLIC_URL's default is the gateway's address: this gateway, on loopback under either name.
    expect(link.port).toBe(new URL(p.url).port);
    expect(['127.0.0.1', 'localhost']).toContain(link.hostname);
    restData(
      await p.rest('POST', '/auth/v1/verify-email', {
        body: { token: link.searchParams.get('token') },
      }),
    );
    const me = restData(await p.rest('GET', '/auth/v1/me', { token }));
    expect(me.emailVerified).toBe(true);
  });

  it('stores each mail before sending, sends it once with its own Message-ID, and keeps no token once sent', async () => {
    const { email } = await register();
    const [mail] = await waitForMails(p.mailDir, email);
    // The catcher has the mail once the server accepted it; the worker records that just after.
    const rows = await waitFor(async () => {
      const found = await p.prisma.mail.findMany({ where: { toAddress: email } });
      return found.some((row) => row.status !== 'sending') && found;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'sent',
      claims: 1,
      messageId: mail.messageId,
      textBody: null,
      htmlBody: null,
      category: 'account',
    });
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@/);
  });
});

describe('password reset and invitation mails', () => {
  it('resets a password from the mailed link; the old refresh tokens stop working', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    const registered = restData(
      await p.rest('POST', '/auth/v1/register', {
        body: { email, password: TEST_PASSWORD, name: 'Reset', tenantName: `T ${email}` },
      }),
      201,
    );
    restData(await p.rest('POST', '/auth/v1/password-reset', { body: { email } }), 202);
    const [mail] = await waitForMails(p.mailDir, email, { subject: 'Reset your password' });
    // Account mails greet nobody: the name may be another's choice (docs/notifications.md).
    expect(mail.text).not.toContain('Hello');
    const token = linkIn(mail, '/account/reset-password').searchParams.get('token');
    const newPassword = 'a-brand-new-passphrase';
    restData(
      await p.rest('POST', '/auth/v1/password-reset/confirm', { body: { token, newPassword } }),
      204,
    );
    restError(
      await p.rest('POST', '/auth/v1/refresh', {
        body: { refreshToken: registered.refreshToken },
      }),
      401,
      'UNAUTHENTICATED',
    );
    restData(await p.rest('POST', '/auth/v1/login', { body: { email, password: newPassword } }));
  });

  it('invites a user added without a password, never with the name the inviter chose', async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@example.test`;
    const name = 'Claim your prize at evil.example';
    restData(
      await p.rest('POST', '/auth/v1/users', {
        token: t.admin.token,
        body: { email, name, roles: ['user'] },
      }),
      201,
    );
    const [mail] = await waitForMails(p.mailDir, email, { subject: 'You are invited to Lanes' });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(name);
    expect(mail.text).not.toContain('Hello');
    const token = linkIn(mail, '/account/accept-invitation').searchParams.get('token');
    const password = 'an-invited-passphrase';
    restData(await p.rest('POST', '/auth/v1/invitations/accept', { body: { token, password } }));
    restData(await p.rest('POST', '/auth/v1/login', { body: { email, password } }));
  });
});

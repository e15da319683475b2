import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../accounts';
import { restData } from '../answers';
import { platformFixture } from '../fixture';
import { linkIn, waitForMails } from '../mail';
import { chromiumFixture, openPage, SCREENSHOT_DIR, TEST_TIMEOUT_MS, watchPage } from './chromium';

// What a person does with the platform's account mails (docs/api/notifications.md, "Kinds"):
// read them where the development mail catcher shows them (/mail), follow their links to the
// account pages (gateway/account-pages/) and act there, in a real browser.

const { p, t: tenant } = platformFixture();
const chromium = chromiumFixture();

const NEW_PASSWORD = 'a-new-horse-battery';

async function register(): Promise<{ email: string; token: string; refreshToken: string }> {
  const email = `reader-${randomUUID().slice(0, 8)}@example.test`;
  const data = restData(
    await p.rest('POST', '/auth/v1/register', {
      body: { email, password: TEST_PASSWORD, name: 'Ada', tenantName: `T ${email}` },
    }),
    201,
  );
  return { email, token: data.accessToken, refreshToken: data.refreshToken };
}

/**
 * Opens the mail to `email` with `subject` on the /mail page (it reads the list every 3 s), then
 * follows its text part's link to `path`: the tab it opens, watched like the page (./chromium.ts).
 */
async function followMailLink(
  page: Page,
  problems: string[],
  { email, subject, path }: { email: string; subject: string; path: string },
): Promise<Page> {
  const row = page.locator('#mail-rows tr', { hasText: email }).filter({ hasText: subject });
  await row.locator('a').click();
  await page.waitForSelector('#mail-view:not([hidden])');
  expect(await page.locator('#mail-subject').innerText()).toBe(subject);
  const link = page.locator(`#mail-text a[href*="${path}?token="]`);
  expect(new URL((await link.getAttribute('href'))!).origin).toBe(new URL(p.url).origin);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  watchPage(opened, p.url, problems);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(path);
  return opened;
}

/** Fills the page's password twice and submits; answers what the page then says. */
async function submitPassword(page: Page, password: string, repeat = password): Promise<string> {
  await page.fill('input[name="password"]', password);
  await page.fill('input[name="repeat"]', repeat);
  await page.click('#account-form button');
  return resultText(page);
}

/** The page's answer, once it has one (not while it sends). */
async function resultText(page: Page): Promise<string> {
  const result = page.locator('#account-result.is-done, #account-result.is-error');
  await result.waitFor();
  return result.innerText();
}

describe('account mails followed in a real browser', () => {
  it(
    'verifies the e-mail address from the sign-up mail on /mail: the link opens the page, its button confirms',
    async () => {
      const user = await register();
      const subject = 'Confirm your e-mail address';
      await waitForMails(p.mailDir, user.email, { subject });
      const { page, problems } = await openPage(chromium.browser, `${p.url}/mail`);
      const verify = await followMailLink(page, problems, {
        email: user.email,
        subject,
        path: '/account/verify-email',
      });
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'mail-verification.png') });

      // Opening the link used nothing up: the address is confirmed by the button only.
      expect(
        restData(await p.rest('GET', '/auth/v1/me', { token: user.token })).emailVerified,
      ).toBe(false);
      const [sent] = await Promise.all([
        verify.waitForRequest((req) => req.url().endsWith('/auth/v1/verify-email')),
        verify.click('text=Confirm my address'),
      ]);
      expect(await resultText(verify)).toBe('Your e-mail address is confirmed.');
      // The page's address carries the token: the request names no referrer.
      expect(await sent.headerValue('referer')).toBeNull();
      await verify.screenshot({ path: join(SCREENSHOT_DIR, 'account-verified.png') });
      expect(
        restData(await p.rest('GET', '/auth/v1/me', { token: user.token })).emailVerified,
      ).toBe(true);

      expect(problems).toEqual([]);

      // The same link again: the API's refusal, in the page.
      await verify.reload();
      await verify.click('text=Confirm my address');
      expect(await resultText(verify)).toBe('This link has already been used.');
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'resets a password from the reset mail on /mail: the new one signs in, the old sessions are refused',
    async () => {
      const user = await register();
      restData(
        await p.rest('POST', '/auth/v1/password-reset', { body: { email: user.email } }),
        202,
      );
      const subject = 'Reset your password';
      await waitForMails(p.mailDir, user.email, { subject });
      const { page, problems } = await openPage(chromium.browser, `${p.url}/mail`);
      const reset = await followMailLink(page, problems, {
        email: user.email,
        subject,
        path: '/account/reset-password',
      });

      // Two different passwords: the page says so and sends nothing.
      expect(await submitPassword(reset, NEW_PASSWORD, `${NEW_PASSWORD}!`)).toBe(
        'The two passwords differ; type the same password twice.',
      );
      expect(await submitPassword(reset, NEW_PASSWORD)).toBe(
        'Your password is changed; sign in with it.',
      );
      expect(await reset.locator('#account-form').isHidden()).toBe(true);

      restData(
        await p.rest('POST', '/auth/v1/login', {
          body: { email: user.email, password: NEW_PASSWORD },
        }),
      );
      expect(
        (
          await p.rest('POST', '/auth/v1/login', {
            body: { email: user.email, password: TEST_PASSWORD },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await p.rest('POST', '/auth/v1/refresh', {
            body: { refreshToken: user.refreshToken },
          })
        ).status,
      ).toBe(401);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sets an invited user’s password from the invitation link, after which the user signs in',
    async () => {
      const email = `invited-${randomUUID().slice(0, 8)}@example.test`;
      restData(
        await p.rest('POST', '/auth/v1/users', {
          token: tenant.admin.token,
          body: { email, name: 'Grace', roles: ['user'] },
        }),
        201,
      );
      const [invitation] = await waitForMails(p.mailDir, email);
      expect(invitation.subject).toMatch(/^You are invited/);
      const link = linkIn(invitation, '/account/accept-invitation');
      const { page, problems } = await openPage(chromium.browser, link.href);
      expect(await submitPassword(page, NEW_PASSWORD)).toBe(
        'Your account is ready; sign in with your e-mail address and this password.',
      );
      const login = restData(
        await p.rest('POST', '/auth/v1/login', { body: { email, password: NEW_PASSWORD } }),
      );
      // The link came to the address: accepting the invitation verified it.
      const me = restData(await p.rest('GET', '/auth/v1/me', { token: login.accessToken }));
      expect(me).toMatchObject({ email, emailVerified: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'says a link without its token is incomplete, and shows no form',
    async () => {
      for (const path of [
        '/account/verify-email',
        '/account/reset-password',
        '/account/accept-invitation',
      ]) {
        const { page, problems } = await openPage(chromium.browser, `${p.url}${path}`);
        expect(await resultText(page)).toMatch(/^This link is incomplete/);
        expect(await page.locator('#account-form').isHidden()).toBe(true);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

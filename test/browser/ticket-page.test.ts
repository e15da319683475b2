import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readQr } from '../../subgraphs/events/test/door-helpers';
import { eventOnSale } from '../../subgraphs/events/test/helpers';
import { buyer } from '../../subgraphs/events/test/order-helpers';
import { cancelEvent } from '../../subgraphs/events/test/outside-helpers';
import { verifyAddress } from '../accounts';
import { restData, restError, type Json } from '../answers';
import { platformFixture } from '../fixture';
import type { Session } from '../harness';
import { linkTo, mailsTo } from '../mail';
import { waitFor } from '../wait';
import { chromiumFixture, openPage, SCREENSHOT_DIR, TEST_TIMEOUT_MS } from './chromium';

// What a ticket holder does with the links of the ticket mails and notices
// (docs/api/notifications.md, "Kinds"): follow them to the ticket pages (gateway/account-pages/,
// README "Account pages"), sign in there, see the event and the QR code, and refund, in a real
// browser. The mail is read from the development mail catcher's files, so this also runs
// against the compiled build (jest.compiled.config.js), where the pages are served as in production.

const { p, t } = platformFixture();
const chromium = chromiumFixture();

const TITLE = 'Harbour Lights Quartet';

/** A ticket bought through the gateway's REST path by `who`, of a new event on sale. */
async function boughtTicket(who: Session, event: Record<string, unknown> = {}): Promise<Json> {
  const sale = await eventOnSale(p, t.organizer.token, { event: { title: TITLE, ...event } });
  const order = restData(
    await p.rest('POST', `/events/v1/events/${sale.eventId}/orders`, {
      token: who.token,
      body: { ticketTypeId: sale.ticketTypeId, quantity: 1 },
    }),
    201,
  );
  return order.tickets[0];
}

/** The link to `path` of the first mail to `email` that has one, once it arrived. */
function mailedLink(email: string, path: string): Promise<URL> {
  return waitFor(
    async () => {
      for (const mail of await mailsTo(p.mailDir, email)) {
        const found = linkTo(mail, path);
        if (found) return found;
      }
      return undefined;
    },
    30_000,
    () => `no mail to ${email} links to ${path}`,
  );
}

/** The user's notice of `kind`, once it is in the inbox. */
function noticeOf(who: Session, kind: string): Promise<Json> {
  return waitFor(async () => {
    const inbox = restData(
      await p.rest('GET', '/notifications/v1/notifications', { token: who.token }),
    );
    return inbox.find((notice: Json) => notice.kind === kind);
  }, 30_000);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.fill('#sign-in input[name="email"]', email);
  await page.fill('#sign-in input[name="password"]', password);
  await page.click('#sign-in button');
}

/** What the page says once it has said it (not while it loads or sends). */
async function resultText(page: Page): Promise<string> {
  const result = page.locator('#account-result.is-done, #account-result.is-error');
  await result.waitFor();
  return result.innerText();
}

const fact = (page: Page, name: string) => page.locator(`#ticket-facts dd[data-fact="${name}"]`);

/** Only the refusals a test provoked: the browser names each answer of 400 or more. */
const refusedAnswers = (problems: string[]) =>
  problems.filter((problem) => !problem.startsWith('console error: Failed to load resource'));

describe('the ticket pages, from the links of the ticket mails and notices', () => {
  it(
    'follows the purchase mail to the tickets, signs the holder in, shows the event and the QR code, and refunds from the page',
    async () => {
      const fan = await buyer(p, t, 50);
      // Notices are mailed to verified addresses only (docs/notifications.md, "Recipients").
      await verifyAddress(p, fan.userId);
      const ticket = await boughtTicket(fan);
      const link = await mailedLink(fan.email, '/account/tickets');
      // On PUBLIC_URL, by default the gateway's own address (localhost when it runs apart).
      expect(link.port).toBe(new URL(p.url).port);
      expect(['127.0.0.1', 'localhost']).toContain(link.hostname);
      const ticketPage = `${link.origin}/account/tickets/${ticket.id}`;
      expect(link.searchParams.get('eventId')).toBe(ticket.eventId);
      expect((await noticeOf(fan, 'tickets_purchased')).link).toBe(link.href);

      const { page, problems } = await openPage(chromium.browser, link.href);
      await signIn(page, fan.email, fan.password);
      const row = page.locator('#tickets-list a');
      await row.waitFor();
      expect(await page.locator('#tickets-heading').innerText()).toBe(`Your tickets for ${TITLE}`);
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain('Valid');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'tickets.png') });

      // The session is the tab's: the ticket's own page needs no second sign-in.
      await row.click();
      await page.waitForURL(ticketPage);
      const qr = page.locator('#ticket-qr-image');
      await qr.waitFor();
      expect(await page.locator('#event-title').innerText()).toBe(TITLE);
      expect(await fact(page, 'when').innerText()).toMatch(/ to .*\(Europe\/Berlin\)$/);
      expect(await fact(page, 'where').innerText()).toBe('Kleiner Saal, Hauptstr. 1, Berlin, DE');
      expect(await fact(page, 'ticket').innerText()).toBe('Standard, 10 credits');
      expect(await fact(page, 'status').innerText()).toBe('Valid');
      // The code a QR reader reads off the page's pixels is the ticket's.
      const { code } = restData(
        await p.rest('GET', `/events/v1/tickets/${ticket.id}`, { token: fan.token }),
      );
      expect(readQr(await qr.screenshot())).toBe(code);
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'ticket.png'), fullPage: true });
      // The token is in this tab's session only: not in the address, not in local storage.
      expect(page.url()).toBe(ticketPage);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('lanes.ticketSession'))).toContain(
        'accessToken',
      );

      await page.click('#refund');
      await page.click('#refund-confirm');
      expect(await resultText(page)).toBe('Refunded: 10 credits back to the wallet that paid.');
      expect(await fact(page, 'status').innerText()).toMatch(/^Refunded on /);
      expect(await page.locator('#ticket-qr').isHidden()).toBe(true);
      expect(await page.locator('#ticket-actions').isHidden()).toBe(true);
      const refunded = restData(
        await p.rest('GET', `/events/v1/tickets/${ticket.id}`, { token: fan.token }),
      );
      expect(refunded.status).toBe('refunded');
      // The refund's notice (and its mail) links to this very page.
      expect((await noticeOf(fan, 'ticket_refunded')).link).toBe(page.url());
      expect((await mailedLink(fan.email, `/account/tickets/${ticket.id}`)).href).toBe(page.url());
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses in words, not JSON: without sign-in, a wrong password, another user's sign-in, a refund past the cutoff",
    async () => {
      const fan = await buyer(p, t, 50);
      // Refunds end 8,760 hours before the start, a week away: the holder's cutoff has passed.
      const ticket = await boughtTicket(fan, { refundCutoffHours: 8760 });
      const { page, problems } = await openPage(
        chromium.browser,
        `${p.url}/account/tickets/${ticket.id}`,
      );
      await page.locator('#sign-in').waitFor();
      expect(await page.locator('#sign-in p').innerText()).toBe(
        'Sign in with the account that holds this ticket to see it and its QR code.',
      );
      expect(await page.locator('#ticket-view').isHidden()).toBe(true);
      // Nothing is read without a session: no request was refused.
      expect(problems).toEqual([]);
      // A session the platform no longer honours (expired, ended elsewhere) brings the sign-in back.
      await page.evaluate(() =>
        sessionStorage.setItem(
          'lanes.ticketSession',
          JSON.stringify({ accessToken: 'expired', refreshToken: 'x', email: 'a@example.test' }),
        ),
      );
      await page.reload();
      expect(await resultText(page)).toBe('Your session has ended; sign in again.');
      expect(await page.locator('#sign-in').isVisible()).toBe(true);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      const wrong = restError(
        await p.rest('POST', '/auth/v1/login', {
          body: { email: fan.email, password: 'not-the-password' },
        }),
        401,
        'UNAUTHENTICATED',
      );
      await signIn(page, fan.email, 'not-the-password');
      expect(await resultText(page)).toBe(wrong.message);

      await signIn(page, t.user.email, t.user.password);
      expect(await resultText(page)).toBe(
        `This is not a ticket of yours: no ticket of ${t.user.email} has this address. Sign out and sign in with the account that holds it.`,
      );
      expect(await page.locator('#ticket-view').isHidden()).toBe(true);
      expect(await page.locator('#signed-in-email').innerText()).toBe(t.user.email);
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'ticket-not-yours.png') });

      await page.click('#sign-out');
      expect(await resultText(page)).toBe('You are signed out.');
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      await signIn(page, fan.email, fan.password);
      await page.locator('#ticket-qr-image').waitFor();
      await page.click('#refund');
      await page.click('#refund-confirm');
      const said = await resultText(page);
      const refused = restError(
        await p.rest('POST', `/events/v1/tickets/${ticket.id}/refund`, { token: fan.token }),
        400,
        'INVALID_STATE',
      );
      expect(said).toBe(refused.message);
      expect(await fact(page, 'status').innerText()).toBe('Valid');
      expect(refusedAnswers(problems)).toEqual([
        `401 for ${p.url}/events/v1/tickets/${ticket.id}`,
        `401 for ${p.url}/auth/v1/login`,
        `404 for ${p.url}/events/v1/tickets/${ticket.id}`,
        `400 for ${p.url}/events/v1/tickets/${ticket.id}/refund`,
      ]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "opens the cancelled event's notice on the holder's tickets for it, each cancelled and refunded",
    async () => {
      const fan = await buyer(p, t, 50);
      const ticket = await boughtTicket(fan);
      await cancelEvent(p, t.organizer.token, ticket.eventId);
      const notice = await noticeOf(fan, 'event_cancelled');
      expect(new URL(notice.link).pathname).toBe('/account/tickets');
      const { page, problems } = await openPage(chromium.browser, notice.link);
      await signIn(page, fan.email, fan.password);
      const row = page.locator('#tickets-list a');
      await row.waitFor();
      expect(await page.locator('#tickets-heading').innerText()).toBe(`Your tickets for ${TITLE}`);
      expect(await page.locator('#tickets-note').innerText()).toBe(
        'This event was cancelled: your tickets for it are refunded to the wallet that paid.',
      );
      expect(await row.innerText()).toContain('Cancelled with the event, and refunded');
      expect(await row.getAttribute('href')).toBe(`/account/tickets/${ticket.id}`);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );
});

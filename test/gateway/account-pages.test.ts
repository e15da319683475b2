import type { RunningService } from '../../lib/subgraph/server';
import { platformFixture } from '../fixture';
import { getPage, startProductionGateway } from './pages';

const { p } = platformFixture({ isolated: true });

const WORDS = '/account/assets/page-words.js';
const ACCOUNT_SCRIPTS = [WORDS, '/account/assets/account-page.js'];
const TICKET_SCRIPTS = [
  WORDS,
  '/account/assets/ticket-session.js',
  '/account/assets/ticket-page.js',
];
const LIST_SCRIPTS = [
  WORDS,
  '/account/assets/ticket-session.js',
  '/account/assets/tickets-page.js',
];

/** Each page, a word its HTML holds, and the scripts it loads (in order). */
const PAGES = [
  ['/account/verify-email?token=abc', 'Confirm my address', ACCOUNT_SCRIPTS],
  ['/account/reset-password?token=abc', 'Change my password', ACCOUNT_SCRIPTS],
  ['/account/accept-invitation?token=abc', 'Set my password', ACCOUNT_SCRIPTS],
  // The ticket pages a mail or notice links to (docs/api/notifications.md, "Kinds").
  ['/account/tickets', 'Sign in', LIST_SCRIPTS],
  ['/account/tickets?eventId=abc', 'Sign in', LIST_SCRIPTS],
  ['/account/tickets/0b5f2b4e-9d3c-4d5e-8f00-1a2b3c4d5e6f', 'Refund this ticket', TICKET_SCRIPTS],
] as const;

/** Every account page, its script and its style, answered by the gateway at `base`. */
async function expectAccountPages(base: string): Promise<void> {
  for (const [path, words, scripts] of PAGES) {
    const page = await getPage(`${base}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The URL carries a link's token: nothing may keep it or pass it on.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.text).toContain(words);
    // Its scripts and the one style sheet, from this gateway; no inline script.
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.text).not.toMatch(/<script>/);
    expect([...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual(scripts);
    expect(
      [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['/account/assets/account.css']);
  }
  for (const [path, type] of [
    ...[...new Set([...ACCOUNT_SCRIPTS, ...TICKET_SCRIPTS, ...LIST_SCRIPTS])].map((script) => [
      script,
      'text/javascript; charset=utf-8',
    ]),
    ['/account/assets/account.css', 'text/css; charset=utf-8'],
  ]) {
    const file = await getPage(`${base}${path}`, '*/*');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  }
}

describe('account pages', () => {
  it('serves each page the mails and notices link to as HTML, unstored, sending no referrer, under a self-only policy', async () => {
    await expectAccountPages(p.url);
  });

  it('answers 404 in the envelope for any other path under /account/', async () => {
    for (const path of [
      '/account/x',
      '/account/',
      '/account/verify-email/',
      '/account/assets/other.js',
      '/account/assets/../routes.ts',
      '/account/assets/..%2Froutes.ts',
      '/account/tickets/',
      '/account/tickets/a/b',
      '/account/tickets/not%20an%20id',
      `/account/tickets/${'a'.repeat(65)}`,
    ]) {
      const res = await p.rest('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { code: 'NOT_FOUND', http: 404 } });
    }
    // The pages are read, never written: a POST is no route either.
    const post = await p.rest('POST', '/account/verify-email', { body: { token: 'abc' } });
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ data: null, error: { code: 'NOT_FOUND', http: 404 } });
  });
});

describe('account pages in production', () => {
  let gateway: RunningService | undefined;
  afterAll(() => gateway?.stop());

  it('are served there too, unlike the developer pages', async () => {
    gateway = await startProductionGateway(p);
    await expectAccountPages(gateway.url);
    expect((await getPage(`${gateway.url}/mail`)).status).toBe(404);
  });
});

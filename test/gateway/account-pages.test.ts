import type { RunningService } from '../../lib/subgraph/server';
import { platformFixture } from '../fixture';
import { getPage, startProductionGateway } from './pages';

const { p } = platformFixture();

const PAGES = [
  ['/account/verify-email', 'Confirm my address'],
  ['/account/reset-password', 'Change my password'],
  ['/account/accept-invitation', 'Set my password'],
] as const;

/** Every account page, its script and its style, answered by the gateway at `base`. */
async function expectAccountPages(base: string): Promise<void> {
  for (const [path, button] of PAGES) {
    const page = await getPage(`${base}${path}?token=abc`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The URL carries a link's token: nothing may keep it or pass it on.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.text).toContain(button);
    // One script and one style sheet, from this gateway; no inline script.
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.text).not.toMatch(/<script>/);
    expect([...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/account/assets/account-page.js',
    ]);
  }
  for (const [path, type] of [
    ['/account/assets/account-page.js', 'text/javascript; charset=utf-8'],
    ['/account/assets/account.css', 'text/css; charset=utf-8'],
  ]) {
    const file = await getPage(`${base}${path}`, '*/*');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  }
}

describe('account pages', () => {
  it('serves each page the account mails link to as HTML, unstored, sending no referrer, under a self-only policy', async () => {
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

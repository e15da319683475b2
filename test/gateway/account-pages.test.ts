import { request } from 'undici';
import { startGateway } from '../../gateway/server';
import { poolOf } from '../../lib/db/prisma';
import type { RunningService } from '../../lib/subgraph/server';
import { platformFixture } from '../fixture';

const { p } = platformFixture();

const PAGES = [
  ['/account/verify-email', 'Confirm my address'],
  ['/account/reset-password', 'Change my password'],
  ['/account/accept-invitation', 'Set my password'],
] as const;

async function get(
  url: string,
  accept = 'text/html',
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const res = await request(url, { headers: { accept } });
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) flat[name] = String(value);
  return { status: res.statusCode, headers: flat, text: await res.body.text() };
}

/** Every account page, its script and its style, answered by the gateway at `base`. */
async function expectAccountPages(base: string): Promise<void> {
  for (const [path, button] of PAGES) {
    const page = await get(`${base}${path}?token=abc`);
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
    const file = await get(`${base}${path}`, '*/*');
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
    const previous = process.env.NODE_ENV;
    // Only while the gateway starts: that is when it decides which pages it serves.
    process.env.NODE_ENV = 'production';
    try {
      const subgraphUrls = Object.fromEntries(p.platform.subgraphs.map((s) => [s.name, s.url]));
      gateway = await startGateway({
        sql: poolOf(p.prisma),
        port: 0,
        subgraphUrls,
        storage: p.storage,
        events: p.platform.events,
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
    await expectAccountPages(gateway.url);
    expect((await get(`${gateway.url}/mail`)).status).toBe(404);
  });
});

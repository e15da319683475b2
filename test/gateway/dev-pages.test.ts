import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'undici';
import type { RunningService } from '../../lib/subgraph/server';
import { mailCatcherFixture } from '../caught-mail';
import { platformFixture } from '../fixture';
import { getPage, startProductionGateway } from './pages';

const { p } = platformFixture({
  isolated: true,
  // The developer pages serve GraphiQL and Swagger UI from dev dependencies, which a build beside
  // production dependencies lacks (test/built-modules.ts): the sources load here.
  ownModules: true,
});
const mail = mailCatcherFixture(p);

/** The /dev-assets/ URLs a page loads (scripts and style sheets). */
function assetUrls(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/dev-assets\/[^"]+)"/g)].map((m) => m[1]);
}

describe('developer pages outside production', () => {
  it('serves GraphiQL, Swagger UI, the jobs and mail pages as HTML under a self-only policy, loading nothing from elsewhere', async () => {
    for (const [path, scripts] of [
      [
        '/graphiql',
        ['react.js', 'react-dom.js', 'graphiql.js', 'graphql-ws.js', 'graphiql-page.js'],
      ],
      ['/docs', ['swagger-ui.js', 'docs-page.js']],
      ['/jobs', ['graphql-ws.js', 'jobs-page.js']],
      ['/mail', ['dev-common.js', 'mail-page.js']],
    ] as const) {
      const page = await getPage(`${p.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
      // No absolute URL: every file comes from this gateway.
      expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
      const urls = assetUrls(page.text);
      for (const script of scripts)
        expect(urls.some((url) => url.endsWith(`/${script}`))).toBe(true);
    }
  });

  it('answers a browser opening /graphql with the IDE, and GraphQL clients as before', async () => {
    const ide = await getPage(`${p.url}/graphql`, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(ide.status).toBe(200);
    expect(ide.text).toContain('<title>GraphiQL');
    // GraphQL over GET (a JSON client, with the preflight header Apollo's CSRF rule asks for).
    const viaGet = await getPage(
      `${p.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
      'application/json',
      { 'apollo-require-preflight': '1' },
    );
    expect(viaGet.status).toBe(200);
    expect(JSON.parse(viaGet.text)).toEqual({ data: { __typename: 'Query' } });
    const answer = await p.graphql('{ __typename }');
    expect(answer.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('streams each asset from node_modules or gateway/dev-pages with its type and a year of caching', async () => {
    const html = (await getPage(`${p.url}/graphiql`)).text + (await getPage(`${p.url}/docs`)).text;
    const urls = [...new Set(assetUrls(html))];
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) {
      const res = await getPage(`${p.url}${url}`, '*/*');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(
        url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    }
    const graphiql = urls.find((url) => url.endsWith('/graphiql.js'))!;
    // The URL names the installed version, so a newer GraphiQL gets a new URL past every cache.
    const { version } = JSON.parse(
      readFileSync(require.resolve('graphiql/package.json'), 'utf8'),
    ) as { version: string };
    expect(graphiql).toBe(`/dev-assets/graphiql@${version}/graphiql.js`);
  });

  it('answers 404 in the envelope for an asset it does not have, without touching the file system', async () => {
    for (const path of [
      '/dev-assets/react@18.3.1/react.js.map',
      '/dev-assets/../package.json',
      '/dev-assets/x/..%2F..%2Fpackage.json',
    ]) {
      const res = await p.rest('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { code: 'NOT_FOUND', http: 404 } });
    }
  });
});

describe("the mail page's JSON, over what the development mail catcher kept", () => {
  it('lists newest first without bodies, answers one mail, its raw message and its HTML part under a sandboxing policy, and deletes all', async () => {
    const link = `${p.url}/health/live?token=abc`;
    const first = await mail.send({ to: 'one@example.test', subject: 'first', text: 'no link' });
    const second = await mail.send({
      to: 'two@example.test',
      subject: 'second',
      text: `open ${link}`,
      html: `<html><head><title>x</title></head><body><a href="${link}">open</a><script>1</script></body></html>`,
    });
    const list = await getPage(`${p.url}/mail/api/messages`, 'application/json');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    // The platform's own mail (its tenant's sign-up) is listed too: only this test's two are read.
    const listed = JSON.parse(list.text).data.filter((m: { to: string[] }) =>
      ['one@example.test', 'two@example.test'].includes(m.to[0]),
    );
    expect(listed.map((m: { messageId: string }) => m.messageId)).toEqual([
      second.messageId,
      first.messageId,
    ]);
    expect(listed[0]).toMatchObject({ subject: 'second', to: ['two@example.test'] });
    for (const body of ['text', 'html', 'headers']) expect(listed[0]).not.toHaveProperty(body);

    const id = listed[0].id as string;
    const one = await getPage(`${p.url}/mail/api/messages/${id}`, 'application/json');
    expect(JSON.parse(one.text).data).toMatchObject({ id, text: `open ${link}` });
    const raw = await getPage(`${p.url}/mail/api/messages/${id}/raw`, '*/*');
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toBe('text/plain');
    expect(raw.text).toContain(`Message-ID: ${second.messageId}`);

    const html = await getPage(`${p.url}/mail/api/messages/${id}/html`);
    expect(html.status).toBe(200);
    const policy = html.headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox allow-popups allow-popups-to-escape-sandbox');
    expect(policy).not.toContain('allow-scripts');
    // Links open outside the frame: a <base target> first thing in the head.
    expect(html.text).toContain('<head><base target="_blank"><title>x</title>');
    expect(html.text).toContain(`<a href="${link}">open</a>`);
    // The text-only mail has no HTML part.
    const textOnly = await getPage(`${p.url}/mail/api/messages/${listed[1].id}/html`);
    expect(textOnly.status).toBe(404);

    for (const path of [
      '/mail/api/messages/000000000000001-00000000',
      '/mail/api/messages/..%2F..%2Fpackage.json',
      '/mail/api/messages/../package.json/raw',
      `/mail/api/messages/${id}/other`,
    ]) {
      const res = await p.rest('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { code: 'NOT_FOUND', http: 404 } });
    }

    const deleted = await request(`${p.url}/mail/api/messages`, { method: 'DELETE' });
    expect(deleted.statusCode).toBe(204);
    await deleted.body.dump();
    expect(
      JSON.parse((await getPage(`${p.url}/mail/api/messages`, 'application/json')).text),
    ).toEqual({
      data: [],
    });
    expect(readdirSync(mail.dir)).toEqual([]);
  });
});

describe('developer pages in production', () => {
  let gateway: RunningService | undefined;
  afterAll(() => gateway?.stop());

  it('serves none of them, and no landing page at /graphql either', async () => {
    gateway = await startProductionGateway(p);
    const assetPath = assetUrls((await getPage(`${p.url}/graphiql`)).text)[0];
    for (const path of ['/graphiql', '/docs', '/jobs', '/mail', '/mail/api/messages', assetPath]) {
      const res = await getPage(`${gateway.url}${path}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({
        data: null,
        error: { code: 'NOT_FOUND', http: 404 },
      });
    }
    // Apollo Server's own landing page (loaded from Apollo's CDN) is off: a browser gets GraphQL's refusal.
    const landing = await getPage(`${gateway.url}/graphql`, 'text/html');
    expect(landing.status).toBe(400);
    expect(landing.headers['content-type']).not.toContain('text/html');
    expect(landing.text).not.toMatch(/apollographql|<html/i);
    expect((await request(`${gateway.url}/openapi.json`)).statusCode).toBe(200);
  });
});

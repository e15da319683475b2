import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startMediaWorker, type MediaWorker } from '../../subgraphs/media/worker';
import type { Session } from '../harness';
import { mailCatcherFixture } from '../caught-mail';
import { platformFixture } from '../fixture';
import { payingUser } from '../subscriptions/jobs';
import { builtInTemplateId, createExport } from '../../subgraphs/reports/test/helpers';
import { chromiumFixture, openPage, SCREENSHOT_DIR, TEST_TIMEOUT_MS } from './chromium';

const { p, t: tenant } = platformFixture({
  isolated: true,
  // The developer pages serve GraphiQL and Swagger UI from dev dependencies, which a build beside
  // production dependencies lacks (test/built-modules.ts): the sources load here.
  ownModules: true,
});
const mail = mailCatcherFixture(p);

const chromium = chromiumFixture();

let worker: MediaWorker | undefined;
afterAll(async () => {
  await worker?.stop();
});

function runWorker(): MediaWorker {
  const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
  return startMediaWorker({
    prisma: p.prisma,
    storage: p.storage,
    events: p.platform.events,
    peers: { identity },
    pollIntervalMs: 20,
    leaseMs: 1000,
    settleIntervalMs: 0,
  });
}

/** A page of the gateway in a fresh context, recording what must not happen (./chromium.ts). */
function openGatewayPage(path: string): Promise<{ page: Page; problems: string[] }> {
  return openPage(chromium.browser, `${p.url}${path}`);
}

async function setToken(page: Page, token: string): Promise<void> {
  await page.fill('#token', token);
  await page.press('#token', 'Enter');
}

/** Replaces the text in GraphiQL's query editor (CodeMirror 5 keeps its editor on its wrapper) and runs it. */
async function runInGraphiQL(page: Page, query: string): Promise<void> {
  await page.waitForSelector('.graphiql-query-editor .CodeMirror');
  await page.evaluate((text) => {
    const wrapper = document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as {
      CodeMirror: { setValue(value: string): void };
    };
    wrapper.CodeMirror.setValue(text);
  }, query);
  await page.click('.graphiql-execute-button');
}

function responseText(page: Page): Promise<string> {
  return page.locator('.graphiql-response').innerText();
}

async function generateImage(user: Session): Promise<string> {
  const created = await p.rest('POST', '/media/v1/images/generate', {
    token: user.token,
    body: { prompt: 'a lighthouse at dusk', width: 256, height: 256 },
  });
  expect(created.status).toBe(202);
  return created.body.data.jobId;
}

describe('developer pages in a real browser', () => {
  it(
    'runs a query and a subscription in GraphiQL with the token, from local files only',
    async () => {
      const user = await payingUser(p, tenant);
      // What a developer does: open /graphql in the browser.
      const { page, problems } = await openGatewayPage('/graphql');
      await setToken(page, user.token);
      await runInGraphiQL(page, '{ me { id email } }');
      await page.waitForFunction(
        (email) => document.querySelector('.graphiql-response')?.textContent?.includes(email),
        user.email,
      );
      expect(await responseText(page)).toContain(user.userId);

      const jobId = await generateImage(user);
      await runInGraphiQL(
        page,
        `subscription {\n  jobProgress(jobId: "${jobId}") {\n    id\n    status\n    progress\n  }\n}\n`,
      );
      // The job now (queued, no worker yet), then its changes once a worker runs it.
      await page.waitForFunction(
        (id) => document.querySelector('.graphiql-response')?.textContent?.includes(id),
        jobId,
      );
      expect(await responseText(page)).toContain('"queued"');
      worker = runWorker();
      await page.waitForFunction(() =>
        document.querySelector('.graphiql-response')?.textContent?.includes('"completed"'),
      );
      expect(await responseText(page)).toContain('"progress": 100');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'graphiql.png') });
      await worker.stop();
      worker = undefined;
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows Swagger UI for /openapi.json at /docs',
    async () => {
      const { page, problems } = await openGatewayPage('/docs');
      // Swagger UI reads and lays out a document of some 250 operations: seconds of a busy machine's CPU.
      // A deprecated operation's path has a class of its own (struck through): v1 of an API
      // with a successor (gateway/rest/versions.ts).
      const texts = async (selector: string) =>
        (await page.locator(selector).allInnerTexts()).map((path) => path.replace(/\u200b/g, ''));
      await page.locator('#operations-tag-identity').click();
      await page.locator('.opblock-summary-path').first().waitFor();
      expect(await texts('.opblock-summary-path')).toContain('/auth/v2/login');
      expect(await texts('.opblock-summary-path__deprecated')).toContain('/auth/v1/login');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'docs.png') });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows a media job created after the page opened, its progress bar moving over graphql-ws until done, and the caller’s exports',
    async () => {
      const user = await payingUser(p, tenant);
      const { page, problems } = await openGatewayPage('/jobs');
      await setToken(page, user.token);
      await page.waitForFunction(() =>
        document.getElementById('connection')?.textContent?.startsWith('live'),
      );

      const jobId = await generateImage(user);
      const row = `#media li[data-id="${jobId}"]`;
      // data-live: the row's jobProgress subscription has delivered the job, so no change is missed.
      await page.waitForSelector(`${row}[data-live]`);
      // Every status the row shows, as it shows it.
      await page.evaluate((selector) => {
        const item = document.querySelector(selector) as HTMLElement;
        const seen = [item.dataset.status];
        (window as unknown as { seenStatuses: unknown }).seenStatuses = seen;
        new MutationObserver(() => seen.push(item.dataset.status)).observe(item, {
          attributes: true,
          attributeFilter: ['data-status'],
        });
      }, row);
      worker = runWorker();
      await page.waitForSelector(`${row}[data-status="completed"]`);
      expect(
        await page.locator(`${row} progress`).evaluate((bar) => (bar as HTMLProgressElement).value),
      ).toBe(100);
      expect(await page.locator(`${row} .job-percent`).innerText()).toBe('100%');
      const seen = (await page.evaluate(
        () => (window as unknown as { seenStatuses: string[] }).seenStatuses,
      )) as string[];
      // Between two list reads the job ran; only the subscription could show it processing.
      expect(seen).toContain('processing');
      await worker.stop();
      worker = undefined;

      // An export of the caller's credit ledger: the page's next list read shows it, finished.
      const exported = await createExport(p, user.token, {
        templateId: await builtInTemplateId('credit_ledger'),
        format: 'csv',
      });
      await page.waitForSelector(`#exports li[data-id="${exported.id}"][data-status="completed"]`);
      expect(
        await page.locator(`#exports li[data-id="${exported.id}"] .job-percent`).innerText(),
      ).toBe('100%');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'jobs.png'), fullPage: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );
  it(
    'lists a caught mail at /mail and opens it: headers, the text part’s link and the HTML part’s link both work',
    async () => {
      // A link a browser can follow on this gateway, as a verification link would be on PUBLIC_URL.
      const link = `${p.url}/health/live?token=t0k3n`;
      const subject = `Verify your e-mail ${Date.now()}`;
      const sent = await mail.send({
        to: '"Ada" <ada@example.test>',
        subject,
        text: `Hello Ada,\n\nopen ${link}.\n`,
        html: `<html><head><style>p { color: #335; }</style></head><body><p>Hello Ada,</p><p><a id="verify" href="${link}">Verify</a></p></body></html>`,
      });
      const { page, problems } = await openGatewayPage('/mail');
      const row = page.locator('#mail-rows tr', { hasText: subject });
      await row.waitFor();
      expect(await row.innerText()).toContain('ada@example.test');
      await row.locator('a').click();
      await page.waitForSelector('#mail-view:not([hidden])');
      expect(await page.locator('#mail-subject').innerText()).toBe(subject);
      expect(await page.locator('#mail-summary').innerText()).toContain(sent.messageId);

      // The text part's link is an <a> (the trailing full stop left out) that opens the page it names.
      const textLink = page.locator('#mail-text a');
      expect(await textLink.getAttribute('href')).toBe(link);
      const [opened] = await Promise.all([page.context().waitForEvent('page'), textLink.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(link);
      expect(await opened.locator('body').innerText()).toContain('"status":"ok"');
      await opened.close();

      // The HTML part, framed in a sandbox: its link opens a tab of its own too.
      const htmlLink = page.frameLocator('#mail-html').locator('a#verify');
      expect(await htmlLink.getAttribute('href')).toBe(link);
      const [fromHtml] = await Promise.all([page.context().waitForEvent('page'), htmlLink.click()]);
      await fromHtml.waitForLoadState();
      expect(fromHtml.url()).toBe(link);
      await fromHtml.close();

      await page.screenshot({ path: join(SCREENSHOT_DIR, 'mail.png'), fullPage: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TEST_TIMEOUT_MS,
  );
});

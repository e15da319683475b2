import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's chromium (apt-get install chromium; .ci/run installs it): playwright's own browser
// downloads cannot be reached here, so none is ever fetched.
const CHROMIUM = '/usr/bin/chromium';
// Flags that keep Chromium off the network: no updates, sync or background fetches.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const STEP_TIMEOUT_MS = 60_000;
export const TEST_TIMEOUT_MS = 150_000;
/** Where the browser tests write their screenshots (README, "Configuration"). */
export const SCREENSHOT_DIR = resolve(
  process.env.SCREENSHOT_DIR || mkdtempSync(join(tmpdir(), 'lanes-screenshots-')),
);

/** A headless Chromium for the file's tests, launched before them and closed after them. */
export function chromiumFixture(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(
        `${CHROMIUM} is missing: this test drives a real browser; install Debian's chromium (apt-get install chromium), as .ci/run does`,
      );
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, STEP_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return browser!;
    },
  };
}

/** Records into `problems` what must not happen on `page`: requests leaving `origin`, failed answers, script errors, CSP refusals. */
export function watchPage(page: Page, origin: string, problems: string[]): void {
  const host = new URL(origin).host;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol !== 'data:' && url.host !== host) problems.push(`request to ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
}

/** `url` in a page of a fresh context, watched from the start (`watchPage`). */
export async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A page's scripts share the machine with nine services; on a loaded one each step takes seconds.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  watchPage(page, url, problems);
  await page.goto(url);
  return { page, problems };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../lib/errors';
import type { HttpResult } from '../../lib/http/io';
import { htmlPageHeaders } from '../page-headers';

/** The page behind each link the account mails carry (docs/api/notifications.md, "Kinds"). */
const PAGES: Record<string, string> = {
  '/account/verify-email': 'verify-email.html',
  '/account/reset-password': 'reset-password.html',
  '/account/accept-invitation': 'accept-invitation.html',
};

/** The one script and the one style sheet the pages share, by the URL the pages name them at. */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/account/assets/account-page.js': {
    file: 'account-page.js',
    type: 'text/javascript; charset=utf-8',
  },
  '/account/assets/account.css': { file: 'account.css', type: 'text/css; charset=utf-8' },
};

/** Answers an account page or one of its files; undefined when the path is not under /account/. */
export type AccountPages = (method: string, path: string) => HttpResult | undefined;

function fileResult(file: string, headers: Record<string, string>): HttpResult {
  return { status: 200, headers, body: readFileSync(join(__dirname, file)) };
}

/**
 * The account pages (README "Account pages"): the links of the account mails open them on
 * PUBLIC_URL, and their script posts the link's token to identity's public REST paths
 * (docs/api/identity.md). Served in production too, unlike the developer pages. Every file is
 * read once, here: a build that left one out fails when the gateway starts, not when a person
 * opens a link. The page's URL carries the token, so the page is neither stored by any cache nor
 * named as a referrer (./page-headers.ts).
 */
export function createAccountPages(): AccountPages {
  const files = new Map<string, HttpResult>();
  for (const [path, file] of Object.entries(PAGES))
    files.set(path, fileResult(file, htmlPageHeaders('no-store')));
  for (const [path, { file, type }] of Object.entries(ASSETS))
    files.set(
      path,
      // Revalidated on every load: a small file, and a new release's script reaches every page.
      fileResult(file, {
        'content-type': type,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      }),
    );
  return (method, path) => {
    if (method !== 'GET' || !path.startsWith('/account/')) return undefined;
    const found = files.get(path);
    if (!found) throw new AppError('NOT_FOUND', `No account page at ${path}`, 404);
    // A copy per answer: the gateway adds its own headers (x-request-id) to the result.
    return { ...found, headers: { ...found.headers } };
  };
}

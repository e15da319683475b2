import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../lib/errors';
import type { HttpResult } from '../../lib/http/io';
import { PAGE_PATHS } from '../../lib/http/page-paths';
import { htmlPageHeaders } from '../page-headers';

/** The page behind each link the mails and notices carry (docs/api/notifications.md, "Kinds"). */
const PAGES: Record<string, string> = {
  [PAGE_PATHS.verifyEmail]: 'verify-email.html',
  [PAGE_PATHS.resetPassword]: 'reset-password.html',
  [PAGE_PATHS.acceptInvitation]: 'accept-invitation.html',
  [PAGE_PATHS.tickets]: 'tickets.html',
};

/** One ticket's page, `ticketPagePath(id)`: its script reads the id (a UUID) from the path. */
const TICKET_PAGE = new RegExp(`^${PAGE_PATHS.tickets}/[0-9A-Za-z-]{1,64}$`);
const TICKET_PAGE_FILE = 'ticket.html';

const SCRIPT = 'text/javascript; charset=utf-8';

/**
 * The pages' files, by the URL the pages name them at: every page loads page-words.js (its result
 * line and the API's refusals), then the account mails' pages account-page.js, the ticket pages
 * the script they share and their own; all share the one style sheet.
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/account/assets/page-words.js': { file: 'page-words.js', type: SCRIPT },
  '/account/assets/account-page.js': { file: 'account-page.js', type: SCRIPT },
  '/account/assets/ticket-session.js': { file: 'ticket-session.js', type: SCRIPT },
  '/account/assets/ticket-page.js': { file: 'ticket-page.js', type: SCRIPT },
  '/account/assets/tickets-page.js': { file: 'tickets-page.js', type: SCRIPT },
  '/account/assets/account.css': { file: 'account.css', type: 'text/css; charset=utf-8' },
};

/** Answers an account page or one of its files; undefined when the path is not under /account/. */
export type AccountPages = (method: string, path: string) => HttpResult | undefined;

function fileResult(file: string, headers: Record<string, string>): HttpResult {
  return { status: 200, headers, body: readFileSync(join(__dirname, file)) };
}

/**
 * The account pages (README "Account pages"): the links of the mails and notices open them on
 * PUBLIC_URL. The account mails' pages post the link's token to identity's public REST paths
 * (docs/api/identity.md); the ticket pages sign the holder in and read their tickets from the
 * events API (docs/api/events.md, "Tickets"). Served in production too, unlike the developer
 * pages. Every file is read once, here: a build that left one out fails when the gateway starts,
 * not when a person opens a link. An account page's URL carries a token, and a ticket page shows
 * what only its holder may see, so no page is stored by any cache or named as a referrer
 * (./page-headers.ts).
 */
export function createAccountPages(): AccountPages {
  const files = new Map<string, HttpResult>();
  for (const file of [...Object.values(PAGES), TICKET_PAGE_FILE])
    files.set(file, fileResult(file, htmlPageHeaders('no-store')));
  for (const { file, type } of Object.values(ASSETS))
    files.set(
      file,
      // Revalidated on every load: a small file, and a new release's script reaches every page.
      fileResult(file, {
        'content-type': type,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      }),
    );
  return (method, path) => {
    if (method !== 'GET' || !path.startsWith('/account/')) return undefined;
    const file =
      PAGES[path] ?? ASSETS[path]?.file ?? (TICKET_PAGE.test(path) ? TICKET_PAGE_FILE : undefined);
    const found = file === undefined ? undefined : files.get(file);
    if (!found) throw new AppError('NOT_FOUND', `No account page at ${path}`, 404);
    // A copy per answer: the gateway adds its own headers (x-request-id) to the result.
    return { ...found, headers: { ...found.headers } };
  };
}

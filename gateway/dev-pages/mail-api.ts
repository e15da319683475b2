import { AppError } from '../../lib/errors';
import { json, type HttpResult } from '../../lib/http/io';
import {
  clearCaughtMails,
  readCaughtMail,
  readCaughtMailRaw,
  readCaughtMails,
  type CaughtMail,
  type CaughtMailHeading,
} from '../../lib/mail/caught-mails';

/** The mail page's JSON under this prefix (./mail-page.js reads it). */
const API_PREFIX = '/mail/api/messages';
/** The list shows the newest this many; older mail stays on disk, readable by id. */
const LIST_LIMIT = 200;

/**
 * A mail's HTML part is a document of its own, framed by the page: no script runs (the policy's
 * sandbox, and the iframe's), nothing is fetched (images of the message come inline as data: URLs
 * from mailparser), only its own inline styles apply, and links open a new tab outside the sandbox.
 */
const HTML_PART_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const PRIVATE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', `No caught mail ${id}`, 404);
}

function heading(mail: CaughtMail): CaughtMailHeading {
  const { text, html, headers, ...rest } = mail;
  return rest;
}

/** The HTML part with every link opening a new tab: a `<base>` in its head, or before it. */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return base + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + base + html.slice(end);
}

async function messagePart(dir: string, id: string, part: string): Promise<HttpResult> {
  if (part === 'raw') {
    const raw = await readCaughtMailRaw(dir, id);
    if (!raw) throw notFound(id);
    return { status: 200, headers: { 'content-type': 'text/plain', ...PRIVATE }, body: raw };
  }
  const mail = await readCaughtMail(dir, id);
  if (!mail) throw notFound(id);
  if (part === '') return json(200, { data: mail }, PRIVATE);
  if (!mail.html) throw new AppError('NOT_FOUND', `Caught mail ${id} has no HTML part`, 404);
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': HTML_PART_POLICY,
      'referrer-policy': 'no-referrer',
      ...PRIVATE,
    },
    body: withLinksInNewTab(mail.html),
  };
}

/**
 * The mail page's JSON, over the folder the development mail catcher writes (lib/mail/catcher.ts):
 * `GET /mail/api/messages` (newest first, without bodies), `DELETE` of it (every mail),
 * `GET /mail/api/messages/<id>` (the summary with its text and HTML), `/raw` (the message as it
 * arrived) and `/html` (the HTML part as a framed document). Undefined for any other path.
 */
export function mailApi(
  dir: string,
  method: string,
  path: string,
): Promise<HttpResult> | undefined {
  if (path === API_PREFIX) {
    if (method === 'GET')
      return readCaughtMails(dir, LIST_LIMIT).then((mails) =>
        json(200, { data: mails.map(heading) }, PRIVATE),
      );
    if (method === 'DELETE')
      return clearCaughtMails(dir).then(() => ({ status: 204, headers: PRIVATE }));
    return undefined;
  }
  const match = /^\/mail\/api\/messages\/([^/]+)(?:\/(raw|html))?$/.exec(path);
  if (!match || method !== 'GET') return undefined;
  return messagePart(dir, match[1], match[2] ?? '');
}

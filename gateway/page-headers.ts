/**
 * The policy of every HTML page the gateway serves (the developer pages, ./dev-pages/routes.ts,
 * and the account pages, ./account-pages/routes.ts): scripts, styles and connections (fetch and
 * graphql-ws, same origin) from the gateway only, so a page can load nothing from a CDN even by
 * mistake, and no inline script. Images and fonts may also be data: URLs, which GraphiQL's and
 * Swagger UI's style sheets embed.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers of one of the gateway's HTML pages. No referrer leaves them: an account page's URL
 * carries a link's token.
 */
export function htmlPageHeaders(cacheControl: 'no-cache' | 'no-store'): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../lib/errors';
import type { HttpResult } from '../../lib/http/io';
import { htmlPageHeaders } from '../page-headers';
import { ASSET_PREFIX, assetResult, loadAssets, type Asset } from './assets';
import { mailApi } from './mail-api';

/** Each page: its template beside this file and the assets it names as `{{name}}`. */
const PAGES: Record<string, string> = {
  '/graphiql': 'graphiql.html',
  '/docs': 'docs.html',
  '/jobs': 'jobs.html',
  '/mail': 'mail.html',
};

/** Answers a developer page, asset or page API request; undefined when the path is none of them. */
export type DevPages = (
  method: string,
  path: string,
  accept: string | undefined,
) => Promise<HttpResult | undefined>;

export interface DevPagesOptions {
  /** The folder the development mail catcher writes, read by the /mail page (lib/mail/caught-mails.ts). */
  mailDir: string;
}

function page(template: string, assets: Map<string, Asset>): HttpResult {
  const html = template.replace(/\{\{([\w.-]+)\}\}/g, (_all, name: string) => {
    const asset = assets.get(name);
    // The packages are dev dependencies: an install without them (npm ci --omit=dev) has no IDE.
    if (!asset)
      throw new AppError(
        'NOT_FOUND',
        `This developer page needs ${name}, which is not installed (run npm install with dev dependencies)`,
        404,
      );
    return asset.url;
  });
  return {
    status: 200,
    headers: htmlPageHeaders('no-cache'),
    body: html,
  };
}

const templates = new Map<string, string>();

/** A page's template, read once (a build that left it out answers 404, and is asked again next time). */
function template(file: string): string {
  const known = templates.get(file);
  if (known !== undefined) return known;
  try {
    const text = readFileSync(join(__dirname, file), 'utf8');
    templates.set(file, text);
    return text;
  } catch {
    throw new AppError('NOT_FOUND', `The developer page ${file} is not in this build`, 404);
  }
}

/** A browser asks for HTML; GraphQL clients send JSON or nothing. */
function wantsHtml(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().startsWith('text/html')) ?? false;
}

/**
 * The developer pages (README "Developer pages"): GraphiQL at /graphiql (and at /graphql for a
 * browser), Swagger UI at /docs, the live jobs page at /jobs, the caught mail at /mail (with its
 * JSON under /mail/api/, ./mail-api.ts), and their files under /dev-assets/, all read from this
 * folder and node_modules: no network. The gateway serves them outside production only
 * (../server.ts); without them those paths fall through to the REST facade's 404.
 */
export function createDevPages(options: DevPagesOptions): DevPages {
  const assets = loadAssets();
  const byUrl = new Map([...assets.values()].map((asset) => [asset.url, asset]));
  return async (method, path, accept) => {
    if (path.startsWith('/mail/api/')) return mailApi(options.mailDir, method, path);
    if (method !== 'GET') return undefined;
    if (path.startsWith(ASSET_PREFIX)) {
      const asset = byUrl.get(path);
      if (!asset) throw new AppError('NOT_FOUND', `No developer asset at ${path}`, 404);
      return assetResult(asset);
    }
    const pagePath = path === '/graphql' && wantsHtml(accept) ? '/graphiql' : path;
    const file = PAGES[pagePath];
    return file === undefined ? undefined : page(template(file), assets);
  };
}

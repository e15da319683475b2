import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { HttpResult } from '../../lib/http/io';

/** Where the developer pages' browser files are served from (./routes.ts). */
export const ASSET_PREFIX = '/dev-assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The browser files the pages load: builds shipped inside npm packages (read where Node would
 * find the package; their `exports` maps hide these paths from require.resolve) and the pages' own
 * scripts beside this file. Nothing else is served, so no request path reaches the file system.
 */
const VENDOR_FILES: Record<string, { pkg: string; file: string }> = {
  'react.js': { pkg: 'react', file: 'umd/react.production.min.js' },
  'react-dom.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js' },
  'graphiql.js': { pkg: 'graphiql', file: 'graphiql.min.js' },
  'graphiql.css': { pkg: 'graphiql', file: 'graphiql.min.css' },
  'graphql-ws.js': { pkg: 'graphql-ws', file: 'umd/graphql-ws.min.js' },
  'swagger-ui.js': { pkg: 'swagger-ui-dist', file: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { pkg: 'swagger-ui-dist', file: 'swagger-ui.css' },
};
const OWN_FILES = [
  'pages.css',
  'dev-common.js',
  'graphiql-page.js',
  'docs-page.js',
  'jobs-page.js',
  'mail-page.js',
];

export interface Asset {
  path: string;
  /** The URL the pages use: it changes with the file (package version or content hash), so it is cached for a year. */
  url: string;
}

/** The folder of an installed package: the first node_modules on Node's search path that holds it. */
function packageDir(pkg: string): string | undefined {
  const dirs = require.resolve.paths(pkg) ?? [];
  return dirs.map((dir) => join(dir, pkg)).find((dir) => existsSync(join(dir, 'package.json')));
}

function vendorAsset(
  name: string,
  { pkg, file }: { pkg: string; file: string },
): Asset | undefined {
  const dir = packageDir(pkg);
  if (!dir || !existsSync(join(dir, file))) return undefined;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { path: join(dir, file), url: `${ASSET_PREFIX}${pkg}@${version}/${name}` };
}

function ownAsset(name: string): Asset | undefined {
  const path = join(__dirname, name);
  if (!existsSync(path)) return undefined;
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12);
  return { path, url: `${ASSET_PREFIX}${hash}/${name}` };
}

/**
 * Every asset by name, found once. A missing one (the packages are dev dependencies, absent from
 * a production image) is left out: pages needing it answer 404 (./routes.ts).
 */
export function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const [name, source] of Object.entries(VENDOR_FILES)) {
    const asset = vendorAsset(name, source);
    if (asset) assets.set(name, asset);
  }
  for (const name of OWN_FILES) {
    const asset = ownAsset(name);
    if (asset) assets.set(name, asset);
  }
  return assets;
}

/** One asset, streamed from disk with its type and a year's caching (its URL changes with its content). */
export function assetResult(asset: Asset): HttpResult {
  return {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[extname(asset.path)] ?? 'application/octet-stream',
      'content-length': String(statSync(asset.path).size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
    body: createReadStream(asset.path),
  };
}

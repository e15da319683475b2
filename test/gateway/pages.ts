import { request } from 'undici';
import { startGateway } from '../../gateway/server';
import { poolOf } from '../../lib/db/prisma';
import type { RunningService } from '../../lib/subgraph/server';
import type { TestPlatform } from '../harness';

/** A GET as a browser (or `accept`) sends it: status, headers flattened, and the body as text. */
export async function getPage(
  url: string,
  accept = 'text/html',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const res = await request(url, { headers: { accept, ...headers } });
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) flat[name] = String(value);
  return { status: res.statusCode, headers: flat, text: await res.body.text() };
}

/**
 * A second gateway over the platform's subgraphs, started as under NODE_ENV=production: which
 * pages it serves is decided while it starts (the default of its devPages option), so the
 * variable is set only meanwhile. The caller stops it.
 */
export async function startProductionGateway(p: TestPlatform): Promise<RunningService> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const subgraphUrls = Object.fromEntries(p.platform.subgraphs.map((s) => [s.name, s.url]));
    return await startGateway({
      sql: poolOf(p.prisma),
      port: 0,
      subgraphUrls,
      storage: p.storage,
      events: p.platform.events,
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

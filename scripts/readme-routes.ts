import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerableStatuses, PLATFORM_STATUSES } from '../gateway/rest/contract';
import { restRoutes } from '../gateway/rest/routes';
import { API_DOCS_DIR, API_SERVICES, apiDocWithTables } from './api-doc-tables';

export const README_PATH = join(__dirname, '..', 'README.md');
const START = '<!-- rest-paths:start (npm run readme:routes) -->';
const END = '<!-- rest-paths:end -->';

/** The README's table of REST paths, made from the route table itself; errors beyond the platform-wide statuses. */
function restPathsTable(): string {
  const rows = restRoutes.map((route) => {
    const path =
      route.path.replace(/:(\w+)/g, '{$1}') +
      (route.whenQuery ? `?${new URLSearchParams(route.whenQuery)}` : '');
    const field =
      route.operation.match(/^\s*(?:query|mutation)\s+\w*[^{]*\{\s*(\w+)/)?.[1] ?? route.result;
    const notes = [
      route.paginated ? 'paginated' : '',
      route.public ? 'public' : '',
      route.requireIdempotencyKey ? 'Idempotency-Key required' : '',
      route.upload ? 'multipart upload' : '',
    ]
      .filter(Boolean)
      .join(', ');
    const errors = answerableStatuses(route)
      .filter((status) => !PLATFORM_STATUSES.includes(status))
      .join(', ');
    return `| ${route.method} | \`${path}\` | \`${field}\` | ${route.status ?? 200}${notes ? `, ${notes}` : ''} | ${errors || '-'} | ${route.summary} |`;
  });
  return [
    '| method | path | GraphQL field | success | errors | what |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error('README.md lacks the rest-paths markers');
  return `${readme.slice(0, start + START.length)}\n${restPathsTable()}\n${readme.slice(end)}`;
}

if (require.main === module) {
  writeFileSync(README_PATH, readmeWithTable(readFileSync(README_PATH, 'utf8')));
  console.log(`updated the REST paths table in ${README_PATH}`);
  for (const service of API_SERVICES) {
    const file = join(API_DOCS_DIR, `${service}.md`);
    writeFileSync(file, apiDocWithTables(readFileSync(file, 'utf8'), service));
    console.log(`updated the paths and statuses tables in ${file}`);
  }
}

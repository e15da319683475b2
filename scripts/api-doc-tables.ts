import { join } from 'node:path';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import {
  answerableStatuses,
  contractStatus,
  nativeStatus,
  PLATFORM_STATUSES,
} from '../gateway/rest/contract';
import type { RestRoute } from '../gateway/rest/route';
import { restRoutes } from '../gateway/rest/routes';

export const API_DOCS_DIR = join(__dirname, '..', 'docs', 'api');

/** One contract file per service (docs/api/<service>.md); bookings are the marketplace's. */
export const API_SERVICES = [
  'identity',
  'marketplace',
  'media',
  'integrations',
  'ads',
  'ai',
  'reports',
  'ml',
  'notifications',
  'events',
  'search',
] as const;
export type ApiService = (typeof API_SERVICES)[number];
const SERVICE_OF_TAG: Record<string, ApiService> = { booking: 'marketplace' };

const serviceOf = (route: RestRoute): ApiService =>
  SERVICE_OF_TAG[route.tag] ?? (route.tag as ApiService);
const pathOf = (route: RestRoute) =>
  `\`${route.path.replace(/:(\w+)/g, '{$1}')}${route.whenQuery ? `?${new URLSearchParams(route.whenQuery)}` : ''}\``;

function operationOf(route: RestRoute): OperationDefinitionNode {
  return parse(route.operation).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
}

/** The body's input type, and whether the body may be left out (an optional `$input`). */
function bodyOf(route: RestRoute): string {
  const variable = operationOf(route).variableDefinitions?.find(
    (v) => v.variable.name.value === route.body,
  );
  if (!variable) return '-';
  const type = print(variable.type);
  const notes = [type.endsWith('!') ? '' : 'optional', route.upload ? 'or multipart' : ''].filter(
    Boolean,
  );
  return `\`${type.replace(/!$/, '')}\`${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

function pathsTable(routes: RestRoute[]): string {
  const rows = routes.map((route) => {
    const field = operationOf(route).selectionSet.selections.find((s) => s.kind === Kind.FIELD);
    const name = field && field.kind === Kind.FIELD ? field.name.value : route.result;
    const kind = operationOf(route).operation;
    return `| ${route.method} | ${pathOf(route)} | ${kind} \`${name}\` | ${bodyOf(route)} | ${route.public ? 'public; ' : ''}${route.summary} |`;
  });
  return ['| method | path | GraphQL | body | what |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The route's own codes with the status they are answered with on it (the remap, docs/rest-contract.md). */
function codesOf(route: RestRoute): string {
  // A path answering in its service's catalogue names the codes of its own operation.
  const own = route.catalogue
    ? [...(route.answers ?? []), ...(route.inputCode ? [route.inputCode] : [])]
    : (route.codes ?? []);
  const codes = own.map((code) => {
    const native = nativeStatus(route, code);
    const sent = contractStatus(route, native);
    return sent === native ? `\`${code}\` ${native}` : `\`${code}\` as ${sent}`;
  });
  return codes.join(', ') || '-';
}

function statusesTable(routes: RestRoute[]): string {
  const rows = routes.map((route) => {
    const notes = [
      route.paginated ? 'paginated' : '',
      route.requireIdempotencyKey ? 'Idempotency-Key required' : '',
    ].filter(Boolean);
    const success = `${route.status ?? 200}${notes.length ? `, ${notes.join(', ')}` : ''}`;
    const errors = answerableStatuses(route)
      .filter((status) => !PLATFORM_STATUSES.includes(status))
      .join(', ');
    return `| ${route.method} | ${pathOf(route)} | ${success} | ${errors || '-'} | ${codesOf(route)} |`;
  });
  return [
    '| method | path | success | errors | codes it names, and the status sent |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const TABLES = {
  paths: pathsTable,
  statuses: statusesTable,
} as const;

const markers = (table: keyof typeof TABLES) =>
  [`<!-- api-${table}:start (npm run readme:routes) -->`, `<!-- api-${table}:end -->`] as const;

/** A service's contract file with its generated tables (paths, statuses) made anew from the route table. */
export function apiDocWithTables(text: string, service: ApiService): string {
  const routes = restRoutes.filter((route) => serviceOf(route) === service);
  let result = text;
  for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    const [start, end] = markers(table);
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from === -1 || to === -1)
      throw new Error(`docs/api/${service}.md lacks the api-${table} markers`);
    result = `${result.slice(0, from + start.length)}\n${TABLES[table](routes)}\n${result.slice(to)}`;
  }
  return result;
}

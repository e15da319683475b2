import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each import boundary of CONTRIBUTING.md, as eslint.config.mjs writes it, fails on a deliberate
 * violation at a realistic path and passes on the same import where it is allowed. The snippets
 * are linted as virtual files: the paths they import exist, the files that import them need not.
 */
const root = path.resolve(__dirname, '../..');

interface Snippet {
  filePath: string;
  code: string;
}

/** The rule ids (or messages, for a directive problem) ESLint reports for each snippet. */
function lint(snippets: Snippet[]): string[][] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs'), root], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

interface Case {
  rule: string;
  code: string;
  violation: string;
  allowed: string[];
}

const cases: Case[] = [
  {
    rule: 'house/prisma-only-in-stores',
    code: "import { Prisma } from '../../../lib/db/prisma';\nexport const sql = Prisma.sql;\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/ads/campaigns/campaign-store.ts'],
  },
  {
    rule: 'house/prisma-only-in-stores',
    code: "import { PrismaClient } from '../../../lib/db/generated/client';\nexport const C = PrismaClient;\n",
    violation: 'subgraphs/ads/serving/serving.ts',
    allowed: ['subgraphs/ads/serving/serving-store.ts'],
  },
  {
    // The handle is wiring's, not the rules'.
    rule: 'house/prisma-only-in-stores',
    code: "import type { Db } from '../../../lib/db/prisma';\nexport type D = Db;\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/ads/campaigns/loaders.ts', 'subgraphs/ads/campaigns/campaign-store.ts'],
  },
  {
    rule: 'house/prisma-error-codes-only-in-stores',
    code: "export const unique = (e: { code?: string }) => e.code === 'P2002';\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/ads/campaigns/campaign-store.ts', 'lib/db/prisma-extra.ts'],
  },
  {
    rule: 'house/forbidden-error-only-in-access',
    code: "import { ForbiddenError } from '../../../lib/errors';\nexport const E = ForbiddenError;\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/ads/campaigns/access.ts'],
  },
  {
    rule: 'house/lib-imports-no-service',
    code: "export { campaignLoaders } from '../subgraphs/ads/campaigns/loaders';\n",
    violation: 'lib/pagination-extra.ts',
    allowed: ['scripts/pagination-extra.ts'],
  },
  {
    rule: 'house/lib-imports-no-service',
    code: "export { startGateway } from '../gateway/server';\n",
    violation: 'lib/gateway-extra.ts',
    allowed: ['scripts/gateway-extra.ts'],
  },
  {
    rule: 'house/service-imports-peer-contracts-only',
    code: "export * from '../../identity/wallets/wallet-store';\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/identity/credits/credit-rules.ts'],
  },
  {
    rule: 'house/gateway-imports-service-contracts-only',
    code: "export * from '../../subgraphs/media/jobs/job-store';\n",
    violation: 'gateway/subscriptions/job-extra.ts',
    allowed: ['test/gateway/job-extra.ts'],
  },
  {
    rule: 'house/layers-never-import-upward',
    code: "export * from './campaign-rules';\n",
    violation: 'subgraphs/ads/campaigns/campaign-store.ts',
    allowed: ['subgraphs/ads/campaigns/resolvers.ts'],
  },
  {
    rule: 'house/layers-never-import-upward',
    code: "export * from './resolvers';\n",
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: ['subgraphs/ads/server-extra.ts'],
  },
  {
    rule: 'house/layers-never-import-upward',
    code: "export * from '../campaigns/campaign-store';\n",
    violation: 'subgraphs/ads/common/deps.ts',
    allowed: ['subgraphs/ads/serving/serving-rules.ts'],
  },
  {
    // Only common's context and loaders assemble the features' loader builders.
    rule: 'house/layers-never-import-upward',
    code: "export * from '../campaigns/loaders';\n",
    violation: 'subgraphs/ads/common/deps.ts',
    allowed: ['subgraphs/ads/common/loaders.ts', 'subgraphs/ads/common/context.ts'],
  },
  {
    // Time comes from lib/clock.ts: a service reads its deps' clock.
    rule: 'house/time-from-clock',
    code: 'export const at = () => new Date();\n',
    violation: 'subgraphs/ads/campaigns/campaign-rules.ts',
    allowed: [
      'lib/clock.ts',
      'subgraphs/ads/test/campaign-extra.test.ts',
      'scripts/clock-extra.ts',
    ],
  },
  {
    rule: 'house/time-from-clock',
    code: 'export const ms = () => Date.now();\n',
    violation: 'gateway/rate-limit/limiter-extra.ts',
    allowed: ['test/gateway/limiter-extra.ts', 'bench/clock-extra.ts'],
  },
  {
    rule: 'house/time-from-clock',
    code: 'export const read = Date.now;\n',
    violation: 'lib/events/relay-extra.ts',
    allowed: ['scripts/relay-extra.ts'],
  },
  {
    // An event type's name is written only in the catalogue; tests may write it out.
    rule: 'house/event-names-from-catalog',
    code: "export const type = 'ticket.purchased';\n",
    violation: 'subgraphs/notifications/notices/ticket-extra.ts',
    allowed: ['lib/events/catalog.ts', 'subgraphs/notifications/test/ticket-extra.test.ts'],
  },
];

/** A date made of a value (a stored time, an instant computed from the clock's) reads no clock. */
const dateOfValue: Snippet = {
  filePath: 'subgraphs/ads/campaigns/campaign-rules.ts',
  code: 'export const at = (ms: number) => new Date(ms);\n',
};

/** A service's contracts: what a peer and the gateway may import of it. */
const contracts: Snippet[] = [
  {
    filePath: 'subgraphs/ads/campaigns/campaign-rules.ts',
    code: "export * from '../../identity/common/events';\n",
  },
  {
    filePath: 'subgraphs/reports/common/datasets.ts',
    code: "export * from '../../ads/common/report-datasets';\n",
  },
  {
    filePath: 'gateway/subscriptions/job-extra.ts',
    code: "export * from '../../subgraphs/media/common/events';\n",
  },
];

const anyCode = 'export const x: any = 1;\n';
const disables: Record<string, Snippet> = {
  withoutReason: {
    filePath: 'lib/any-extra.ts',
    code: `// eslint-disable-next-line @typescript-eslint/no-explicit-any\n${anyCode}`,
  },
  withReason: {
    filePath: 'lib/any-extra.ts',
    code: `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reason\n${anyCode}`,
  },
  unused: {
    filePath: 'lib/any-extra.ts',
    code: '// eslint-disable-next-line no-console -- not needed\nexport const y = 1;\n',
  },
};

const snippets: Snippet[] = [
  ...cases.flatMap(({ code, violation, allowed }) =>
    [violation, ...allowed].map((filePath) => ({ filePath, code })),
  ),
  ...contracts,
  dateOfValue,
  ...Object.values(disables),
];
let reports = new Map<Snippet, string[]>();

beforeAll(() => {
  const results = lint(snippets);
  reports = new Map(snippets.map((snippet, i) => [snippet, results[i]]));
}, 120_000);

function reported(filePath: string, code: string): string[] {
  const snippet = snippets.find((s) => s.filePath === filePath && s.code === code);
  return snippet ? (reports.get(snippet) ?? []) : [];
}

describe('import boundaries (eslint.config.mjs)', () => {
  test.each(cases)('$rule fails in $violation', ({ rule, code, violation, allowed }) => {
    expect(reported(violation, code)).toContain(rule);
    for (const at of allowed) expect(reported(at, code)).not.toContain(rule);
  });

  test.each(contracts)('a contract may be imported by $filePath', (snippet) => {
    expect(reports.get(snippet)?.filter((id) => id.startsWith('house/'))).toEqual([]);
  });

  test('new Date(value) in service code is no read of the clock', () => {
    expect(reports.get(dateOfValue)).toEqual([]);
  });
});

describe('eslint-disable comments', () => {
  test('a disable without a reason is reported', () => {
    expect(reports.get(disables.withoutReason)).toContain('house/disable-needs-reason');
  });
  test('a disable with a reason after -- passes', () => {
    expect(reports.get(disables.withReason)).toEqual([]);
  });
  test('a disable that suppresses nothing is reported', () => {
    expect(reports.get(disables.unused)?.join()).toMatch(/Unused eslint-disable/);
  });
});

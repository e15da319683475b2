import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { freePort } from '../test/free-port';

/**
 * Runs the federation gateway audit (graphql-hive/federation-gateway-audit, an exported checkout
 * given as the argument) against the project's gateway and a default @apollo/gateway
 * (bench/peers/apollo-default.ts), and prints both scores per suite (docs/federation-audit.md).
 *
 *   npx tsx bench/audit.ts /path/to/federation-gateway-audit
 *
 * The audit serves each suite's subgraphs and supergraph itself and starts a gateway per suite
 * through a run script: ours fetches the suite's supergraph and starts the gateway on it with
 * SUPERGRAPH_PATH. The project's gateway gets one embedded PostgreSQL for the whole run (rate
 * limits and idempotency keys live there). Logs and results stay in .data/federation-audit/.
 * AUDIT_GATEWAYS=project (or apollo-default) runs one; AUDIT_REPORT_ONLY=1 prints the table of the
 * last runs again; AUDIT_GATEWAY_TIMEOUT_MS is how long a gateway may take to become ready.
 */
const ROOT = resolve(__dirname, '..');

interface Contender {
  name: string;
  script: string;
  /** Path of the gateway's readiness probe, which the audit polls before a suite. */
  health: string;
  /** Needs PostgreSQL (DATABASE_URL): the project's gateway keeps rate limits and idempotency keys there. */
  database: boolean;
  env: Record<string, string>;
}

const CONTENDERS: Contender[] = [
  // The audit sends every query anonymously from one address: no rate limit, as in the benchmarks.
  {
    name: 'project',
    script: 'gateway/main.ts',
    health: '/health/ready',
    database: true,
    env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' },
  },
  {
    name: 'apollo-default',
    script: 'bench/peers/apollo-default.ts',
    health: '/health',
    database: false,
    env: {},
  },
];

/** Per suite, "." for each passed test and "X" for each failed one, or NOT_READY. */
type Scores = Map<string, string>;
const NOT_READY = 'not ready';

function runScript(dir: string, auditPort: number, script: string): string {
  // $1 is the suite id. exec: the audit stops the gateway by signalling this script's process.
  return `#!/bin/sh
set -e
cd "${dir}"
"${process.execPath}" -e "fetch('http://127.0.0.1:${auditPort}/' + process.argv[1] + '/supergraph').then(async (r) => { if (!r.ok) process.exit(1); require('fs').writeFileSync('supergraph.graphql', await r.text()); })" "$1"
cd "${ROOT}"
export NODE_OPTIONS="${process.env.NODE_OPTIONS ?? ''}"
exec "${process.execPath}" --import tsx "${join(ROOT, script)}"
`;
}

/** One audit run (every suite, one gateway at a time) for one contender; the suites' results. */
async function runAudit(
  audit: string,
  outDir: string,
  contender: Contender,
  gatewayEnv: Record<string, string>,
): Promise<Scores> {
  const dir = join(outDir, contender.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [auditPort, gatewayPort] = [await freePort(), await freePort()];
  const script = join(dir, 'run.sh');
  writeFileSync(script, runScript(dir, auditPort, contender.script));
  chmodSync(script, 0o755);
  const graphql = `http://127.0.0.1:${gatewayPort}/graphql`;
  const health = `http://127.0.0.1:${gatewayPort}${contender.health}`;
  const args = [
    join(audit, 'src', 'cli.ts'),
    'test',
    '--cwd',
    dir,
    '--run-script',
    script,
    '--graphql',
    graphql,
    '--healthcheck',
    health,
    '--port',
    String(auditPort),
    '--write',
    'results.txt',
  ];
  console.log(
    `\n${contender.name}: gateway on ${gatewayPort}, audit subgraphs on ${auditPort}, logs in ${join(dir, 'logs')}`,
  );
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: audit,
    // A gateway under tsx takes seconds to start, minutes on a machine loaded by other work (seen:
    // over 2 minutes at a load average of 50 on 2 cores); the audit waits 5 s by default.
    env: {
      ...process.env,
      ...gatewayEnv,
      PORT: String(gatewayPort),
      SUPERGRAPH_PATH: join(dir, 'supergraph.graphql'),
      GATEWAY_TIMEOUT: process.env.AUDIT_GATEWAY_TIMEOUT_MS ?? '600000',
      // The audit uses Promise.withResolvers (Node 22); on Node 20 it gets it from here. The
      // gateways themselves run with the caller's NODE_OPTIONS only (the run script restores them).
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import=${withResolversPolyfill(outDir)}`.trim(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  process.off('SIGINT', stop);
  if (code !== 0) throw new Error(`the audit for ${contender.name} exited with ${code}`);
  return readScores(dir);
}

/**
 * The audit's results.txt: a suite id line, then its line of "." (passed) and "X" (failed), up to
 * "---". A suite whose gateway missed the readiness wait (the audit then runs its queries anyway,
 * and notes it in the suite's log) measured the machine, not the gateway: it is kept out.
 */
function readScores(dir: string): Scores {
  const lines = readFileSync(join(dir, 'results.txt'), 'utf8').split('\n');
  const scores: Scores = new Map();
  for (let i = 0; i + 1 < lines.length && lines[i] !== '' && lines[i] !== '---'; i += 2) {
    const log = join(dir, 'logs', `${lines[i]}-tests.log`);
    const notReady = existsSync(log) && readFileSync(log, 'utf8').includes('Health check failed');
    scores.set(lines[i], notReady ? NOT_READY : lines[i + 1]);
  }
  return scores;
}

function withResolversPolyfill(outDir: string): string {
  const file = join(outDir, 'promise-with-resolvers.mjs');
  writeFileSync(
    file,
    'Promise.withResolvers ??= () => { let resolve, reject; const promise = new Promise((yes, no) => { resolve = yes; reject = no; }); return { promise, resolve, reject }; };\n',
  );
  return file;
}

const passed = (result = '') => [...result].filter((c) => c === '.').length;
const score = (result = '') =>
  result === NOT_READY ? 'gateway not ready in time' : `${passed(result)}/${result.length}`;

function report(names: string[], results: Scores[]): string {
  const suites = [...new Set(results.flatMap((r) => [...r.keys()]))];
  const rows = suites.map((suite) => {
    const cells = results.map((r) => score(r.get(suite)));
    const differs = results.some((r) => r.get(suite) !== results[0].get(suite));
    return `| ${suite} | ${cells.join(' | ')} |${differs ? ' differs' : ''}`;
  });
  const totals = results.map((r) => {
    const measured = [...r.values()].filter((x) => x !== NOT_READY);
    const all = measured.join('');
    const fullSuites = measured.filter((x) => passed(x) === x.length).length;
    return `${passed(all)}/${all.length} tests, ${fullSuites}/${measured.length} suites`;
  });
  return [
    `| suite | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---|').join('')}`,
    ...rows,
    `| total | ${totals.join(' | ')} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const audit = process.argv[2] && resolve(process.argv[2]);
  if (!audit || !existsSync(join(audit, 'src', 'cli.ts')))
    throw new Error('usage: npx tsx bench/audit.ts <exported federation-gateway-audit checkout>');
  if (!existsSync(join(audit, 'node_modules'))) {
    // The audit's runtime dependencies only: tsx comes from this project, the peers from bench/.
    console.log(`installing the audit's dependencies in ${audit}`);
    const install = spawnSync(
      'npm',
      ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: audit, stdio: 'inherit' },
    );
    if (install.status !== 0) throw new Error('npm install in the audit checkout failed');
  }
  // graphql is the audit's peer (and dev) dependency, so --omit=dev leaves it out: it uses this
  // project's (the same major version), linked, so the audit's modules share one instance.
  const graphql = join(audit, 'node_modules', 'graphql');
  if (!existsSync(graphql)) symlinkSync(join(ROOT, 'node_modules', 'graphql'), graphql, 'dir');
  const outDir = join(ROOT, '.data', 'federation-audit');
  const only = process.env.AUDIT_GATEWAYS?.split(',');
  const chosen = only ? CONTENDERS.filter((c) => only.includes(c.name)) : CONTENDERS;
  const results: Scores[] = [];
  if (process.env.AUDIT_REPORT_ONLY) {
    // The table again from the results the last runs left (runs of one gateway each, say).
    for (const contender of chosen) results.push(readScores(join(outDir, contender.name)));
  } else {
    // Its own folder: two runs of this script at once (one per gateway) do not share one.
    const pgDir = join(outDir, `postgres-${process.pid}`);
    const db = chosen.some((c) => c.database)
      ? await startEmbeddedPostgres({
          dir: pgDir,
          port: await freePort(),
          persistent: false,
          fast: true,
          database: 'postgres',
        })
      : undefined;
    try {
      if (db) await migrate(db.url);
      const secrets = {
        JWT_SECRET: randomBytes(32).toString('base64url'),
        SUBGRAPH_SECRET: randomBytes(32).toString('base64url'),
      };
      for (const contender of chosen) {
        const env = {
          ...secrets,
          DATA_DIR: join(outDir, contender.name),
          ...contender.env,
          ...(db && contender.database ? { DATABASE_URL: db.url } : {}),
        };
        results.push(await runAudit(audit, outDir, contender, env));
      }
    } finally {
      await db?.stop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  const table = report(
    chosen.map((c) => c.name),
    results,
  );
  writeFileSync(join(outDir, 'scores.md'), `${table}\n`);
  console.log(`\n${table}\n\n(written to ${join(outDir, 'scores.md')})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

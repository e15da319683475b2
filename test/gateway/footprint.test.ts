import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/*
 * The gateway keeps its own tables (rate-limit windows, idempotency keys) in plain SQL, so its
 * process never loads Prisma: Prisma's query compiler (WebAssembly) would add about 60 MiB to its
 * resident memory (docs/performance.md). An import that pulls Prisma back in fails here.
 */
it('starting the gateway alone loads no Prisma module', () => {
  // At exit, the preload lists every loaded module; a refused setting makes the gateway stop right
  // after its imports ran, before it opens anything.
  const preload = `data:text/javascript,import{createRequire}from"node:module";const r=createRequire(${JSON.stringify(`${ROOT}/`)});process.on("exit",()=>{process.stderr.write("LOADED "+JSON.stringify(Object.keys(r.cache))+"\\n")})`;
  const env = {
    ...process.env,
    GATEWAY_HEAP_GROWING_PERCENT: 'none',
    GATEWAY_WORKERS: '1',
    DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
  };
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', preload, 'gateway/main.ts'],
    { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 },
  );
  const line = run.stderr.split('\n').find((text) => text.startsWith('LOADED '));
  const loaded = JSON.parse(line!.slice('LOADED '.length)) as string[];
  // What the gateway really loads: its server, Apollo's gateway and pg.
  expect(loaded).toEqual(
    expect.arrayContaining([
      resolve(ROOT, 'gateway/server.ts'),
      expect.stringContaining('node_modules/@apollo/gateway/'),
      expect.stringContaining('node_modules/pg/'),
    ]),
  );
  expect(loaded.filter((file) => /prisma/i.test(file))).toEqual([]);
}, 120_000);

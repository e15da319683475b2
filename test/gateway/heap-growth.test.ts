import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

// gateway/heap-growth.ts: the setting is read first thing at start, so a wrong one stops the gateway before it opens anything.
const ROOT = resolve(__dirname, '..', '..');

function startGatewayWith(value: string) {
  const env = {
    ...process.env,
    GATEWAY_HEAP_GROWING_PERCENT: value,
    GATEWAY_WORKERS: '1',
    DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
  };
  return spawnSync(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it('refuses a GATEWAY_HEAP_GROWING_PERCENT that is not a whole number, naming it', () => {
  for (const value of ['fifty', '-5', '1.5']) {
    const run = startGatewayWith(value);
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(
      'GATEWAY_HEAP_GROWING_PERCENT must be a whole number',
    );
  }
}, 120_000);

import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../prisma/seed';
import { TEST_PASSWORD } from './accounts';

/**
 * `.ci/run` runs the whole suite with LOG_FILE set, then this: no line of the log may carry a
 * password the tests use or anything shaped like a JWT (docs/observability.md).
 */
const JWT = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]+/;

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.log(`log check: no log file at ${file ?? '(none given)'}`);
    process.exit(1);
  }
  let lines = 0;
  const found: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file) })) {
    lines++;
    if (line.includes(TEST_PASSWORD) || line.includes(DEMO_PASSWORD) || JWT.test(line))
      found.push(line.slice(0, 300));
  }
  console.log(`log check: ${lines} lines, ${found.length} with a password or a token`);
  for (const line of found.slice(0, 5)) console.log(`  ${line}`);
  process.exit(found.length || lines === 0 ? 1 : 0);
}

main();

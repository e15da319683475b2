import { rmSync } from 'node:fs';
import { stopSharedPlatforms } from './shared-platform';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.TEST_RUN_DIR;
  try {
    if (runDir) await stopSharedPlatforms(runDir);
  } finally {
    if (runDir) rmSync(runDir, { recursive: true, force: true });
    const embedded = (globalThis as Record<string, unknown>).__embeddedPostgres as
      { stop(): Promise<void>; dir: string } | undefined;
    if (embedded) {
      await embedded.stop();
      rmSync(embedded.dir, { recursive: true, force: true });
    }
  }
}

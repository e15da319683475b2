import { createPrisma } from '../lib/db/prisma';
import { runMain, stopOnSignals } from '../lib/service';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import { startInProcess } from './harness';

/**
 * The platform the test files of one jest worker share (test/shared-platform.ts), in a process of
 * its own: the very start a test file's own platform gets with no options (startInProcess in
 * test/harness.ts), on the database, files and mail folder it is given.
 */
async function main(): Promise<void> {
  const setting = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set (test/shared-platform.ts sets it)`);
    return value;
  };
  const prisma = createPrisma(setting('TEST_SHARED_DATABASE_URL'), 5);
  const platform = await startInProcess(
    {},
    {
      prisma,
      storage: new LocalDiskStorage(setting('TEST_SHARED_STORAGE_DIR')),
      mailDir: setting('TEST_SHARED_MAIL_DIR'),
    },
  );
  stopOnSignals(async () => {
    await platform.stop();
    await prisma.$disconnect();
  });
  console.log(`Lanes platform ready at ${platform.gateway.url}`);
}

runMain('Shared test platform', main);

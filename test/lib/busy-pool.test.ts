import { createPrisma } from '../../lib/db/prisma';
import { withDatabaseErrors } from '../../lib/db/prisma-errors';
import { ServiceUnavailableError } from '../../lib/errors';
import { withFreshDatabase } from '../fresh-database';

// A transaction that finds no free connection in time is a busy database, not a platform fault:
// 503 SERVICE_UNAVAILABLE (lib/db/prisma-errors.ts), which the caller may retry, never a 500.
jest.setTimeout(60_000);

it('answers 503 when no connection of the pool comes free for a transaction in time', async () => {
  await withFreshDatabase(async (url) => {
    const prisma = createPrisma(url, 1, 'busy-pool-test');
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The pool's one connection stays in this transaction until the second one has given up.
      const holder = prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        await held;
      });
      const waiting = withDatabaseErrors('Wallet', () =>
        prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 2`, { maxWait: 200 }),
      );
      const error = await waiting.catch((caught: unknown) => caught);
      release();
      await holder;
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
    } finally {
      await prisma.$disconnect();
    }
  });
});

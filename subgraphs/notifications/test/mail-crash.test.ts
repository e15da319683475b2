import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPrisma } from '../../../lib/db/prisma';
import { startMailCatcher } from '../../../lib/mail/catcher';
import { freePort } from '../../../test/free-port';
import { withFreshDatabase } from '../../../test/fresh-database';
import { mailsTo, waitForMails } from '../../../test/mail';
import { compiledBuildDir, PlatformProcess } from '../../../test/platform-process';
import { TEST_PASSWORD } from '../../../test/accounts';
import { waitFor } from '../../../test/wait';

// Two real platform processes, the first killed with SIGKILL mid-send: each start takes seconds.
jest.setTimeout(300_000);

const LEASE_MS = 3000;

/** An SMTP server that accepts connections and never greets: a send that has begun and not ended. */
function silentServer(port: number): Promise<{ server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, sockets })),
  );
}

it('a mail stored and being sent when the process is killed goes out once after the restart', async () => {
  await withFreshDatabase(async (databaseUrl) => {
    const smtpPort = await freePort();
    const storageDir = mkdtempSync(join(tmpdir(), 'lanes-mail-crash-'));
    const settings = {
      compiledDir: compiledBuildDir(),
      databaseUrl,
      storageDir,
      dataDir: join(storageDir, '.data'),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_LEASE_MS: String(LEASE_MS),
        MAIL_POLL_INTERVAL_MS: '100',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      },
    };
    const prisma = createPrisma(databaseUrl, 2);
    const silent = await silentServer(smtpPort);
    const first = new PlatformProcess(settings);
    try {
      await first.start();
      const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
      const registered = await fetch(`${first.url}/auth/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Crash', tenantName: email }),
      });
      expect(registered.status).toBe(201);
      // Stored, claimed, and the worker is connected to the server, waiting for its greeting.
      const claimed = await waitFor(async () => {
        const row = await prisma.mail.findFirst({ where: { toAddress: email } });
        return row?.status === 'sending' && silent.sockets.length > 0 && row;
      }, 30_000);
      await first.kill();
      expect(await prisma.mail.findUniqueOrThrow({ where: { id: claimed.id } })).toMatchObject({
        status: 'sending',
        sentAt: null,
        claims: 1,
      });

      for (const socket of silent.sockets) socket.destroy();
      await new Promise((resolve) => silent.server.close(resolve));
      const dir = join(storageDir, 'caught');
      const catcher = await startMailCatcher({ port: smtpPort, dir });
      const second = new PlatformProcess(settings);
      try {
        await second.start();
        const [mail] = await waitForMails(dir, email, { timeoutMs: 30_000 });
        expect(mail.messageId).toBe(claimed.messageId);
        const row = await waitFor(async () => {
          const r = await prisma.mail.findUniqueOrThrow({ where: { id: claimed.id } });
          return r.status === 'sent' && r;
        });
        expect(row.claims).toBe(2);
        // Two leases later nothing else went out.
        await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
        expect(await mailsTo(dir, email)).toHaveLength(1);
      } finally {
        await second.stop();
        await catcher.stop();
      }
    } finally {
      await first.kill();
      silent.server.close();
      await prisma.$disconnect();
    }
  });
});

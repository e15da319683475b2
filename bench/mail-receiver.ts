import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { startMailCatcher } from '../lib/mail/catcher';
import { readCaughtMails } from '../lib/mail/caught-mails';

/*
 * The SMTP server of bench/mail-sending.ts, in a child process of its own so that the mail
 * worker's process measures only the sender. `node --import tsx bench/mail-receiver.ts <kind>`:
 * - `counter`: a bare smtp-server that reads each message, notes its Message-ID and the time it
 *   accepted it, and drops it (the sender's pace, no disk);
 * - `catcher`: the development catcher (lib/mail/catcher.ts), which parses and keeps every message
 *   on disk, read back at the end (its `receivedAt`, before it wrote the files).
 * Messages with the parent: it sends `{ type: 'listening', url }`; asked `{ type: 'report' }`, it
 * answers `{ type: 'report', accepted }`: each Message-ID with the times (epoch ms) it was accepted.
 */

type Accepted = Record<string, number[]>;
const now = (): number => performance.timeOrigin + performance.now();
const MESSAGE_ID = /^Message-ID:[ \t]*(<[^>\r\n]+>)/im;

async function startCounter(): Promise<{ url: string; accepted: () => Promise<Accepted> }> {
  const accepted: Accepted = {};
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        // The headers end at the first blank line: only they are kept, the body is dropped.
        if (!head.includes('\r\n\r\n') && head.length < 64 * 1024) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = MESSAGE_ID.exec(head)?.[1] ?? '(none)';
        (accepted[id] ??= []).push(now());
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listening = server.listen(0, '127.0.0.1');
    listening.once('error', reject);
    listening.once('listening', () => resolve((listening.address() as AddressInfo).port));
  });
  return { url: `smtp://127.0.0.1:${port}`, accepted: async () => accepted };
}

async function startCatcher(): Promise<{ url: string; accepted: () => Promise<Accepted> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-mail-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const catcher = await startMailCatcher({ port: 0, dir });
  return {
    url: catcher.url,
    accepted: async () => {
      const result: Accepted = {};
      for (const mail of await readCaughtMails(dir))
        (result[mail.messageId ?? '(none)'] ??= []).push(Date.parse(mail.receivedAt));
      return result;
    },
  };
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  const server = kind === 'catcher' ? await startCatcher() : await startCounter();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'report')
      void server.accepted().then((accepted) => process.send!({ type: 'report', accepted }));
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ type: 'listening', url: server.url });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { restData } from '../../../test/answers';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { PlatformEvent } from '../../../lib/events/bus';
import { publishedOutboxRow, recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { addUser, balanceOf, expectLedgerConsistent } from './wallets-helpers';

// `npm run wallet:top-up` as an operator runs it: the real script in a process of its own,
// against this test's database (DATABASE_URL), while the platform runs on the same database.

const ROOT = join(__dirname, '..', '..', '..');

let published: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  published = recordBusEvents(p.platform.events, ['payment.completed', 'payment.failed']);
});

afterEach(() => expectLedgerConsistent(p, t.tenantId));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function topUpCommand(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'wallet-top-up.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: p.databaseUrl }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const paymentsOf = (tenantId: string) =>
  p.prisma.outboxEvent.count({ where: { tenantId, type: { startsWith: 'payment.' } } });

describe('npm run wallet:top-up', () => {
  it('credits the user with the e-mail through the system top-up, prints the balance, and payment.completed is published', async () => {
    const member = await addUser(p, t.admin);
    const first = await topUpCommand(member.email.toUpperCase(), '250');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(
      `credited 250 credits to ${member.email} (user ${member.userId}, tenant ${t.tenantId})`,
    );
    expect(first.stdout).toContain('new balance: 250');

    const [entry] = restData(
      await p.rest('GET', `/auth/v1/wallet/entries?userId=${member.userId}`, {
        token: t.admin.token,
      }),
    );
    expect(entry).toMatchObject({
      kind: 'topup',
      amount: 250,
      reference: expect.stringMatching(/^operator:/),
    });
    // The platform's relay publishes the event the command stored in the outbox.
    const [event] = await published.waitFor(
      (e: PlatformEvent) =>
        e.type === 'payment.completed' && (e.data as { entryId: string }).entryId === entry.id,
    );
    expect(event).toMatchObject({
      tenantId: t.tenantId,
      data: { walletId: entry.walletId, amount: 250, reference: entry.reference },
    });
    expect(await publishedOutboxRow(p.prisma, event.id)).toMatchObject({
      publishedAt: expect.any(Date),
    });

    const second = await topUpCommand(
      member.email,
      '100',
      '--tenant',
      t.tenantId,
      '--reference',
      'ticket 42',
    );
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('new balance: 350');
    expect(await balanceOf(p, t.tenantId, member.userId)).toBe(350);
    const [latest] = restData(
      await p.rest('GET', `/auth/v1/wallet/entries?userId=${member.userId}`, {
        token: t.admin.token,
      }),
    );
    expect(latest).toMatchObject({ kind: 'topup', amount: 100, reference: 'operator:ticket 42' });
  }, 120_000);

  it('refuses bad input with a clear message and exit code 1, writing nothing', async () => {
    const member = await addUser(p, t.admin);
    const other = await p.newTenant();
    const before = {
      entries: await p.prisma.walletEntry.count(),
      payments: await paymentsOf(t.tenantId),
    };
    const cases: [string[], RegExp][] = [
      [[], /expected an e-mail and a number of credits\nusage: npm run wallet:top-up/],
      [[member.email], /expected an e-mail and a number of credits/],
      [[member.email, 'lots'], /credits must be a positive whole number, not "lots"/],
      [[member.email, '-5'], /credits must be a positive whole number, not "-5"/],
      [[member.email, '0'], /credits must be at least 1/],
      [[member.email, '1000001'], /credits must be at most 1000000/],
      [[member.email, '5', '--tenant'], /--tenant needs a value/],
      [[member.email, '5', '--tenant', 'nope'], /--tenant must be a UUID/],
      [[member.email, '5', '--to', 'x'], /unknown option --to/],
      [['nobody@example.test', '5'], /User with e-mail nobody@example.test not found/],
      [
        [member.email, '5', '--tenant', other.tenantId],
        new RegExp(`User ${member.email} in tenant ${other.tenantId} not found`),
      ],
    ];
    for (const [args, message] of cases) {
      const run = await topUpCommand(...args);
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(run.stderr).toMatch(/^Wallet top-up failed: /);
      expect(run.stderr).toMatch(message);
    }
    expect(await p.prisma.walletEntry.count()).toBe(before.entries);
    expect(await paymentsOf(t.tenantId)).toBe(before.payments);
    expect(await paymentsOf(other.tenantId)).toBe(0);
  }, 180_000);
});

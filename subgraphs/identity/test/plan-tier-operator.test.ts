import { execFile } from 'node:child_process';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { addUser } from '../../../test/accounts';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';

// `npm run plan:set` as an operator runs it: the real script in a process of its own, against
// this test's database (DATABASE_URL), while the platform runs on the same database.

const ROOT = join(__dirname, '..', '..', '..');

const { p, t } = platformFixture();

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function planCommand(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'plan-set.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: p.databaseUrl }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const tierOf = async (userId: string) =>
  (await p.prisma.user.findUniqueOrThrow({ where: { id: userId } })).planTier;
const tokenTier = (token: string) => (jwt.decode(token) as { planTier: string }).planTier;

describe('npm run plan:set', () => {
  it("sets the user's tier as the platform, prints the change, and the next refresh carries it", async () => {
    const member = await addUser(p, t.admin, 'organizer');
    expect(tokenTier(member.token)).toBe('free');
    restError(
      await p.rest('GET', '/reports/v1/schedules', { token: member.token }),
      403,
      'FEATURE_NOT_AVAILABLE',
    );

    const run = await planCommand(member.email.toUpperCase(), 'promax');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(
      `plan tier of ${member.email} (user ${member.userId}, tenant ${t.tenantId}): free -> promax`,
    );
    expect(await tierOf(member.userId)).toBe('promax');

    const refreshed = restData(
      await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: member.refreshToken } }),
    );
    expect(tokenTier(refreshed.accessToken)).toBe('promax');
    restData(await p.rest('GET', '/reports/v1/schedules', { token: refreshed.accessToken }));

    const back = await planCommand(member.email, 'free', '--tenant', t.tenantId);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain('promax -> free');
    expect(await tierOf(member.userId)).toBe('free');
  }, 120_000);

  it('refuses bad input with a clear message and exit code 1, changing nothing', async () => {
    const member = await addUser(p, t.admin);
    const other = await p.newTenant();
    const cases: [string[], RegExp][] = [
      [[], /expected an e-mail and a plan tier\nusage: npm run plan:set/],
      [[member.email], /expected an e-mail and a plan tier/],
      [[member.email, 'platinum'], /tier must be one of free, pro, promax, enterprise/],
      [[member.email, 'pro', '--tenant'], /--tenant needs a value/],
      [[member.email, 'pro', '--tenant', 'nope'], /--tenant must be a UUID/],
      [[member.email, 'pro', '--reference', 'x'], /unknown option --reference/],
      [['nobody@example.test', 'pro'], /User with e-mail nobody@example.test not found/],
      [
        [member.email, 'pro', '--tenant', other.tenantId],
        new RegExp(`User ${member.email} in tenant ${other.tenantId} not found`),
      ],
    ];
    for (const [args, message] of cases) {
      const run = await planCommand(...args);
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(run.stderr).toMatch(/^Plan change failed: /);
      expect(run.stderr).toMatch(message);
    }
    expect(await tierOf(member.userId)).toBe('free');
  }, 180_000);
});

import { platformFixture } from '../../../test/fixture';
import { ok, restData, restError, type Json } from '../../../test/answers';
import { systemToken } from '../../../test/accounts';
import { expectLedgerConsistent } from '../../../test/ledger';
import { balanceOf, fund } from './helpers';

// The local provider's "today" is the service clock's: fixed here so date answers are known.
const { p, t } = platformFixture({
  ai: { clock: { now: () => new Date('2026-11-27T15:30:00Z') } },
});

beforeAll(async () => {
  await fund(p, t, t.user, 1_000);
});

const ask = (body: object, token = t.user.token) =>
  p.rest('POST', '/aibrain/v1/orchestrate', { token, body });

/** An answered prompt: its output, and the credits the caller's wallet lost for it. */
async function answered(body: object): Promise<{ output: string; charged: number; data: Json }> {
  const before = await balanceOf(p, t.user);
  const data = restData(await ask(body));
  expect(data.status).toBe('completed');
  return { output: data.output, charged: before - (await balanceOf(p, t.user)), data };
}

describe('the local provider answers what it can compute or find, and charges only then', () => {
  it('refuses a haiku with 502 PROVIDER_ERROR saying plainly what it answers; nothing charged', async () => {
    const before = await balanceOf(p, t.user);
    const error = restError(
      await ask({ prompt: 'Write a haiku about autumn leaves.' }),
      502,
      'PROVIDER_ERROR',
    );
    expect(error.message).toMatch(/^No model could answer \(The local provider cannot answer this/);
    expect(await balanceOf(p, t.user)).toBe(before);
    // The failed inference stays in the history: every local strategy tried, none answered.
    const stored = await p.prisma.aiInference.findFirstOrThrow({
      where: { userId: t.user.userId, prompt: 'Write a haiku about autumn leaves.' },
    });
    expect(stored).toMatchObject({
      status: 'failed',
      errorCode: 'PROVIDER_ERROR',
      settlement: 'released',
      creditsCharged: 0,
      output: null,
    });
    expect(
      (stored.results as { model: string; status: string; costUsd: number }[]).map((r) => [
        r.model,
        r.status,
        r.costUsd,
      ]),
    ).toEqual([
      ['local-bm25', 'error', 0],
      ['local-entity', 'error', 0],
      ['local-keywords', 'error', 0],
    ]);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('never echoes the prompt back as an answer, even from a context that repeats it', async () => {
    const before = await balanceOf(p, t.user);
    const error = restError(
      await ask({ prompt: 'The lighthouse is red.', context: 'The lighthouse is red.' }),
      502,
      'PROVIDER_ERROR',
    );
    expect(error.message).toContain('found nothing to answer with but the prompt itself');
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('computes arithmetic with mathjs and charges the documented 10 credits (maxTokens 1,024)', async () => {
    const { output, charged, data } = await answered({ prompt: 'What is 17 times 23?' });
    expect(output).toBe('17 * 23 = 391');
    expect(charged).toBe(10);
    expect(data.creditsCharged).toBe(10);
    expect(data.results).toEqual([expect.objectContaining({ model: 'local-bm25', status: 'ok' })]);
    expect((await answered({ prompt: 'What is 15 percent of 80?' })).output).toMatch(/= 12$/);
    expect((await answered({ prompt: 'What is seven squared?', maxTokens: 100 })).output).toBe(
      '7 ^ 2 = 49',
    );
  });

  it('does not evaluate what is no arithmetic (definitions, imports, variables)', async () => {
    const before = await balanceOf(p, t.user);
    for (const prompt of ['What is f(x) = x^2?', 'What is import({}, {})?', 'What is x + 1?'])
      restError(await ask({ prompt }), 502, 'PROVIDER_ERROR');
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('converts units', async () => {
    expect((await answered({ prompt: 'Convert 5 miles to km' })).output).toBe(
      '5 miles = 8.04672 km',
    );
    expect((await answered({ prompt: '100 F in C' })).output).toBe('100 degF = 37.7778 degC');
  });

  it("answers dates, today's from the service clock", async () => {
    const cases: [string, string][] = [
      ['What day of the week is 2026-12-25?', '2026-12-25 is a Friday.'],
      [
        'How many days between 2026-01-01 and 2026-03-01?',
        'There are 59 days between 2026-01-01 and 2026-03-01.',
      ],
      [
        'What date is 30 days after 2026-11-27?',
        '30 days after 2026-11-27 is 2026-12-27 (a Sunday).',
      ],
      ["What is today's date?", 'Today is 2026-11-27 (a Friday).'],
      ['How many days until 2026-12-25?', 'There are 28 days between 2026-11-27 and 2026-12-25.'],
    ];
    for (const [prompt, expected] of cases)
      expect((await answered({ prompt, maxTokens: 100 })).output).toBe(expected);
  });

  it('answers a fact from the context', async () => {
    const { output, charged } = await answered({
      prompt: 'How much do tickets cost?',
      context:
        'The harbour festival opens on the first of June. Tickets cost twelve euros at the gate.',
      maxTokens: 100,
    });
    expect(output).toBe('Tickets cost twelve euros at the gate.');
    expect(charged).toBe(5);
  });

  it('zar charges its 60 credits when its models answer, nothing when none does', async () => {
    const zar = await answered({ prompt: 'What is 17 times 23?', mode: 'zar' });
    expect(zar.charged).toBe(60);
    expect(zar.output).toBe('17 * 23 = 391');
    expect(zar.data.aggregation).toMatchObject({ method: 'consensus', agreement: 1 });
    const before = await balanceOf(p, t.user);
    restError(
      await ask({ prompt: 'Write a haiku about autumn leaves.', mode: 'zar' }),
      502,
      'PROVIDER_ERROR',
    );
    expect(await balanceOf(p, t.user)).toBe(before);
    await expectLedgerConsistent(p, t.tenantId);
  });
});

describe('teamId bills the team wallet, as media does', () => {
  const teamBalance = async (teamId: string) =>
    (
      await ok(
        p,
        t.admin.token,
        'query($teamId: ID!) { teamWallet(teamId: $teamId) { balance } }',
        {
          teamId,
        },
      )
    ).balance;

  it("charges a member's team, not the member; refuses a non-member (403) and a bad or unknown team", async () => {
    const team = await ok(
      p,
      t.admin.token,
      'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
      { input: { name: 'Answers', ownerId: t.user.userId } },
    );
    await ok(
      p,
      systemToken(t.tenantId),
      'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }',
      { input: { teamId: team.id, amount: 100, reference: 'team funding' } },
    );
    const userBefore = await balanceOf(p, t.user);
    const data = restData(await ask({ prompt: 'What is 17 times 23?', teamId: team.id }));
    expect([data.output, data.creditsCharged]).toEqual(['17 * 23 = 391', 10]);
    expect(await teamBalance(team.id)).toBe(90);
    expect(await balanceOf(p, t.user)).toBe(userBefore);

    // No answer: the team's hold is released too.
    restError(await ask({ prompt: 'Write a haiku.', teamId: team.id }), 502, 'PROVIDER_ERROR');
    expect(await teamBalance(team.id)).toBe(90);

    await fund(p, t, t.organizer, 100);
    const outsiderBefore = await balanceOf(p, t.organizer);
    restError(
      await ask({ prompt: 'What is 1 plus 1?', teamId: team.id }, t.organizer.token),
      403,
      'FORBIDDEN',
    );
    expect([await teamBalance(team.id), await balanceOf(p, t.organizer)]).toEqual([
      90,
      outsiderBefore,
    ]);
    const invalid = restError(
      await ask({ prompt: 'What is 1 plus 1?', teamId: 'team-1' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([{ field: 'teamId', problem: 'must be a UUID' }]);
    restError(
      await ask({ prompt: 'What is 1 plus 1?', teamId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'NOT_FOUND',
    );
    await expectLedgerConsistent(p, t.tenantId);
  });
});

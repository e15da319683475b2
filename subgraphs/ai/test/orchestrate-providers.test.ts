import type { HttpAnswer } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { type Json, restData, restError } from '../../../test/answers';
import { expectLedgerConsistent } from '../../../test/ledger';
import { OpenAiLoopback } from '../../../test/ai/openai-loopback';
import { balanceOf, fund, loopbackModel, registryOf } from './helpers';

const server = new OpenAiLoopback();

const { p, t } = platformFixture(async () => {
  const url = await server.start();
  const models = ['alpha', 'beta', 'gamma', 'delta'].map((id) =>
    loopbackModel(url, id, { timeoutMs: 500 }),
  );
  judgeModel = loopbackModel(url, 'judge');
  // The running service reads this very object: a test switches the judge on and off through it.
  registry = registryOf(models, { zar: models.slice(0, 3), judge: null });
  return { ai: { models: registry, studio: null } };
});
beforeAll(async () => {
  await fund(p, t, t.user, 5_000);
});
afterAll(async () => {
  await server.stop();
});
let judgeModel: ReturnType<typeof loopbackModel>;
let registry: ReturnType<typeof registryOf>;

const orchestrate = (body: object, headers: Record<string, string> = {}) =>
  p.rest('POST', '/aibrain/v1/orchestrate', { token: t.user.token, body, headers });

beforeEach(() => {
  for (const id of ['alpha', 'beta', 'gamma', 'delta', 'judge'])
    server.behave(id, { answer: `${id} says the tower is 330 metres tall.` });
});

describe('orchestration over OpenAI-compatible servers', () => {
  it('falls back in configured order when a model errors or times out, recording each call', async () => {
    server.behave('alpha', { status: 500 });
    server.behave('beta', { delayMs: 900 });
    const data = restData(await orchestrate({ prompt: 'How tall?' }));
    expect(data.results.map((r: { model: string; status: string }) => [r.model, r.status])).toEqual(
      [
        ['alpha', 'error'],
        ['beta', 'timeout'],
        ['gamma', 'ok'],
      ],
    );
    expect(data.results[0].error).toMatch(/answered 500/);
    expect(data.results[1].error).toBe('no answer within 500 ms');
    expect(data.output).toBe('gamma says the tower is 330 metres tall.');
    const call = server.calls.filter((c) => c.model === 'gamma').at(-1)!;
    expect(call.body).toMatchObject({
      max_tokens: 1024,
      messages: [{ role: 'system' }, { role: 'user', content: 'How tall?' }],
    });
  });

  it('tries a requested model first and prices the call from the reported tokens', async () => {
    server.behave('delta', { answer: 'delta answers', promptTokens: 1_000, completionTokens: 500 });
    const data = restData(
      await orchestrate({ prompt: 'word '.repeat(300), model: 'delta', maxTokens: 600 }),
    );
    expect(data.results).toHaveLength(1);
    // 1,000 prompt tokens at $1 and 500 completion tokens at $2 per million.
    expect(data.results[0]).toMatchObject({
      model: 'delta',
      promptTokens: 1_000,
      completionTokens: 500,
      costUsd: 0.002,
    });
    expect(data.costUsd).toBe(0.002);
    expect(data.creditsCharged).toBe(10);
  });

  it('bills a server claiming more tokens than the prompt can hold at the bound the budget was checked against', async () => {
    server.behave('delta', {
      answer: 'delta answers',
      promptTokens: 1_000_000,
      completionTokens: 9_999,
    });
    const data = restData(
      await orchestrate(
        { prompt: 'Short', model: 'delta', maxTokens: 50 },
        { 'x-budget-max-usd': '0.001' },
      ),
    );
    // Prompt bytes plus framing, and at most maxTokens of answer.
    expect(data.results[0].promptTokens).toBeLessThan(200);
    expect(data.results[0].completionTokens).toBe(50);
    expect(data.costUsd).toBeLessThanOrEqual(0.001);
  });

  it('runs zar at once: one model failing, one timing out, the answer of the one left', async () => {
    server.behave('alpha', { status: 503 });
    server.behave('beta', { delayMs: 900 });
    const first = server.calls.length;
    const data = restData(await orchestrate({ prompt: 'How tall?', mode: 'zar' }));
    // All three were asked before the slow one's 500 ms timeout: they ran at once, not in turn.
    const arrivals = server.calls.slice(first).map((c) => c.at);
    expect(arrivals).toHaveLength(3);
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(400);
    expect(data.results.map((r: { status: string }) => r.status)).toEqual([
      'error',
      'timeout',
      'ok',
    ]);
    expect(data.aggregation).toEqual({ method: 'consensus', chosenModel: 'gamma', agreement: 0 });
  });

  it('takes the consensus of agreeing models over a dissenting one', async () => {
    server.behave('alpha', { answer: 'The tower was finished in 1889.' });
    server.behave('beta', { answer: 'It opened to the public in March 1889, finished.' });
    server.behave('gamma', { answer: 'The tower was finished in 1889!' });
    const data = restData(await orchestrate({ prompt: 'When?', mode: 'zar' }));
    expect(data.aggregation.method).toBe('consensus');
    expect(data.aggregation.chosenModel).toBe('alpha');
    expect(data.output).toBe('The tower was finished in 1889.');
    expect(data.aggregation.agreement).toBeGreaterThan(0.5);
  });

  it('lets a configured judge choose, recording its call', async () => {
    server.behave('judge', { answer: '2' });
    const data = await withJudge(() => orchestrate({ prompt: 'Which?', mode: 'zar' }));
    expect(data.aggregation).toMatchObject({ method: 'judge', chosenModel: 'beta' });
    expect(data.output).toBe('beta says the tower is 330 metres tall.');
    expect(data.results.map((r: { model: string }) => r.model)).toEqual([
      'alpha',
      'beta',
      'gamma',
      'judge',
    ]);
    const asked = server.calls.filter((c) => c.model === 'judge').at(-1)!;
    expect(String((asked.body.messages as { content: string }[])[1].content)).toContain(
      '2. beta says',
    );
  });

  it('refuses over the budget before anything runs: 402, nothing reserved, nothing called', async () => {
    const before = await balanceOf(p, t.user);
    const calls = server.calls.length;
    const reservations = await p.prisma.creditReservation.count({
      where: { tenantId: t.tenantId },
    });
    const error = restError(
      await orchestrate({ prompt: 'How tall?', maxTokens: 8_000 }, { 'x-budget-max-usd': '0.001' }),
      402,
      'BUDGET_EXCEEDED',
    );
    expect(error.message).toMatch(/x-budget-max-usd allows \$0\.001/);
    expect(server.calls.length).toBe(calls);
    expect(await balanceOf(p, t.user)).toBe(before);
    expect(await p.prisma.creditReservation.count({ where: { tenantId: t.tenantId } })).toBe(
      reservations,
    );
  });

  it('skips in zar the models whose worst case would pass the ceiling, and never costs more than it', async () => {
    // Worst case per call: about 130 bytes of prompt at $1 and 500 tokens at $2 per million, about $0.00113.
    const data = restData(
      await orchestrate(
        { prompt: 'How tall is it?', mode: 'zar', maxTokens: 500 },
        { 'x-budget-max-usd': '0.0025' },
      ),
    );
    expect(data.results.map((r: { status: string }) => r.status)).toEqual([
      'ok',
      'ok',
      'skipped_budget',
    ]);
    expect(data.results[2].error).toMatch(/would pass the x-budget-max-usd ceiling/);
    expect(data.costUsd).toBeLessThanOrEqual(0.0025);
    expect(data.budgetMaxUsd).toBe(0.0025);
  });

  it('releases the credits when every model fails (502) or times out (504)', async () => {
    const before = await balanceOf(p, t.user);
    for (const id of ['alpha', 'beta', 'gamma', 'delta']) server.behave(id, { status: 500 });
    restError(await orchestrate({ prompt: 'x' }), 502, 'PROVIDER_ERROR');
    for (const id of ['alpha', 'beta', 'gamma']) server.behave(id, { delayMs: 900 });
    restError(await orchestrate({ prompt: 'x', mode: 'zar' }), 504, 'TIMEOUT');
    expect(await balanceOf(p, t.user)).toBe(before);
    const failed = await p.prisma.aiInference.findMany({
      where: { tenantId: t.tenantId, status: 'failed' },
    });
    expect(failed.map((f) => [f.errorCode, f.settlement, f.creditsCharged])).toEqual(
      expect.arrayContaining([
        ['PROVIDER_ERROR', 'released', 0],
        ['TIMEOUT', 'released', 0],
      ]),
    );
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('keeps the ledger whole under 50 concurrent orchestrations', async () => {
    const before = await balanceOf(p, t.user);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        orchestrate({
          prompt: `Question ${i}?`,
          mode: i % 5 === 0 ? 'zar' : 'single',
          maxTokens: 100,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const charged = answers.reduce((sum, a) => sum + a.body.data.creditsCharged, 0);
    expect(charged).toBe(10 * 60 + 40 * 5);
    expect(await balanceOf(p, t.user)).toBe(before - charged);
    await expectLedgerConsistent(p, t.tenantId);
  });
});

/** Runs with a judge configured in the running ai service's registry, then without again. */
async function withJudge(run: () => Promise<HttpAnswer>): Promise<Json> {
  registry.judge = judgeModel;
  try {
    return restData(await run());
  } finally {
    registry.judge = null;
  }
}

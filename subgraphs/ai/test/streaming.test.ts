import { platformFixture } from '../../../test/fixture';
import { OpenAiLoopback } from '../../../test/ai/openai-loopback';
import { connect, Recording } from '../../../test/subscriptions/ws-client';
import { balanceOf, fund, loopbackModel, registryOf } from './helpers';

const server = new OpenAiLoopback();
const ANSWER = 'The Eiffel Tower was finished in 1889 and is 330 metres tall.';

const { p, t } = platformFixture(async () => {
  const url = await server.start();
  const models = ['stream-a', 'stream-b', 'stream-c'].map((id) =>
    loopbackModel(url, id, { timeoutMs: 5_000 }),
  );
  return { ai: { models: registryOf(models), studio: null } };
});
beforeAll(async () => {
  await fund(p, t, t.user, 500);
});
afterAll(async () => {
  await server.stop();
});

const STREAM = `subscription($input: OrchestrateInput!, $budget: String) {
  answer: orchestrateStream(input: $input, budgetMaxUsd: $budget) {
    sequence text done
    ... on OrchestrationChunk { inference { id output creditsCharged results { model status } } }
  }
}`;

describe('orchestrateStream over graphql-ws', () => {
  it("streams a single-mode answer's pieces as the model sends them, then the stored inference", async () => {
    server.behave('stream-a', { answer: ANSWER, pieceChars: 6, pieceDelayMs: 40 });
    const before = await balanceOf(p, t.user);
    const client = connect(p, t.user.token);
    const arrivals: number[] = [];
    try {
      const recording = new Recording(client, STREAM, {
        input: { prompt: 'Tell me about the tower', maxTokens: 200 },
      });
      const started = performance.now();
      await recording.until((r) => {
        while (arrivals.length < r.results.length) arrivals.push(performance.now() - started);
        return r.completed;
      }, 15_000);
      const messages = recording.results.map((r) => r.data!.answer);
      const pieces = messages.filter((m) => !m.done);
      const last = messages.at(-1);
      expect(pieces.length).toBe(Math.ceil(ANSWER.length / 6));
      expect(pieces.map((m) => m.text).join('')).toBe(ANSWER);
      expect(messages.map((m) => m.sequence)).toEqual(messages.map((_m, i) => i));
      expect(last).toMatchObject({
        done: true,
        text: '',
        inference: {
          output: ANSWER,
          creditsCharged: 5,
          results: [{ model: 'stream-a', status: 'ok' }],
        },
      });
      // Pieces reached the dashboard while the model was still writing, not all at the end.
      expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThan(200);
      expect(await balanceOf(p, t.user)).toBe(before - 5);
      const stored = await p.prisma.aiInference.findUniqueOrThrow({
        where: { id: last.inference.id },
      });
      expect(stored.output).toBe(ANSWER);
    } finally {
      await client.dispose();
    }
  });

  it('ends with the refusal when the budget cannot cover the call, charging nothing', async () => {
    const before = await balanceOf(p, t.user);
    const client = connect(p, t.user.token);
    try {
      const recording = new Recording(client, STREAM, {
        input: { prompt: 'x', maxTokens: 8_000 },
        budget: '0.000001',
      });
      await recording.until((r) => r.results.length > 0 || r.error !== undefined);
      const error =
        recording.results[0]?.errors?.[0] ?? (recording.error as { extensions: unknown }[])[0];
      expect(error.extensions).toMatchObject({ code: 'BUDGET_EXCEEDED', httpStatus: 402 });
      expect(await balanceOf(p, t.user)).toBe(before);
    } finally {
      await client.dispose();
    }
  });

  it("never delivers another subscriber's pieces", async () => {
    server.behave('stream-a', { answer: 'first answer here', pieceChars: 3, pieceDelayMs: 10 });
    const one = connect(p, t.user.token);
    const two = connect(p, t.user.token);
    try {
      const a = new Recording(one, STREAM, { input: { prompt: 'one' } });
      const b = new Recording(two, STREAM, { input: { prompt: 'two' } });
      await a.until((r) => r.completed, 15_000);
      await b.until((r) => r.completed, 15_000);
      for (const recording of [a, b]) {
        const messages = recording.results.map((r) => r.data!.answer);
        expect(
          messages
            .filter((m) => !m.done)
            .map((m) => m.text)
            .join(''),
        ).toBe(messages.at(-1).inference.output);
      }
    } finally {
      await one.dispose();
      await two.dispose();
    }
  });
});

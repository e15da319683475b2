import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { restData, restError } from '../../../test/answers';
import { expectLedgerConsistent } from '../../../test/ledger';
import { Receiver, SECRET } from '../../integrations/test/helpers';
import { waitFor } from '../../../test/wait';
import { balanceOf, fund, INFERENCE, ORCHESTRATE } from './helpers';

const { p, t } = platformFixture();

const CONTEXT =
  "The Eiffel Tower is a wrought-iron lattice tower in Paris. It was built from 1887 to 1889 for the World Fair. Gustave Eiffel's company designed and built the tower. It is 330 metres tall.";

beforeAll(async () => {
  await fund(p, t, t.user, 1_000);
  await fund(p, t, t.organizer, 1_000);
});

describe('orchestration with the embedded local models (nothing configured)', () => {
  it('answers a single-mode prompt extractively, says it is local, stores it and charges 10 credits', async () => {
    const before = await balanceOf(p, t.user);
    const data = restData(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.user.token,
        body: { prompt: 'How tall is the Eiffel Tower?', context: CONTEXT },
      }),
    );
    expect(data).toMatchObject({
      mode: 'single',
      kind: 'text',
      status: 'completed',
      userId: t.user.userId,
      creditsCharged: 10,
      costUsd: 0,
      aggregation: null,
      transcript: null,
      speech: null,
    });
    expect(data.output).toBe('It is 330 metres tall.');
    expect(data.results).toEqual([
      {
        provider: 'local',
        model: 'local-bm25',
        status: 'ok',
        output: data.output,
        latencyMs: expect.any(Number),
        promptTokens: expect.any(Number),
        completionTokens: 6,
        costUsd: 0,
        error: null,
      },
    ]);
    expect(data.usage.totalTokens).toBe(data.usage.promptTokens + data.usage.completionTokens);
    expect(await balanceOf(p, t.user)).toBe(before - 10);
    const gql = await p.graphql(
      `query($id: ID!) { inference(id: $id) { ${INFERENCE} } }`,
      { id: data.id },
      { token: t.user.token },
    );
    expect(gql.body.data.inference).toEqual(data);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('runs zar over the three local strategies at once and reports how it chose', async () => {
    const data = restData(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.user.token,
        body: {
          prompt: 'What is the capital of France?',
          context: `${CONTEXT} Paris is the capital of France.`,
          mode: 'zar',
        },
      }),
    );
    expect(data.results.map((r: { model: string; status: string }) => [r.model, r.status])).toEqual(
      [
        ['local-bm25', 'ok'],
        ['local-entity', 'ok'],
        ['local-keywords', 'ok'],
      ],
    );
    expect(data.aggregation).toEqual({
      method: 'consensus',
      chosenModel: expect.stringMatching(/^local-/),
      agreement: 1,
    });
    expect(data.output).toBe('Paris is the capital of France.');
    expect(data.creditsCharged).toBe(60);
  });

  it('answers the same on REST and GraphQL', async () => {
    const input = { prompt: 'Who designed the tower?', context: CONTEXT, maxTokens: 400 };
    const rest = restData(
      await p.rest('POST', '/aibrain/v1/orchestrate', { token: t.user.token, body: input }),
    );
    const gql = (await p.graphql(ORCHESTRATE, { input }, { token: t.user.token })).body.data
      .orchestrate;
    const same = (x: {
      output: string;
      creditsCharged: number;
      mode: string;
      results: { model: string }[];
    }) => ({
      output: x.output,
      creditsCharged: x.creditsCharged,
      mode: x.mode,
      models: x.results.map((r) => r.model),
    });
    expect(same(gql)).toEqual(same(rest));
    expect(rest.creditsCharged).toBe(5);
  });

  it('reports every invalid field at once and reserves nothing', async () => {
    const before = await balanceOf(p, t.user);
    const error = restError(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.user.token,
        headers: { 'x-budget-max-usd': '-1' },
        body: {
          prompt: '',
          maxTokens: 9_000,
          temperature: 3,
          context: 'x'.repeat(32_001),
          mode: 'zar',
          model: 'local-bm25',
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'context',
      'maxTokens',
      'model',
      'prompt',
      'temperature',
      'x-budget-max-usd',
    ]);
    const unknown = restError(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.user.token,
        body: { prompt: 'hi', model: 'gpt-nothing' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(unknown.details).toEqual([
      {
        field: 'model',
        problem: 'must be one of the configured models: local-bm25, local-entity, local-keywords',
      },
    ]);
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('refuses without credits (402) and writes no inference', async () => {
    const poor = await p.newTenant();
    const count = await p.prisma.aiInference.count();
    restError(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: poor.user.token,
        body: { prompt: 'hello' },
      }),
      402,
      'ERR_INSUFFICIENT_CREDITS',
    );
    expect(await p.prisma.aiInference.count()).toBe(count);
  });

  it("lists the caller's own inferences, the tenant's for an admin, and hides another tenant's (404)", async () => {
    const mine = restData(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.organizer.token,
        body: { prompt: 'Who designed it?', context: CONTEXT },
      }),
    );
    const own = restData(
      await p.rest('GET', '/aibrain/v1/inferences?limit=100', { token: t.organizer.token }),
    );
    expect(own.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const all = restData(
      await p.rest('GET', '/aibrain/v1/inferences?all=true&limit=100', { token: t.admin.token }),
    );
    expect(all.map((i: { id: string }) => i.id)).toContain(mine.id);
    expect(all.length).toBeGreaterThan(own.length);
    restError(
      await p.rest('GET', '/aibrain/v1/inferences?all=true', { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest('GET', `/aibrain/v1/inferences/${mine.id}`, { token: t.user.token }),
      404,
      'NOT_FOUND',
    );
    const other = await p.newTenant();
    restError(
      await p.rest('GET', `/aibrain/v1/inferences/${mine.id}`, { token: other.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `/aibrain/v1/inferences/${randomUUID()}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    expect(
      restData(await p.rest('GET', `/aibrain/v1/inferences/${mine.id}`, { token: t.admin.token }))
        .id,
    ).toBe(mine.id);
  });

  it('stores ai.inference_complete with the change and publishes it', async () => {
    const data = restData(
      await p.rest('POST', '/aibrain/v1/orchestrate', {
        token: t.user.token,
        body: { prompt: 'When was it built?', context: CONTEXT, mode: 'zar' },
      }),
    );
    const event = await p.prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'ai.inference_complete', subject: data.id },
    });
    expect(event).toMatchObject({
      service: 'ai',
      source: 'urn:platform:llm-orch-svc',
      tenantId: t.tenantId,
    });
    expect(event.data).toEqual({
      inferenceId: data.id,
      userId: t.user.userId,
      mode: 'zar',
      models: ['local-bm25', 'local-entity', 'local-keywords'],
      status: 'completed',
      costUsd: 0,
      creditsCharged: 60,
      latencyMs: data.latencyMs,
    });
  });

  it('answers voice with 503 naming STUDIO_URL when no studio is configured, reserving nothing', async () => {
    const before = await balanceOf(p, t.user);
    const error = restError(
      await p.rest('POST', '/aibrain/v1/voice/orchestrate', {
        token: t.user.token,
        body: { audioUrl: 'https://example.test/q.wav' },
      }),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expect(error.message).toBe('Voice orchestration needs the studio service: set STUDIO_URL');
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('delivers ai.inference_complete to a webhook subscribed to it, signed', async () => {
    const receiver = await new Receiver(SECRET).start();
    try {
      restData(
        await p.rest('POST', '/integrationhub/v1/webhooks', {
          token: t.admin.token,
          body: { url: receiver.url, events: ['ai.inference_complete'], secret: SECRET },
        }),
        201,
      );
      const data = restData(
        await p.rest('POST', '/aibrain/v1/orchestrate', {
          token: t.user.token,
          body: { prompt: 'Who designed the tower?', context: CONTEXT },
        }),
      );
      const [got] = await waitFor(
        () =>
          receiver.received.filter(
            (r) => r.event.subject === undefined && r.event.data?.inferenceId === data.id,
          ).length > 0 && receiver.received,
      );
      expect(got.signatureValid).toBe(true);
      expect(got.event).toMatchObject({
        type: 'platform.ai.inference_complete.v1',
        source: 'urn:platform:llm-orch-svc',
        tenantid: t.tenantId,
      });
      expect(got.event.data).toEqual({
        inferenceId: data.id,
        userId: t.user.userId,
        mode: 'single',
        models: ['local-bm25'],
        status: 'completed',
        costUsd: 0,
        creditsCharged: data.creditsCharged,
        latencyMs: data.latencyMs,
      });
    } finally {
      await receiver.stop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { IdentityCreditsClient } from '../../../lib/subgraph/clients/identity-credits';
import { systemToken } from '../../../test/accounts';
import { ok } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { expectLedgerConsistent } from '../../../test/ledger';
import { insertInference } from '../inferences/inference-store';
import { settleAbandonedInferences } from '../orchestration/settlement-recovery';
import { balanceOf, fund } from './helpers';

// A process that stored an inference and died before settling it (orchestration/paid-orchestration.ts):
// the recovery step settles it once, whichever way identity answers.

const { p, t } = platformFixture({ isolated: true });

const RESERVE =
  'mutation($input: ReserveCreditsInput!) { reserveCredits(input: $input) { id status } }';
const SETTLE =
  'mutation($input: SettleCreditsInput!) { settleCredits(input: $input) { id status } }';

/** One round of the recovery, as the ai process runs it in the background. */
function recovery(): { round: (now?: Date) => Promise<boolean> } {
  const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
  const deps = { prisma: p.prisma, credits: new IdentityCreditsClient({ identity }) };
  return { round: (now) => settleAbandonedInferences(deps, now) };
}

/** What a stopped request leaves: a hold in identity and the stored inference, settlement pending, two minutes old. */
async function leftBehind(status: 'completed' | 'failed', amount = 10) {
  const id = randomUUID();
  const reservationId = `ai-inference:${id}`;
  await ok(p, systemToken(t.tenantId), RESERVE, {
    input: {
      reservationId,
      userId: t.user.userId,
      amount,
      reference: reservationId,
      holdSeconds: 600,
    },
  });
  await insertInference(p.prisma, {
    id,
    tenantId: t.tenantId,
    userId: t.user.userId,
    mode: 'single',
    kind: 'text',
    status,
    prompt: 'q',
    contextChars: 0,
    maxTokens: 100,
    temperature: null,
    output: status === 'completed' ? 'a' : null,
    results: [{ model: 'local-bm25', status: status === 'completed' ? 'ok' : 'error' }],
    aggregation: null,
    usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
    costUsd: 0,
    budgetMaxUsd: null,
    creditsReserved: amount,
    reservationId,
    errorCode: status === 'failed' ? 'PROVIDER_ERROR' : null,
    latencyMs: 5,
    transcript: null,
    speech: null,
    requestId: randomUUID(),
    createdAt: new Date(Date.now() - 120_000),
  });
  return { id, reservationId };
}

const eventsOf = (id: string) =>
  p.prisma.outboxEvent.count({ where: { type: 'ai.inference_complete', subject: id } });

describe('settling what a stopped process left', () => {
  beforeAll(() => fund(p, t, t.user, 1_000));
  afterEach(() => expectLedgerConsistent(p, t.tenantId));

  it('charges a completed inference once and records its event once, however often it runs', async () => {
    const before = await balanceOf(p, t.user);
    const { id } = await leftBehind('completed');
    expect(await balanceOf(p, t.user)).toBe(before - 10);
    await recovery().round();
    await recovery().round();
    const row = await p.prisma.aiInference.findUniqueOrThrow({ where: { id } });
    expect([row.settlement, row.creditsCharged]).toEqual(['charged', 10]);
    expect(await eventsOf(id)).toBe(1);
    expect(await balanceOf(p, t.user)).toBe(before - 10);
  });

  it('releases a failed inference', async () => {
    const before = await balanceOf(p, t.user);
    const { id } = await leftBehind('failed');
    await recovery().round();
    const row = await p.prisma.aiInference.findUniqueOrThrow({ where: { id } });
    expect([row.settlement, row.creditsCharged]).toEqual(['released', 0]);
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('records what identity answers when the hold ran out first: released, nothing charged', async () => {
    const before = await balanceOf(p, t.user);
    const { id, reservationId } = await leftBehind('completed');
    // Identity gave the credits back on its own (the hold's deadline), before the recovery came by.
    await ok(p, systemToken(t.tenantId), SETTLE, { input: { reservationId, outcome: 'release' } });
    await recovery().round();
    const row = await p.prisma.aiInference.findUniqueOrThrow({ where: { id } });
    expect([row.settlement, row.creditsCharged]).toEqual(['released', 0]);
    expect(
      (
        await p.prisma.outboxEvent.findFirstOrThrow({
          where: { type: 'ai.inference_complete', subject: id },
        })
      ).data,
    ).toMatchObject({ creditsCharged: 0 });
    expect(await balanceOf(p, t.user)).toBe(before);
  });

  it('leaves a fresh pending inference to the request still settling it', async () => {
    const { id } = await leftBehind('completed');
    await p.prisma.aiInference.update({ where: { id }, data: { createdAt: new Date() } });
    await recovery().round();
    expect((await p.prisma.aiInference.findUniqueOrThrow({ where: { id } })).settlement).toBe(
      'pending',
    );
    await recovery().round(new Date(Date.now() + 120_000));
    expect((await p.prisma.aiInference.findUniqueOrThrow({ where: { id } })).settlement).toBe(
      'charged',
    );
  });
});

import { codeAndStatus, gqlData, problemFields } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { getOrder, orderIn } from './deals-helpers';
import { addMember, disputeCall, disputeDone } from './disputes-helpers';
import type { Json } from './helpers';

let stranger: Session; // an organizer of the tenant who is party of nothing
const { p, t } = platformFixture();
beforeAll(async () => {
  stranger = await addMember(p, t.admin, 'organizer');
});

const deal = () => ({ seller: t.organizer, buyer: t.user });
const open = (token: string, input: Json) => disputeCall(p, token, 'createDispute', { input });

describe('createDispute', () => {
  it('opens a dispute on a delivered order and moves the order to disputed', async () => {
    const { order } = await orderIn(p, deal(), 'delivered');
    const dispute = await disputeDone(p, t.user.token, 'createDispute', {
      input: {
        orderId: order.id,
        reason: '  The band never showed up  ',
        evidence: [
          { kind: 'text', text: 'We waited two hours' },
          { kind: 'file', url: 'https://example.test/photo.jpg', text: 'Empty stage' },
        ],
      },
    });
    expect(dispute).toMatchObject({
      orderId: order.id,
      listingId: order.listingId,
      buyerId: t.user.userId,
      sellerId: t.organizer.userId,
      openedBy: t.user.userId,
      reason: 'The band never showed up',
      status: 'open',
      tier: 1,
      resolution: null,
      resolvedAt: null,
    });
    expect(dispute.evidence).toEqual([
      expect.objectContaining({
        kind: 'text',
        text: 'We waited two hours',
        url: null,
        submittedBy: t.user.userId,
        submitter: { id: t.user.userId },
      }),
      expect.objectContaining({
        kind: 'file',
        text: 'Empty stage',
        url: 'https://example.test/photo.jpg',
      }),
    ]);
    expect(gqlData(await getOrder(p, t.user.token, order.id)).order).toMatchObject({
      status: 'disputed',
      disputedAt: expect.any(String),
    });
  });

  it('lets the seller open one on an in-progress order', async () => {
    const { order } = await orderIn(p, deal(), 'in_progress');
    expect(
      await disputeDone(p, t.organizer.token, 'createDispute', {
        input: { orderId: order.id, reason: 'Client changed the venue' },
      }),
    ).toMatchObject({
      openedBy: t.organizer.userId,
      status: 'open',
      evidence: [],
    });
  });

  it('is 400 INVALID_STATE for orders that are not delivered or in progress', async () => {
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      const { order } = await orderIn(p, deal(), status);
      expect(codeAndStatus(await open(t.user.token, { orderId: order.id, reason: 'x' }))).toEqual([
        'INVALID_STATE',
        400,
      ]);
      expect((await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
        status,
      );
    }
  });

  it('keeps one unresolved dispute per order: 409 for a second, even for concurrent opens', async () => {
    const { order } = await orderIn(p, deal(), 'delivered');
    await disputeDone(p, t.user.token, 'createDispute', {
      input: { orderId: order.id, reason: 'first' },
    });
    expect(
      codeAndStatus(await open(t.organizer.token, { orderId: order.id, reason: 'second' })),
    ).toEqual(['CONFLICT', 409]);
    const { order: raced } = await orderIn(p, deal(), 'delivered');
    const answers = await Promise.all([
      open(t.user.token, { orderId: raced.id, reason: 'buyer' }),
      open(t.organizer.token, { orderId: raced.id, reason: 'seller' }),
      open(t.user.token, { orderId: raced.id, reason: 'buyer again' }),
    ]);
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect(answers.filter((r) => codeAndStatus(r)[0] === 'CONFLICT').length).toBe(2);
    expect(await p.prisma.dispute.count({ where: { orderId: raced.id } })).toBe(1);
    expect((await p.prisma.order.findUniqueOrThrow({ where: { id: raced.id } })).status).toBe(
      'disputed',
    );
  });

  it('is 404 for orders the caller cannot see, 403 for an admin who is no party, 400 for bad input', async () => {
    const { order } = await orderIn(p, deal(), 'delivered');
    expect(codeAndStatus(await open(stranger.token, { orderId: order.id, reason: 'x' }))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(codeAndStatus(await open(t.admin.token, { orderId: order.id, reason: 'x' }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(
      codeAndStatus(
        await open(t.user.token, { orderId: '00000000-0000-4000-8000-000000000000', reason: 'x' }),
      ),
    ).toEqual(['NOT_FOUND', 404]);
    const bad = await open(t.user.token, {
      orderId: 'nope',
      reason: '   ',
      evidence: [
        { kind: 'text' },
        { kind: 'file', text: 'no link' },
        { kind: 'file', url: 'ftp://files.test/a' },
        { kind: 'text', text: 'ok', url: 'https://x.test' },
      ],
    });
    expect(codeAndStatus(bad)).toEqual(['VALIDATION_FAILED', 400]);
    expect(problemFields(bad)).toEqual([
      'evidence.0.text',
      'evidence.1.url',
      'evidence.2.url',
      'evidence.3.url',
      'orderId',
      'reason',
    ]);
    expect(
      codeAndStatus(
        await disputeCall(p, undefined, 'createDispute', {
          input: { orderId: order.id, reason: 'x' },
        }),
      ),
    ).toEqual(['UNAUTHENTICATED', 401]);
    expect((await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'delivered',
    );
  });
});

describe('evidence and escalation', () => {
  async function openDispute(): Promise<Json> {
    const { order } = await orderIn(p, deal(), 'delivered');
    return disputeDone(p, t.user.token, 'createDispute', {
      input: { orderId: order.id, reason: 'Sound was broken' },
    });
  }
  const evidence = (token: string, id: string, items: Json[]) =>
    disputeCall(p, token, 'submitDisputeEvidence', { id, input: { items } });

  it('keeps every party’s evidence in order, with who gave it and when', async () => {
    const dispute = await openDispute();
    // A link the API answered earlier (signed, maybe expired) is kept as its bare path.
    await evidence(t.user.token, dispute.id, [
      { kind: 'text', text: 'Buyer statement' },
      { kind: 'file', url: '/files/abc/recording.mp3?expires=1&signature=old' },
    ]);
    const after = gqlData(
      await evidence(t.organizer.token, dispute.id, [{ kind: 'text', text: 'Seller statement' }]),
    ).submitDisputeEvidence;
    expect(after.evidence.map((e: Json) => [e.submittedBy, e.kind, e.text ?? e.url])).toEqual([
      [t.user.userId, 'text', 'Buyer statement'],
      [
        t.user.userId,
        'file',
        expect.stringMatching(/^\/files\/abc\/recording\.mp3\?expires=\d+&signature=[\w-]{43}$/),
      ],
      [t.organizer.userId, 'text', 'Seller statement'],
    ]);
    const stored = await p.prisma.disputeEvidence.findMany({
      where: { disputeId: dispute.id, kind: 'file' },
    });
    expect(stored.map((e) => e.url)).toEqual(['/files/abc/recording.mp3']);
    expect(after.evidence.every((e: Json) => typeof e.submittedAt === 'string')).toBe(true);
  });

  it('refuses evidence from anyone else (403) and bad items (400)', async () => {
    const dispute = await openDispute();
    for (const session of [stranger, t.admin])
      expect(
        codeAndStatus(await evidence(session.token, dispute.id, [{ kind: 'text', text: 'x' }])),
      ).toEqual(['FORBIDDEN', 403]);
    expect(codeAndStatus(await evidence(t.user.token, dispute.id, []))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    const tooMany = await evidence(
      t.user.token,
      dispute.id,
      Array.from({ length: 21 }, () => ({ kind: 'text', text: 'x' })),
    );
    expect(problemFields(tooMany)).toEqual(['items']);
    expect(
      problemFields(
        await evidence(t.user.token, dispute.id, [{ kind: 'text', text: 'x'.repeat(5001) }]),
      ),
    ).toEqual(['items.0.text']);
  });

  it('raises the tier 1 → 2 → 3 and marks the dispute escalated; no further than 3', async () => {
    const dispute = await openDispute();
    const escalate = (token: string) =>
      disputeCall(p, token, 'escalateDispute', { id: dispute.id });
    expect(gqlData(await escalate(t.user.token)).escalateDispute).toMatchObject({
      status: 'escalated',
      tier: 2,
      escalatedAt: expect.any(String),
    });
    expect(codeAndStatus(await escalate(t.admin.token))).toEqual(['FORBIDDEN', 403]);
    expect(codeAndStatus(await escalate(stranger.token))).toEqual(['FORBIDDEN', 403]);
    expect(gqlData(await escalate(t.organizer.token)).escalateDispute).toMatchObject({
      status: 'escalated',
      tier: 3,
    });
    expect(codeAndStatus(await escalate(t.user.token))).toEqual(['INVALID_STATE', 400]);
    // Evidence is still taken while escalated.
    expect(
      gqlData(await evidence(t.organizer.token, dispute.id, [{ kind: 'text', text: 'more' }]))
        .submitDisputeEvidence.evidence,
    ).toHaveLength(1);
  });

  it('takes no evidence and no escalation once resolved (400)', async () => {
    const dispute = await openDispute();
    await disputeDone(p, t.admin.token, 'resolveDispute', {
      id: dispute.id,
      input: { resolution: 'refund_buyer' },
    });
    expect(
      codeAndStatus(await evidence(t.user.token, dispute.id, [{ kind: 'text', text: 'late' }])),
    ).toEqual(['INVALID_STATE', 400]);
    expect(
      codeAndStatus(await disputeCall(p, t.user.token, 'escalateDispute', { id: dispute.id })),
    ).toEqual(['INVALID_STATE', 400]);
  });
});

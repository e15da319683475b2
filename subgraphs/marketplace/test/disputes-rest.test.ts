import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { orderIn } from './deals-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const BASE = '/marketplace/v1/disputes';
const rest = (method: string, path: string, token: string, body?: unknown) =>
  p.rest(method, `${BASE}${path}`, { token, body });
const deal = () => ({ seller: t.organizer, buyer: t.user });

describe('REST disputes', () => {
  it('opens (201), reads, lists (200, paginated), takes evidence, escalates and resolves (200)', async () => {
    const { order } = await orderIn(p, deal(), 'delivered', { amount: 120 });
    const opened = restData(
      await rest('POST', '', t.user.token, { orderId: order.id, reason: 'Late delivery' }),
      201,
    );
    expect(opened).toMatchObject({ orderId: order.id, status: 'open', tier: 1, evidence: [] });
    expect(opened).not.toHaveProperty('order');
    expect(restData(await rest('GET', `/${opened.id}`, t.organizer.token), 200)).toEqual(opened);
    const withEvidence = restData(
      await rest('POST', `/${opened.id}/evidence`, t.organizer.token, {
        items: [{ kind: 'file', url: 'https://cdn.example.test/receipt.pdf' }],
      }),
      200,
    );
    expect(withEvidence.evidence).toEqual([
      {
        id: expect.any(String),
        kind: 'file',
        text: null,
        url: 'https://cdn.example.test/receipt.pdf',
        submittedBy: t.organizer.userId,
        submittedAt: expect.any(String),
      },
    ]);
    expect(restData(await rest('POST', `/${opened.id}/escalate`, t.user.token), 200)).toMatchObject(
      { status: 'escalated', tier: 2 },
    );
    const listed = await rest(
      'GET',
      `?status=escalated&orderId=${order.id}&sortBy=resolvedAt&sortOrder=ASC&limit=5`,
      t.admin.token,
    );
    expect(restData(listed, 200).map((d: Json) => d.id)).toEqual([opened.id]);
    expect(listed.body.page).toEqual({ next_cursor: null, has_more: false, limit: 5 });
    const resolved = restData(
      await rest('POST', `/${opened.id}/resolve`, t.admin.token, {
        resolution: 'split',
        buyerPercent: 25,
        note: 'Half a day late',
      }),
      200,
    );
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'split',
      buyerPercent: 25,
      refundAmount: 30,
      sellerAmount: 90,
      resolvedAt: expect.any(String),
    });
  });

  // POST /disputes lists no 409 (docs/rest-contract.md): a second unresolved dispute is 400 CONFLICT.
  it('answers 400, 403 and 404 with the error envelope', async () => {
    const { order } = await orderIn(p, deal(), 'in_progress');
    restError(
      await rest('POST', '', t.user.token, { orderId: order.id }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await rest('POST', '', t.user.token, { orderId: order.id, reason: 'x', extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await rest('POST', '', t.user.token, {
        orderId: '00000000-0000-4000-8000-000000000000',
        reason: 'x',
      }),
      404,
      'NOT_FOUND',
    );
    const opened = restData(
      await rest('POST', '', t.organizer.token, {
        orderId: order.id,
        reason: 'Client unreachable',
      }),
      201,
    );
    restError(
      await rest('POST', '', t.user.token, { orderId: order.id, reason: 'me too' }),
      400,
      'CONFLICT',
    );
    restError(await rest('GET', '', t.organizer.token), 403, 'FORBIDDEN');
    restError(await rest('GET', '?sortBy=amount', t.admin.token), 400, 'VALIDATION_FAILED');
    restError(await rest('POST', `/${opened.id}/evidence`, t.user.token), 400, 'VALIDATION_FAILED');
    restError(
      await rest('POST', `/${opened.id}/evidence`, t.admin.token, {
        items: [{ kind: 'text', text: 'x' }],
      }),
      403,
      'FORBIDDEN',
    );
    restError(await rest('POST', `/${opened.id}/escalate`, t.admin.token), 403, 'FORBIDDEN');
    restError(
      await rest('POST', `/${opened.id}/resolve`, t.user.token, { resolution: 'refund_buyer' }),
      403,
      'FORBIDDEN',
    );
    restError(await rest('POST', `/${opened.id}/resolve`, t.admin.token), 400, 'VALIDATION_FAILED');
    restError(
      await rest('POST', `/${opened.id}/resolve`, t.admin.token, { resolution: 'split' }),
      400,
      'VALIDATION_FAILED',
    );
    restData(
      await rest('POST', `/${opened.id}/resolve`, t.admin.token, { resolution: 'refund_buyer' }),
      200,
    );
    restError(
      await rest('POST', `/${opened.id}/resolve`, t.admin.token, { resolution: 'refund_buyer' }),
      400,
      'INVALID_STATE',
    );
    restError(await rest('POST', `/${opened.id}/escalate`, t.user.token), 400, 'INVALID_STATE');
    restError(
      await rest('GET', '/5f0c7f7e-6d1a-4c52-9a4e-2f6f0a0b1c2d', t.admin.token),
      404,
      'NOT_FOUND',
    );
  });
});

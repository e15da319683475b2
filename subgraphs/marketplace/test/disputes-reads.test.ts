import { codeAndStatus, gqlData } from '../../../test/answers';
import type { Session, TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { orderIn } from './deals-helpers';
import {
  DISPUTE_FIELDS,
  addMember,
  disputeCall,
  disputeDone,
  getDispute,
} from './disputes-helpers';
import type { Json } from './helpers';

let other: TenantFixture;
let stranger: Session;
// In creation order: open, escalated, resolved first, resolved second.
let disputes: Json[];

const { p, t } = platformFixture();
beforeAll(async () => {
  other = await p.newTenant();
  stranger = await addMember(p, t.admin, 'user');
  disputes = [];
  for (let i = 0; i < 4; i++) {
    const { order } = await orderIn(p, { seller: t.organizer, buyer: t.user }, 'delivered');
    disputes.push(
      await disputeDone(p, t.user.token, 'createDispute', {
        input: { orderId: order.id, reason: `case ${i}` },
      }),
    );
  }
  await disputeDone(p, t.organizer.token, 'escalateDispute', { id: disputes[1].id });
  await disputeDone(p, t.admin.token, 'resolveDispute', {
    id: disputes[2].id,
    input: { resolution: 'refund_buyer' },
  });
  await disputeDone(p, t.admin.token, 'resolveDispute', {
    id: disputes[3].id,
    input: { resolution: 'release_to_seller' },
  });
});

const LIST = `query($status: DisputeStatus, $orderId: ID, $sortBy: DisputeSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
  disputes(status: $status, orderId: $orderId, sortBy: $sortBy, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) {
    edges { cursor } nodes { id status } pageInfo { endCursor hasNextPage limit } } }`;
const list = (variables: Json, token = t.admin.token) => p.graphql(LIST, variables, { token });
const ids = (...indexes: number[]) => indexes.map((i) => disputes[i].id);

/** Every id of a listing, page by page with `limit` 1. */
async function allPages(variables: Json): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const connection = gqlData(
      await list({ ...variables, limit: 1, ...(cursor ? { cursor } : {}) }),
    ).disputes;
    seen.push(...connection.nodes.map((n: Json) => n.id));
    if (!connection.pageInfo.hasNextPage) return seen;
    cursor = connection.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

describe('dispute', () => {
  it("shows a dispute with its order to the order's parties and admins", async () => {
    for (const session of [t.user, t.organizer, t.admin]) {
      const dispute = gqlData(
        await getDispute(p, session.token, disputes[0].id, 'order { id status }'),
      ).dispute;
      expect(dispute).toMatchObject({
        id: disputes[0].id,
        order: { id: disputes[0].orderId, status: 'disputed' },
      });
    }
  });

  it('is 403 for anyone else of the tenant, 404 for other tenants and unknown ids, 400 for a bad id', async () => {
    expect(codeAndStatus(await getDispute(p, stranger.token, disputes[0].id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    for (const session of [other.admin, other.organizer, other.user])
      expect(codeAndStatus(await getDispute(p, session.token, disputes[0].id))).toEqual([
        'NOT_FOUND',
        404,
      ]);
    expect(
      codeAndStatus(await getDispute(p, t.admin.token, '5f0c7f7e-6d1a-4c52-9a4e-2f6f0a0b1c2d')),
    ).toEqual(['NOT_FOUND', 404]);
    expect(codeAndStatus(await getDispute(p, t.admin.token, 'nope'))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    expect(
      codeAndStatus(
        await p.graphql(`query($id: ID!) { dispute(id: $id) { ${DISPUTE_FIELDS} } }`, {
          id: disputes[0].id,
        }),
      ),
    ).toEqual(['UNAUTHENTICATED', 401]);
  });

  it("lets no other tenant add evidence, escalate or resolve (404), nor list this tenant's disputes", async () => {
    const id = disputes[0].id;
    expect(
      codeAndStatus(
        await disputeCall(p, other.admin.token, 'submitDisputeEvidence', {
          id,
          input: { items: [{ kind: 'text', text: 'x' }] },
        }),
      ),
    ).toEqual(['NOT_FOUND', 404]);
    expect(
      codeAndStatus(await disputeCall(p, other.user.token, 'escalateDispute', { id })),
    ).toEqual(['NOT_FOUND', 404]);
    expect(
      codeAndStatus(
        await disputeCall(p, other.admin.token, 'resolveDispute', {
          id,
          input: { resolution: 'refund_buyer' },
        }),
      ),
    ).toEqual(['NOT_FOUND', 404]);
    expect(gqlData(await list({}, other.admin.token)).disputes.nodes).toEqual([]);
    const stored = await p.prisma.dispute.findUniqueOrThrow({
      where: { id },
      include: { evidence: true },
    });
    expect(stored).toMatchObject({ status: 'open', tier: 1, evidence: [] });
  });
});

describe('disputes (admin list)', () => {
  it('is admin only', async () => {
    for (const session of [t.user, t.organizer, stranger])
      expect(codeAndStatus(await list({}, session.token))).toEqual(['FORBIDDEN', 403]);
  });

  it('filters by status and order', async () => {
    const of = async (variables: Json) =>
      gqlData(await list(variables)).disputes.nodes.map((n: Json) => n.id);
    expect(await of({})).toEqual(ids(3, 2, 1, 0));
    expect(await of({ status: 'resolved' })).toEqual(ids(3, 2));
    expect(await of({ status: 'escalated' })).toEqual(ids(1));
    expect(await of({ orderId: disputes[2].orderId })).toEqual(ids(2));
    expect(codeAndStatus(await list({ orderId: 'nope' }))).toEqual(['VALIDATION_FAILED', 400]);
  });

  it('sorts by createdAt, status and resolvedAt (unresolved last) in both directions, page by page', async () => {
    expect(await allPages({ sortOrder: 'ASC' })).toEqual(ids(0, 1, 2, 3));
    const byStatus = await allPages({ sortBy: 'status', sortOrder: 'ASC' });
    expect(byStatus.slice(0, 2)).toEqual(ids(0, 1));
    expect([...byStatus.slice(2)].sort()).toEqual(ids(2, 3).sort());
    const resolvedAsc = await allPages({ sortBy: 'resolvedAt', sortOrder: 'ASC' });
    expect(resolvedAsc.slice(0, 2)).toEqual(ids(2, 3));
    expect([...resolvedAsc.slice(2)].sort()).toEqual(ids(0, 1).sort());
    const resolvedDesc = await allPages({ sortBy: 'resolvedAt', sortOrder: 'DESC' });
    expect(resolvedDesc.slice(0, 2)).toEqual(ids(3, 2));
    expect([...resolvedDesc.slice(2)].sort()).toEqual(ids(0, 1).sort());
  });

  it('refuses cursors that do not decode or belong to another sort (400)', async () => {
    const first = gqlData(await list({ limit: 1 })).disputes;
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, limit: 1 });
    expect(
      codeAndStatus(await list({ cursor: first.pageInfo.endCursor, sortBy: 'status' })),
    ).toEqual(['VALIDATION_FAILED', 400]);
    expect(codeAndStatus(await list({ cursor: 'garbage' }))).toEqual(['VALIDATION_FAILED', 400]);
    const forged = Buffer.from(
      JSON.stringify(['resolvedAt', 'DESC', 'not-a-date', disputes[0].id]),
    ).toString('base64url');
    expect(codeAndStatus(await list({ cursor: forged, sortBy: 'resolvedAt' }))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    expect(codeAndStatus(await list({ limit: 101 }))).toEqual(['VALIDATION_FAILED', 400]);
  });
});

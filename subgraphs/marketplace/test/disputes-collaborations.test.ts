import { codeAndStatus, gqlData, problemFields } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { COLLABORATION_FIELDS, addMember } from './disputes-helpers';
import { activeListing, createListing, type Json } from './helpers';

let seller: Session; // the tenant's organizer, a seller
let partner: Session; // a second organizer, a seller
let bystander: Session; // a third seller, party of nothing
const { p, t } = platformFixture();

let sellerListing: Json;
let partnerListing: Json;
beforeAll(async () => {
  seller = t.organizer;
  [partner, bystander] = await Promise.all([
    addMember(p, t.admin, 'organizer'),
    addMember(p, t.admin, 'organizer'),
  ]);
  [sellerListing, partnerListing] = await Promise.all([
    activeListing(p, seller.token),
    activeListing(p, partner.token),
  ]);
  await activeListing(p, bystander.token);
});

const CREATE = `mutation($input: CreateCollaborationInput!) { createCollaboration(input: $input) { ${COLLABORATION_FIELDS}
  requester { id } partner { id } listing { id title } partnerListing { id } } }`;
const GET = `query($id: ID!) { collaboration(id: $id) { ${COLLABORATION_FIELDS} } }`;

const create = (token: string, input: Json) => p.graphql(CREATE, { input }, { token });
const moveCollab = (token: string, name: 'accept' | 'decline' | 'cancel', id: string) =>
  p.graphql(
    `mutation($id: ID!) { ${name}Collaboration(id: $id) { ${COLLABORATION_FIELDS} } }`,
    { id },
    { token },
  );

/** A fresh pending request from `from` to `to` (distinct messages keep proposals apart only by id). */
async function proposal(
  from: Session = seller,
  to: Session = partner,
  extra: Json = {},
): Promise<Json> {
  const listing = await activeListing(p, from.token);
  return gqlData(
    await create(from.token, { partnerId: to.userId, listingId: listing.id, ...extra }),
  ).createCollaboration;
}

describe('createCollaboration', () => {
  it('stores a pending proposal between two sellers with its listings, message and split', async () => {
    const res = await create(seller.token, {
      partnerId: partner.userId,
      listingId: sellerListing.id,
      partnerListingId: partnerListing.id,
      message: '  Joint wedding package  ',
      revenueSplitPercent: 60.5,
    });
    expect(gqlData(res).createCollaboration).toMatchObject({
      requesterId: seller.userId,
      partnerId: partner.userId,
      requester: { id: seller.userId },
      partner: { id: partner.userId },
      listingId: sellerListing.id,
      listing: { id: sellerListing.id, title: sellerListing.title },
      partnerListing: { id: partnerListing.id },
      message: 'Joint wedding package',
      revenueSplitPercent: 60.5,
      status: 'pending',
      acceptedAt: null,
      cancelledBy: null,
    });
  });

  it('needs only a partner; listings, message and split are optional', async () => {
    const created = gqlData(
      await create(partner.token, { partnerId: bystander.userId }),
    ).createCollaboration;
    expect(created).toMatchObject({
      listingId: null,
      partnerListingId: null,
      message: '',
      revenueSplitPercent: null,
      listing: null,
    });
  });

  it('reports every problem of the input at once (400)', async () => {
    const res = await create(seller.token, {
      partnerId: seller.userId,
      listingId: 'nope',
      message: 'x'.repeat(2001),
      revenueSplitPercent: 100.5,
    });
    expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
    expect(problemFields(res)).toEqual([
      'listingId',
      'message',
      'partnerId',
      'revenueSplitPercent',
    ]);
    const decimals = await create(seller.token, {
      partnerId: partner.userId,
      revenueSplitPercent: 33.333,
    });
    expect(problemFields(decimals)).toEqual(['revenueSplitPercent']);
    const negative = await create(seller.token, {
      partnerId: partner.userId,
      revenueSplitPercent: -1,
    });
    expect(problemFields(negative)).toEqual(['revenueSplitPercent']);
  });

  it('refuses a partner who is no seller, and listings that are not the right ones (400)', async () => {
    const notSeller = await create(seller.token, { partnerId: t.user.userId });
    expect(problemFields(notSeller)).toEqual(['partnerId']);
    const partnerDraft = await createListing(p, partner.token);
    const wrong = await create(seller.token, {
      partnerId: partner.userId,
      listingId: partnerListing.id, // not the requester's
      partnerListingId: sellerListing.id, // not the partner's
    });
    expect(problemFields(wrong)).toEqual(['listingId', 'partnerListingId']);
    // The partner's draft is invisible to the requester: it reads like an id that does not exist.
    expect(
      problemFields(
        await create(seller.token, {
          partnerId: partner.userId,
          partnerListingId: partnerDraft.id,
        }),
      ),
    ).toEqual(['partnerListingId']);
  });

  it('is 403 for callers without role organizer or admin, and for organizers without a listing', async () => {
    expect(codeAndStatus(await create(t.user.token, { partnerId: partner.userId }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    const newcomer = await addMember(p, t.admin, 'organizer');
    expect(codeAndStatus(await create(newcomer.token, { partnerId: partner.userId }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(
      codeAndStatus(await p.graphql(CREATE, { input: { partnerId: partner.userId } })),
    ).toEqual(['UNAUTHENTICATED', 401]);
  });

  it('answers 409 for a second pending proposal of the same pair and listings, even concurrently', async () => {
    const listing = await activeListing(p, seller.token);
    const input = { partnerId: bystander.userId, listingId: listing.id };
    const answers = await Promise.all([
      create(seller.token, input),
      create(seller.token, input),
      create(seller.token, input),
    ]);
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect(answers.filter((r) => codeAndStatus(r)[0] === 'CONFLICT').length).toBe(2);
    const first = answers.find((r) => !r.body.errors)!.body.data.createCollaboration;
    await moveCollab(bystander.token, 'decline', first.id);
    expect(gqlData(await create(seller.token, input)).createCollaboration.status).toBe('pending');
  });
});

describe('accept, decline and cancel', () => {
  it('lets the partner accept, and then either party cancel', async () => {
    const collab = await proposal();
    expect(codeAndStatus(await moveCollab(seller.token, 'accept', collab.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    const accepted = gqlData(
      await moveCollab(partner.token, 'accept', collab.id),
    ).acceptCollaboration;
    expect(accepted).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });
    expect(codeAndStatus(await moveCollab(partner.token, 'accept', collab.id))).toEqual([
      'INVALID_STATE',
      400,
    ]);
    expect(codeAndStatus(await moveCollab(partner.token, 'decline', collab.id))).toEqual([
      'INVALID_STATE',
      400,
    ]);
    const cancelled = gqlData(
      await moveCollab(partner.token, 'cancel', collab.id),
    ).cancelCollaboration;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: partner.userId,
      cancelledAt: expect.any(String),
    });
    const again = await proposal();
    await moveCollab(partner.token, 'accept', again.id);
    expect(
      gqlData(await moveCollab(seller.token, 'cancel', again.id)).cancelCollaboration.cancelledBy,
    ).toBe(seller.userId);
  });

  it('lets the partner decline; a declined request moves no more', async () => {
    const collab = await proposal();
    expect(codeAndStatus(await moveCollab(seller.token, 'decline', collab.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(
      gqlData(await moveCollab(partner.token, 'decline', collab.id)).declineCollaboration,
    ).toMatchObject({ status: 'declined', declinedAt: expect.any(String) });
    for (const name of ['accept', 'decline', 'cancel'] as const) {
      expect(codeAndStatus(await moveCollab(partner.token, name, collab.id))).toEqual([
        'INVALID_STATE',
        400,
      ]);
    }
  });

  it('lets only the requester cancel a pending request', async () => {
    const collab = await proposal();
    expect(codeAndStatus(await moveCollab(partner.token, 'cancel', collab.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(codeAndStatus(await moveCollab(t.admin.token, 'cancel', collab.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(
      gqlData(await moveCollab(seller.token, 'cancel', collab.id)).cancelCollaboration.status,
    ).toBe('cancelled');
    expect(codeAndStatus(await moveCollab(partner.token, 'accept', collab.id))).toEqual([
      'INVALID_STATE',
      400,
    ]);
  });

  it('settles a concurrent accept and decline: one wins, the other sees the new state', async () => {
    const collab = await proposal();
    const answers = await Promise.all([
      moveCollab(partner.token, 'accept', collab.id),
      moveCollab(partner.token, 'decline', collab.id),
    ]);
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect(answers.map((r) => codeAndStatus(r)[0]).filter(Boolean)).toEqual(['INVALID_STATE']);
  });
});

describe('reading requests', () => {
  it('shows a request to its parties and admins; anyone else gets 404', async () => {
    const collab = await proposal();
    for (const session of [seller, partner, t.admin])
      expect(
        gqlData(await p.graphql(GET, { id: collab.id }, { token: session.token })).collaboration.id,
      ).toBe(collab.id);
    for (const session of [bystander, t.user])
      expect(
        codeAndStatus(await p.graphql(GET, { id: collab.id }, { token: session.token })),
      ).toEqual(['NOT_FOUND', 404]);
    expect(codeAndStatus(await moveCollab(bystander.token, 'accept', collab.id))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(
      codeAndStatus(await p.graphql(GET, { id: 'not-a-uuid' }, { token: seller.token })),
    ).toEqual(['VALIDATION_FAILED', 400]);
  });

  it("lists the caller's requests by role and status, page by page", async () => {
    const me = await addMember(p, t.admin, 'organizer');
    await activeListing(p, me.token);
    const sent = [
      await proposal(me, seller),
      await proposal(me, partner),
      await proposal(me, bystander),
    ];
    const received = await proposal(seller, me);
    await moveCollab(seller.token, 'decline', sent[0].id);
    const list = async (args: Json) => {
      const res = await p.graphql(
        `query($role: CollaborationRole, $status: CollaborationStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
          collaborations(role: $role, status: $status, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) {
            edges { cursor node { id } } nodes { id status } pageInfo { endCursor hasNextPage limit } } }`,
        args,
        { token: me.token },
      );
      return gqlData(res).collaborations;
    };
    const ids = (connection: Json) => connection.nodes.map((n: Json) => n.id);
    expect(ids(await list({}))).toEqual([received.id, ...sent.map((c) => c.id).reverse()]);
    expect(ids(await list({ role: 'sent' }))).toEqual(sent.map((c) => c.id).reverse());
    expect(ids(await list({ role: 'received' }))).toEqual([received.id]);
    expect(ids(await list({ role: 'sent', status: 'declined' }))).toEqual([sent[0].id]);
    const first = await list({ sortOrder: 'ASC', limit: 3 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, limit: 3 });
    const second = await list({ sortOrder: 'ASC', limit: 3, cursor: first.pageInfo.endCursor });
    expect([...ids(first), ...ids(second)]).toEqual([...sent.map((c) => c.id), received.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const bad = await p.graphql(
      'query($c: String) { collaborations(cursor: $c, sortOrder: DESC) { nodes { id } } }',
      { c: first.pageInfo.endCursor },
      { token: me.token },
    );
    expect(codeAndStatus(bad)).toEqual(['VALIDATION_FAILED', 400]);
    expect(
      codeAndStatus(
        await p.graphql('{ collaborations(limit: 0) { nodes { id } } }', undefined, {
          token: me.token,
        }),
      ),
    ).toEqual(['VALIDATION_FAILED', 400]);
    // An admin who is party of nothing lists nothing: the list is always the caller's own.
    expect(
      gqlData(
        await p.graphql('{ collaborations { nodes { id } } }', undefined, { token: t.admin.token }),
      ).collaborations.nodes,
    ).toEqual([]);
  });
});

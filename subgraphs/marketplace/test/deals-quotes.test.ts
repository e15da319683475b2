import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { createQuote, getQuote, mutate, mutated, openQuote, quoteInput } from './deals-helpers';
import { activeListing, createListing, move } from './helpers';

const { p, t } = platformFixture();

const deal = () => ({ seller: t.organizer, buyer: t.user });

describe('createQuote', () => {
  it('creates a pending quote of the caller on an active listing, with listing, responder and seller resolved', async () => {
    const listing = await activeListing(p, t.organizer.token, { currency: 'EUR' });
    const res = await p.graphql(
      `mutation($input: CreateQuoteInput!) { createQuote(input: $input) {
        id listingId listing { id title } responderId responder { id email } sellerId seller { id email }
        status amount currency message validUntil history { amount } order { id } createdAt updatedAt acceptedAt lastOfferBy
      } }`,
      { input: quoteInput(listing.id, { amount: 199.99, message: '  Saturday evening  ' }) },
      { token: t.user.token },
    );
    const quote = gqlData(res).createQuote;
    expect(quote).toMatchObject({
      listingId: listing.id,
      listing: { id: listing.id, title: listing.title },
      responderId: t.user.userId,
      responder: { id: t.user.userId, email: t.user.email },
      sellerId: t.organizer.userId,
      seller: { id: t.organizer.userId, email: t.organizer.email },
      status: 'pending',
      amount: 199.99,
      currency: 'EUR',
      message: 'Saturday evening',
      history: [],
      order: null,
      acceptedAt: null,
      lastOfferBy: 'responder',
    });
    // Without validUntil a quote stays open 30 days.
    const days = (Date.parse(quote.validUntil) - Date.parse(quote.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it('lets organizers and admins quote on other sellers’ listings too', async () => {
    const listing = await activeListing(p, t.admin.token);
    expect((await createQuote(p, t.organizer.token, listing.id)).responderId).toBe(
      t.organizer.userId,
    );
  });

  it('reports every invalid field at once', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const res = await mutate(p, t.user.token, 'createQuote', {
      input: {
        listingId: 'nope',
        amount: 0,
        message: 'm'.repeat(2001),
        validUntil: new Date(Date.now() - 1000).toISOString(),
      },
    });
    expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(res)?.details).toEqual([
      { field: 'listingId', problem: 'must be a UUID' },
      { field: 'amount', problem: 'must be greater than 0' },
      { field: 'message', problem: 'must be at most 2000 characters' },
      { field: 'validUntil', problem: 'must be in the future' },
    ]);
    const more = await mutate(p, t.user.token, 'createQuote', {
      input: quoteInput(listing.id, {
        amount: 10.001,
        validUntil: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      }),
    });
    expect(gqlError(more)?.details).toEqual([
      { field: 'amount', problem: 'must have at most 2 decimal places' },
      { field: 'validUntil', problem: 'must be at most 365 days ahead' },
    ]);
    const huge = await mutate(p, t.user.token, 'createQuote', {
      input: quoteInput(listing.id, { amount: 1e13 }),
    });
    expect(gqlError(huge)?.details).toEqual([
      { field: 'amount', problem: 'must be at most 999999999999.99' },
    ]);
  });

  it('refuses the seller’s own listing (403), unknown and unpublished listings (404) and listings no longer active (400)', async () => {
    const own = await activeListing(p, t.organizer.token);
    expect(
      codeAndStatus(
        await mutate(p, t.organizer.token, 'createQuote', { input: quoteInput(own.id) }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    const draft = await createListing(p, t.organizer.token);
    expect(
      codeAndStatus(await mutate(p, t.user.token, 'createQuote', { input: quoteInput(draft.id) })),
    ).toEqual(['NOT_FOUND', 404]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      codeAndStatus(await mutate(p, t.user.token, 'createQuote', { input: quoteInput(unknown) })),
    ).toEqual(['NOT_FOUND', 404]);
    await move(p, t.organizer.token, 'pause', own.id);
    const paused = await mutate(p, t.user.token, 'createQuote', { input: quoteInput(own.id) });
    expect(codeAndStatus(paused)).toEqual(['INVALID_STATE', 400]);
    expect(paused.body.errors[0].message).toBe('Cannot quote on a listing that is paused');
    await move(p, t.organizer.token, 'close', own.id);
    expect(
      codeAndStatus(await mutate(p, t.user.token, 'createQuote', { input: quoteInput(own.id) })),
    ).toEqual(['INVALID_STATE', 400]);
    // An admin sees drafts, so for them a draft is a listing in the wrong state.
    expect(
      codeAndStatus(await mutate(p, t.admin.token, 'createQuote', { input: quoteInput(draft.id) })),
    ).toEqual(['INVALID_STATE', 400]);
    expect(
      codeAndStatus(await mutate(p, undefined, 'createQuote', { input: quoteInput(own.id) })),
    ).toEqual(['UNAUTHENTICATED', 401]);
  });
});

describe('reading a quote', () => {
  it('shows it to both parties and admins; anyone else gets 404, a bad id 400', async () => {
    const { quote } = await openQuote(p, deal());
    for (const session of [t.user, t.organizer, t.admin])
      expect(gqlData(await getQuote(p, session.token, quote.id)).quote.id).toBe(quote.id);
    const other = await activeListing(p, t.admin.token);
    const theirs = await createQuote(p, t.organizer.token, other.id);
    expect(codeAndStatus(await getQuote(p, t.user.token, theirs.id))).toEqual(['NOT_FOUND', 404]);
    expect(
      codeAndStatus(await getQuote(p, t.user.token, '00000000-0000-4000-8000-000000000000')),
    ).toEqual(['NOT_FOUND', 404]);
    const bad = await getQuote(p, t.user.token, 'not-a-uuid');
    expect(gqlError(bad)?.details).toEqual([{ field: 'id', problem: 'must be a UUID' }]);
  });

  it('keeps the listing visible to the parties after the seller pauses it', async () => {
    const { listing, quote } = await openQuote(p, deal());
    await move(p, t.organizer.token, 'pause', listing.id);
    const read = gqlData(await getQuote(p, t.user.token, quote.id, 'listing { id status }')).quote;
    expect(read.listing).toEqual({ id: listing.id, status: 'paused' });
  });
});

describe('updateQuote (PATCH)', () => {
  it('changes only the fields sent, by the responder while pending', async () => {
    const { quote } = await openQuote(p, deal());
    const validUntil = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const updated = await mutated(p, t.user.token, 'updateQuote', {
      id: quote.id,
      input: { amount: 300.5, validUntil },
    });
    expect(updated).toMatchObject({
      amount: 300.5,
      validUntil,
      message: quote.message,
      status: 'pending',
    });
    const cleared = await mutated(p, t.user.token, 'updateQuote', {
      id: quote.id,
      input: { message: null },
    });
    expect(cleared).toMatchObject({ message: '', amount: 300.5 });
    const same = await mutated(p, t.user.token, 'updateQuote', { id: quote.id, input: {} });
    expect(same.updatedAt).toBe(cleared.updatedAt);
  });

  it('is 403 for the seller, 400 with details for bad values and INVALID_STATE once negotiating', async () => {
    const { quote } = await openQuote(p, deal());
    expect(
      codeAndStatus(
        await mutate(p, t.organizer.token, 'updateQuote', { id: quote.id, input: { amount: 1 } }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    const bad = await mutate(p, t.user.token, 'updateQuote', {
      id: quote.id,
      input: { amount: null, validUntil: null, message: 'x'.repeat(2001) },
    });
    expect(gqlError(bad)?.details).toEqual([
      { field: 'amount', problem: 'must not be null' },
      { field: 'validUntil', problem: 'must not be null' },
      { field: 'message', problem: 'must be at most 2000 characters' },
    ]);
    await mutated(p, t.organizer.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 400, message: 'Weekend rate' },
    });
    const late = await mutate(p, t.user.token, 'updateQuote', {
      id: quote.id,
      input: { amount: 1 },
    });
    expect(codeAndStatus(late)).toEqual(['INVALID_STATE', 400]);
    expect(late.body.errors[0].message).toBe('Cannot update a quote that is negotiating');
  });
});

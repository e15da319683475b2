import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { acceptedQuote, getQuote, mutate, mutated, openQuote } from './deals-helpers';

const { p, t } = platformFixture();

const deal = () => ({ seller: t.organizer, buyer: t.user });

describe('negotiation', () => {
  it('keeps every counter-offer in the history; the amount on the table follows the latest', async () => {
    const { quote } = await openQuote(p, deal(), { amount: 200 });
    const first = await mutated(p, t.organizer.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 350, message: ' Saturday costs more ' },
    });
    expect(first).toMatchObject({
      status: 'negotiating',
      amount: 350,
      lastOfferBy: 'seller',
      negotiatedAt: expect.any(String),
    });
    const second = await mutated(p, t.user.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 300, message: 'Meet in the middle?' },
    });
    expect(second.history).toEqual([
      {
        amount: 350,
        message: 'Saturday costs more',
        by: { role: 'seller', userId: t.organizer.userId },
        at: first.negotiatedAt,
      },
      {
        amount: 300,
        message: 'Meet in the middle?',
        by: { role: 'responder', userId: t.user.userId },
        at: second.negotiatedAt,
      },
    ]);
    expect(second).toMatchObject({ amount: 300, lastOfferBy: 'responder' });
    const accepted = await mutated(p, t.organizer.token, 'acceptQuote', { id: quote.id });
    expect(accepted).toMatchObject({
      status: 'accepted',
      amount: 300,
      acceptedAt: expect.any(String),
    });
  });

  it('needs amount and message (400 with details), a party (403 for an admin, who only reads) and an open quote', async () => {
    const { quote } = await openQuote(p, deal());
    const empty = await mutate(p, t.user.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: -5, message: '  ' },
    });
    expect(gqlError(empty)?.details).toEqual([
      { field: 'amount', problem: 'must be greater than 0' },
      { field: 'message', problem: 'must not be empty' },
    ]);
    const stranger = await mutate(p, t.admin.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 5, message: 'hi' },
    });
    expect(codeAndStatus(stranger)).toEqual(['FORBIDDEN', 403]);
    await mutated(p, t.user.token, 'withdrawQuote', { id: quote.id });
    const closed = await mutate(p, t.organizer.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 5, message: 'hi' },
    });
    expect(codeAndStatus(closed)).toEqual(['INVALID_STATE', 400]);
  });

  it('does not let the seller accept their own counter-offer until the responder answers it', async () => {
    const { quote } = await openQuote(p, deal());
    await mutated(p, t.organizer.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 500, message: 'My price' },
    });
    const own = await mutate(p, t.organizer.token, 'acceptQuote', { id: quote.id });
    expect(codeAndStatus(own)).toEqual(['INVALID_STATE', 400]);
    await mutated(p, t.user.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 500, message: 'Agreed' },
    });
    expect((await mutated(p, t.organizer.token, 'acceptQuote', { id: quote.id })).amount).toBe(500);
  });
});

describe('accept, reject and withdraw', () => {
  it('lets only the seller accept or reject and only the responder withdraw (403 otherwise)', async () => {
    const { quote } = await openQuote(p, deal());
    expect(codeAndStatus(await mutate(p, t.user.token, 'acceptQuote', { id: quote.id }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(codeAndStatus(await mutate(p, t.user.token, 'rejectQuote', { id: quote.id }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(
      codeAndStatus(await mutate(p, t.organizer.token, 'withdrawQuote', { id: quote.id })),
    ).toEqual(['FORBIDDEN', 403]);
    // Admins read every quote but make no party's moves.
    expect(codeAndStatus(await mutate(p, t.admin.token, 'acceptQuote', { id: quote.id }))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(gqlData(await getQuote(p, t.user.token, quote.id)).quote.status).toBe('pending');
  });

  it('rejects with an optional reason and stamps the time', async () => {
    const { quote } = await openQuote(p, deal());
    const tooLong = await mutate(p, t.organizer.token, 'rejectQuote', {
      id: quote.id,
      input: { reason: 'r'.repeat(1001) },
    });
    expect(gqlError(tooLong)?.details).toEqual([
      { field: 'reason', problem: 'must be at most 1000 characters' },
    ]);
    const rejected = await mutated(p, t.organizer.token, 'rejectQuote', {
      id: quote.id,
      input: { reason: ' Fully booked ' },
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Fully booked',
      rejectedAt: expect.any(String),
    });
    const other = (await openQuote(p, deal())).quote;
    expect(await mutated(p, t.organizer.token, 'rejectQuote', { id: other.id })).toMatchObject({
      status: 'rejected',
      rejectionReason: null,
    });
  });

  it('refuses every move from accepted, rejected and withdrawn with INVALID_STATE naming state and move', async () => {
    const accepted = (await acceptedQuote(p, deal())).quote;
    const rejected = await mutated(p, t.organizer.token, 'rejectQuote', {
      id: (await openQuote(p, deal())).quote.id,
    });
    const withdrawn = await mutated(p, t.user.token, 'withdrawQuote', {
      id: (await openQuote(p, deal())).quote.id,
    });
    for (const quote of [accepted, rejected, withdrawn]) {
      const attempts: [string, string, object?][] = [
        ['acceptQuote', t.organizer.token],
        ['rejectQuote', t.organizer.token],
        ['withdrawQuote', t.user.token],
        ['negotiateQuote', t.user.token, { amount: 1, message: 'again' }],
        ['updateQuote', t.user.token, { amount: 1 }],
      ];
      for (const [field, token, input] of attempts) {
        const res = await mutate(p, token, field, { id: quote.id, ...(input ? { input } : {}) });
        expect(codeAndStatus(res)).toEqual(['INVALID_STATE', 400]);
        const verb = field.replace('Quote', '');
        expect(res.body.errors[0].message).toBe(`Cannot ${verb} a quote that is ${quote.status}`);
      }
    }
  });
});

describe('expiry', () => {
  it('reads a quote past validUntil as expired, refuses its moves and still lets closed quotes be', async () => {
    const { quote } = await openQuote(p, deal());
    const negotiating = (await openQuote(p, deal())).quote;
    await mutated(p, t.user.token, 'negotiateQuote', {
      id: negotiating.id,
      input: { amount: 10, message: 'lower?' },
    });
    const accepted = (await acceptedQuote(p, deal())).quote;
    const past = new Date(Date.now() - 60_000);
    await p.prisma.quote.updateMany({
      where: { id: { in: [quote.id, negotiating.id, accepted.id] } },
      data: { validUntil: past },
    });
    expect(gqlData(await getQuote(p, t.user.token, quote.id)).quote.status).toBe('expired');
    expect(gqlData(await getQuote(p, t.user.token, negotiating.id)).quote.status).toBe('expired');
    // An accepted quote is a deal: its validity no longer matters.
    expect(gqlData(await getQuote(p, t.user.token, accepted.id)).quote.status).toBe('accepted');
    const accept = await mutate(p, t.organizer.token, 'acceptQuote', { id: quote.id });
    expect(codeAndStatus(accept)).toEqual(['INVALID_STATE', 400]);
    expect(accept.body.errors[0].message).toBe('Cannot accept a quote that is expired');
    expect(
      codeAndStatus(
        await mutate(p, t.user.token, 'updateQuote', { id: quote.id, input: { amount: 5 } }),
      ),
    ).toEqual(['INVALID_STATE', 400]);
    expect(
      codeAndStatus(await mutate(p, t.user.token, 'withdrawQuote', { id: negotiating.id })),
    ).toEqual(['INVALID_STATE', 400]);
    const stored = await p.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe('pending');
  });

  it('extends validity with a counter-offer that names a new validUntil', async () => {
    const { quote } = await openQuote(p, deal(), {
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const countered = await mutated(p, t.organizer.token, 'negotiateQuote', {
      id: quote.id,
      input: { amount: 260, message: 'Holds 10 days', validUntil },
    });
    expect(countered.validUntil).toBe(validUntil);
  });
});

import { queryData, queryError, restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { BASE, createCampaign, fieldsOf, systemToken } from './helpers';

const { p, t } = platformFixture();

const submit = (
  campaignId: string,
  body: unknown = { creativeId: 'creative-7' },
  token = t.organizer.token,
) => p.rest('POST', `${BASE}/campaigns/${campaignId}/reviews`, { token, body });
const complete = (reviewId: string, body: unknown, token = t.admin.token) =>
  p.rest('POST', `${BASE}/reviews/${reviewId}/complete`, { token, body });
const statusOf = async (campaignId: string) =>
  restData(await p.rest('GET', `${BASE}/campaigns/${campaignId}`, { token: t.admin.token })).status;

describe('requesting a review', () => {
  it('moves a draft to pending_review and answers 201 with the pending review', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(
      await submit(campaign.id, {
        creativeId: ' creative-7 ',
        reviewType: 'campaign',
        priority: 'high',
      }),
      201,
    );
    expect(review).toEqual({
      id: expect.any(String),
      tenantId: t.tenantId,
      campaignId: campaign.id,
      creativeId: 'creative-7',
      reviewType: 'campaign',
      priority: 'high',
      status: 'pending',
      decision: null,
      submittedBy: t.organizer.userId,
      submittedAt: expect.any(String),
      reviewedBy: null,
      reviewedAt: null,
      reason: null,
      notes: null,
    });
    expect(await statusOf(campaign.id)).toBe('pending_review');
    expect(
      restData(await p.rest('GET', `${BASE}/reviews/${review.id}`, { token: t.organizer.token })),
    ).toEqual(review);
  });

  it('defaults to a creative review of normal priority; only a draft can be submitted', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    expect(restData(await submit(campaign.id), 201)).toMatchObject({
      reviewType: 'creative',
      priority: 'normal',
    });
    expect(restError(await submit(campaign.id), 400, 'INVALID_STATE').message).toBe(
      'Cannot submit for review a campaign that is pending_review',
    );
  });

  it('refuses bad input, users (403) and unknown campaigns (404)', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    expect(fieldsOf(restError(await submit(campaign.id, {}), 400, 'VALIDATION_FAILED'))).toEqual([
      'creativeId',
    ]);
    expect(
      fieldsOf(restError(await submit(campaign.id, { creativeId: ' ' }), 400, 'VALIDATION_FAILED')),
    ).toEqual(['creativeId']);
    expect(
      fieldsOf(
        restError(
          await submit(campaign.id, { creativeId: 'x'.repeat(201) }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['creativeId']);
    expect(
      fieldsOf(
        restError(
          await submit(campaign.id, { creativeId: 'c', reviewType: 'video', priority: 'urgent' }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['priority', 'reviewType']);
    restError(await submit(campaign.id, { creativeId: 'c' }, t.user.token), 403, 'FORBIDDEN');
    restError(await submit(randomUUID()), 404, 'NOT_FOUND');
    expect(await statusOf(campaign.id)).toBe('draft');
    restData(await submit(campaign.id, { creativeId: 'c' }, systemToken(t.tenantId)), 201);
  });
});

describe('completing a review', () => {
  it('approval activates the campaign', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(await submit(campaign.id), 201);
    const done = restData(await complete(review.id, { decision: 'approved', notes: 'Looks good' }));
    expect(done).toMatchObject({
      status: 'approved',
      decision: 'approved',
      reviewedBy: t.admin.userId,
      reviewedAt: expect.any(String),
      reason: null,
      notes: 'Looks good',
    });
    expect(await statusOf(campaign.id)).toBe('active');
  });

  it('rejection needs a reason and returns the campaign to draft, which can be submitted again', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(await submit(campaign.id), 201);
    expect(
      restError(await complete(review.id, { decision: 'rejected' }), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([{ field: 'reason', problem: 'is required' }]);
    expect(
      fieldsOf(
        restError(
          await complete(review.id, { decision: 'rejected', reason: '  ' }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['reason']);
    const done = restData(
      await complete(review.id, { decision: 'rejected', reason: 'Misleading claim' }),
    );
    expect(done).toMatchObject({
      status: 'rejected',
      decision: 'rejected',
      reason: 'Misleading claim',
      notes: null,
    });
    expect(await statusOf(campaign.id)).toBe('draft');
    const again = restData(await submit(campaign.id), 201);
    const { campaignReviews } = await queryData(
      p,
      t.organizer.token,
      'query($id: ID!) { campaignReviews(campaignId: $id) { nodes { id status } } }',
      { id: campaign.id },
    );
    expect(campaignReviews.nodes).toEqual([
      { id: review.id, status: 'rejected' },
      { id: again.id, status: 'pending' },
    ]);
  });

  it('decides once: a second completion is INVALID_STATE', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(await submit(campaign.id), 201);
    restData(await complete(review.id, { decision: 'approved' }));
    expect(
      restError(
        await complete(review.id, { decision: 'rejected', reason: 'Changed my mind' }),
        400,
        'INVALID_STATE',
      ).message,
    ).toBe('Cannot complete a review that is approved');
    expect(await statusOf(campaign.id)).toBe('active');
  });

  it('is for admins only, checks the decision, and 404s unknown reviews', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(await submit(campaign.id), 201);
    for (const token of [t.organizer.token, t.user.token, systemToken(t.tenantId)])
      restError(await complete(review.id, { decision: 'approved' }, token), 403, 'FORBIDDEN');
    expect(fieldsOf(restError(await complete(review.id, {}), 400, 'VALIDATION_FAILED'))).toEqual([
      'decision',
    ]);
    expect(
      fieldsOf(
        restError(await complete(review.id, { decision: 'maybe' }), 400, 'VALIDATION_FAILED'),
      ),
    ).toEqual(['decision']);
    expect(
      fieldsOf(
        restError(
          await complete(review.id, { decision: 'approved', notes: 'n'.repeat(2001) }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['notes']);
    restError(await complete(randomUUID(), { decision: 'approved' }), 404, 'NOT_FOUND');
    restError(await complete('nope', { decision: 'approved' }), 404, 'NOT_FOUND');
    const error = await queryError(
      p,
      t.organizer.token,
      'mutation($id: ID!) { completeCampaignReview(id: $id, input: { decision: approved }) { id } }',
      { id: review.id },
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    expect(await statusOf(campaign.id)).toBe('pending_review');
  });
});

describe('reading reviews', () => {
  it("lists a campaign's reviews oldest first by cursor; a deleted campaign's reviews are 404", async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const first = restData(await submit(campaign.id), 201);
    restData(await complete(first.id, { decision: 'rejected', reason: 'Blurry' }));
    const second = restData(await submit(campaign.id), 201);
    const page = await p.rest('GET', `${BASE}/campaigns/${campaign.id}/reviews?limit=1`, {
      token: t.organizer.token,
    });
    expect(restData(page).map((r: { id: string }) => r.id)).toEqual([first.id]);
    const next = await p.rest(
      'GET',
      `${BASE}/campaigns/${campaign.id}/reviews?limit=1&cursor=${page.body.page.next_cursor}`,
      { token: t.organizer.token },
    );
    expect(restData(next).map((r: { id: string }) => r.id)).toEqual([second.id]);
    restError(
      await p.rest('GET', `${BASE}/campaigns/${campaign.id}/reviews`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await p.rest('DELETE', `${BASE}/campaigns/${campaign.id}`, { token: t.admin.token })).status,
    ).toBe(204);
    restError(
      await p.rest('GET', `${BASE}/reviews/${second.id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `${BASE}/campaigns/${campaign.id}/reviews`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(await complete(second.id, { decision: 'approved' }), 404, 'NOT_FOUND');
  });
});

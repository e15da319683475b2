import { queryData, queryError, restData, restError } from '../../../test/answers';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { activeCampaign, BASE, createCampaign, fieldsOf } from './helpers';

let events: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  events = recordBusEvents(p.platform.events, ['ads.campaign.updated', 'ads.pricing.updated']);
});

const patch = (id: string, body: unknown, token = t.organizer.token) =>
  p.rest('PATCH', `${BASE}/campaigns/${id}`, { token, body });
const moveTo = (id: string, move: string, token = t.organizer.token) =>
  p.rest('POST', `${BASE}/campaigns/${id}/${move}`, { token });
const about = (id: string, type: string) => (e: PlatformEvent) =>
  e.type === type && e.subject === id;
const changesOf = (e: PlatformEvent) => (e.data as { changes: unknown }).changes;

describe('PATCH /ads/v1/campaigns/:id', () => {
  it('changes the fields sent and publishes campaign.updated with exactly the changed fields, from and to', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const updated = restData(
      await patch(campaign.id, {
        name: 'Summer launch',
        currency: 'usd',
        endDate: '2030-05-01T00:00:00Z',
        targetingAudienceId: null,
      }),
    );
    expect(updated).toMatchObject({
      name: 'Summer launch',
      currency: 'USD',
      endDate: '2030-05-01T00:00:00.000Z',
      targetingAudienceId: null,
      status: 'draft',
    });
    const [event] = await events.waitFor(about(campaign.id, 'ads.campaign.updated'));
    expect(event.data).toEqual({
      id: campaign.id,
      tenantId: t.tenantId,
      // currency was sent but equal to the stored value: not a change.
      changes: {
        name: { from: 'Spring launch', to: 'Summer launch' },
        endDate: { from: '2030-04-01T00:00:00.000Z', to: '2030-05-01T00:00:00.000Z' },
        targetingAudienceId: { from: 'aud-42', to: null },
      },
      updatedBy: t.organizer.userId,
      updatedAt: updated.updatedAt,
    });
    expect(await events.settled(about(campaign.id, 'ads.pricing.updated'))).toEqual([]);
  });

  it('publishes nothing and keeps updatedAt when nothing changes', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    expect(
      restData(await patch(campaign.id, { name: 'Spring launch', budgetAmount: 150.5 })),
    ).toEqual(campaign);
    expect(restData(await patch(campaign.id, {}))).toEqual(campaign);
    expect(await events.settled(about(campaign.id, 'ads.campaign.updated'))).toEqual([]);
  });

  it('also publishes pricing.updated when a budget or bid field changes', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    restData(await patch(campaign.id, { name: 'Renamed', budgetAmount: 99.99, bidAmount: null }));
    const [pricing] = await events.waitFor(about(campaign.id, 'ads.pricing.updated'));
    expect(pricing.data).toMatchObject({
      campaignId: campaign.id,
      changes: { budgetAmount: { from: 150.5, to: 99.99 }, bidAmount: { from: 0.75, to: null } },
    });
    const [updated] = await events.waitFor(about(campaign.id, 'ads.campaign.updated'));
    expect(Object.keys(changesOf(updated) as object).sort()).toEqual([
      'bidAmount',
      'budgetAmount',
      'name',
    ]);
  });

  it('checks a date sent alone against the stored one, and refuses null for required fields', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    expect(
      restError(await patch(campaign.id, { startDate: '2030-04-02' }), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([
      { field: 'startDate', problem: 'must be before endDate (2030-04-01T00:00:00.000Z)' },
    ]);
    expect(
      fieldsOf(
        restError(
          await patch(campaign.id, { name: null, budgetAmount: null, type: null }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['budgetAmount', 'name', 'type']);
    expect(
      fieldsOf(restError(await patch(campaign.id, { status: 'active' }), 400, 'VALIDATION_FAILED')),
    ).toEqual(['status']);
    expect(
      fieldsOf(
        restError(
          await patch(campaign.id, { currency: 'dollars', bidAmount: -1 }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['bidAmount', 'currency']);
  });
});

describe('PATCH /ads/v1/campaigns/:id/pricing', () => {
  it('changes budget and bid and publishes pricing.updated and campaign.updated with the same changes', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const updated = restData(
      await p.rest('PATCH', `${BASE}/campaigns/${campaign.id}/pricing`, {
        token: t.admin.token,
        body: { budgetType: 'lifetime', budgetAmount: 5000, bidStrategy: 'manual_cpc' },
      }),
    );
    expect(updated).toMatchObject({
      budgetType: 'lifetime',
      budgetAmount: 5000,
      bidStrategy: 'manual_cpc',
      bidAmount: 0.75,
    });
    const changes = {
      budgetType: { from: 'daily', to: 'lifetime' },
      budgetAmount: { from: 150.5, to: 5000 },
    };
    const [pricing] = await events.waitFor(about(campaign.id, 'ads.pricing.updated'));
    expect(pricing.data).toEqual({
      campaignId: campaign.id,
      tenantId: t.tenantId,
      changes,
      updatedBy: t.admin.userId,
      updatedAt: updated.updatedAt,
    });
    const [event] = await events.waitFor(about(campaign.id, 'ads.campaign.updated'));
    expect(changesOf(event)).toEqual(changes);
  });

  it('takes only pricing fields and refuses bad ones; GraphQL too', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const url = `${BASE}/campaigns/${campaign.id}/pricing`;
    expect(
      fieldsOf(
        restError(
          await p.rest('PATCH', url, { token: t.admin.token, body: { name: 'x' } }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['name']);
    expect(
      fieldsOf(
        restError(
          await p.rest('PATCH', url, {
            token: t.admin.token,
            body: { bidStrategy: 'free', budgetAmount: 'a lot' },
          }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['bidStrategy', 'budgetAmount']);
    expect(
      fieldsOf(
        restError(
          await p.rest('PATCH', url, { token: t.admin.token, body: { budgetAmount: 1.005 } }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['budgetAmount']);
    restError(
      await p.rest('PATCH', url, { token: t.user.token, body: { budgetAmount: 1 } }),
      403,
      'FORBIDDEN',
    );
    const { updateCampaignPricing } = await queryData(
      p,
      t.organizer.token,
      'mutation($id: ID!) { updateCampaignPricing(id: $id, input: { bidStrategy: maximize_clicks, bidAmount: null }) { bidStrategy bidAmount } }',
      { id: campaign.id },
    );
    expect(updateCampaignPricing).toEqual({ bidStrategy: 'maximize_clicks', bidAmount: null });
  });
});

describe('status moves', () => {
  it('pauses, resumes, completes and archives, each publishing its status change', async () => {
    const campaign = await activeCampaign(p, t);
    expect(restData(await moveTo(campaign.id, 'pause')).status).toBe('paused');
    expect(restData(await moveTo(campaign.id, 'resume')).status).toBe('active');
    expect(restData(await moveTo(campaign.id, 'complete', t.admin.token)).status).toBe('completed');
    const { archiveCampaign } = await queryData(
      p,
      t.organizer.token,
      'mutation($id: ID!) { archiveCampaign(id: $id) { status } }',
      { id: campaign.id },
    );
    expect(archiveCampaign.status).toBe('archived');
    const moves = await events.waitFor(about(campaign.id, 'ads.campaign.updated'), 6);
    expect(moves.map((e) => changesOf(e))).toEqual([
      { status: { from: 'draft', to: 'pending_review' } },
      { status: { from: 'pending_review', to: 'active' } },
      { status: { from: 'active', to: 'paused' } },
      { status: { from: 'paused', to: 'active' } },
      { status: { from: 'active', to: 'completed' } },
      { status: { from: 'completed', to: 'archived' } },
    ]);
  });

  it('refuses a wrong move with 400 INVALID_STATE naming the state and the move, and publishes nothing', async () => {
    const draft = await createCampaign(p, t.organizer.token);
    expect(restError(await moveTo(draft.id, 'pause'), 400, 'INVALID_STATE').message).toBe(
      'Cannot pause a campaign that is draft',
    );
    restError(await moveTo(draft.id, 'resume'), 400, 'INVALID_STATE');
    restError(await moveTo(draft.id, 'complete'), 400, 'INVALID_STATE');
    expect(
      await queryError(
        p,
        t.organizer.token,
        'mutation($id: ID!) { resumeCampaign(id: $id) { id } }',
        { id: draft.id },
      ),
    ).toMatchObject({ code: 'INVALID_STATE', httpStatus: 400 });
    restData(await moveTo(draft.id, 'archive'));
    restError(await moveTo(draft.id, 'archive'), 400, 'INVALID_STATE');
    restError(
      await p.rest('POST', `${BASE}/campaigns/${draft.id}/reviews`, {
        token: t.organizer.token,
        body: { creativeId: 'c' },
      }),
      400,
      'INVALID_STATE',
    );
    const active = await activeCampaign(p, t);
    restError(await moveTo(active.id, 'archive'), 400, 'INVALID_STATE');
    restError(await moveTo(active.id, 'resume'), 400, 'INVALID_STATE');
    const moves = await events.settled(about(draft.id, 'ads.campaign.updated'));
    expect(moves.map((e) => changesOf(e))).toEqual([{ status: { from: 'draft', to: 'archived' } }]);
  });

  it('keeps completed and archived campaigns as they are: PATCH is INVALID_STATE', async () => {
    const campaign = await activeCampaign(p, t);
    restData(await moveTo(campaign.id, 'complete'));
    expect(
      restError(await patch(campaign.id, { name: 'Later' }), 400, 'INVALID_STATE').message,
    ).toBe('Cannot update a campaign that is completed');
    restError(
      await p.rest('PATCH', `${BASE}/campaigns/${campaign.id}/pricing`, {
        token: t.organizer.token,
        body: { budgetAmount: 1 },
      }),
      400,
      'INVALID_STATE',
    );
    restError(await moveTo(campaign.id, 'pause', t.user.token), 403, 'FORBIDDEN');
  });

  it('applies concurrent moves one at a time: exactly one pause wins', async () => {
    const campaign = await activeCampaign(p, t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => moveTo(campaign.id, 'pause')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    const pauses = await events.settled(
      (e) => e.subject === campaign.id && JSON.stringify(changesOf(e)).includes('"to":"paused"'),
    );
    expect(pauses).toHaveLength(1);
  });
});

import { queryData, queryError, restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { activeCampaign, BASE, createCampaign, fieldsOf, systemToken } from './helpers';

const { p, t } = platformFixture();

const BROADCAST = {
  creativeId: 'cr-9',
  audienceId: 'aud-1',
  channel: 'email',
  scheduledAt: '2030-03-05T08:00:00Z',
  estimatedReach: 12000,
};
const DELIVERY = {
  impressionsDelivered: 11800,
  clicksDelivered: 420,
  costIncurred: 86.4,
  currency: 'usd',
};

const request = (campaignId: string, body: unknown = BROADCAST, token = t.organizer.token) =>
  p.rest('POST', `${BASE}/campaigns/${campaignId}/broadcasts`, { token, body });
const confirm = (broadcastId: string, body: unknown = DELIVERY, token = systemToken(t.tenantId)) =>
  p.rest('POST', `${BASE}/broadcasts/${broadcastId}/delivery`, { token, body });

describe('requesting a broadcast', () => {
  it('answers 201 with a requested broadcast of an active campaign', async () => {
    const campaign = await activeCampaign(p, t);
    const broadcast = restData(await request(campaign.id), 201);
    expect(broadcast).toEqual({
      id: expect.any(String),
      tenantId: t.tenantId,
      campaignId: campaign.id,
      creativeId: 'cr-9',
      audienceId: 'aud-1',
      channel: 'email',
      status: 'requested',
      scheduledAt: '2030-03-05T08:00:00.000Z',
      estimatedReach: 12000,
      requestedBy: t.organizer.userId,
      requestedAt: expect.any(String),
      impressionsDelivered: null,
      clicksDelivered: null,
      costIncurred: null,
      currency: null,
      deliveredAt: null,
    });
    expect(
      restData(await p.rest('GET', `${BASE}/broadcasts/${broadcast.id}`, { token: t.admin.token })),
    ).toEqual(broadcast);
  });

  it('needs an active campaign: any other state is INVALID_STATE', async () => {
    const draft = await createCampaign(p, t.organizer.token);
    expect(restError(await request(draft.id), 400, 'INVALID_STATE').message).toBe(
      'Cannot request a broadcast for a campaign that is draft',
    );
    const paused = await activeCampaign(p, t);
    restData(
      await p.rest('POST', `${BASE}/campaigns/${paused.id}/pause`, { token: t.organizer.token }),
    );
    restError(await request(paused.id), 400, 'INVALID_STATE');
    restError(await request(randomUUID()), 404, 'NOT_FOUND');
  });

  it('refuses bad input with every field named, and users with 403', async () => {
    const campaign = await activeCampaign(p, t);
    expect(fieldsOf(restError(await request(campaign.id, {}), 400, 'VALIDATION_FAILED'))).toEqual([
      'audienceId',
      'channel',
      'creativeId',
      'estimatedReach',
      'scheduledAt',
    ]);
    expect(
      fieldsOf(
        restError(
          await request(campaign.id, { ...BROADCAST, channel: 'fax', estimatedReach: 1.5 }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['channel', 'estimatedReach']);
    const wrong = restError(
      await request(campaign.id, {
        ...BROADCAST,
        estimatedReach: -1,
        scheduledAt: 'tomorrow',
        audienceId: '',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(fieldsOf(wrong)).toEqual(['audienceId', 'estimatedReach', 'scheduledAt']);
    restError(await request(campaign.id, BROADCAST, t.user.token), 403, 'FORBIDDEN');
    restData(
      await request(
        campaign.id,
        { ...BROADCAST, channel: 'in_app', estimatedReach: 0 },
        systemToken(t.tenantId),
      ),
      201,
    );
  });
});

describe('confirming a delivery', () => {
  it('moves requested to delivered once; a second confirmation is INVALID_STATE', async () => {
    const campaign = await activeCampaign(p, t);
    const broadcast = restData(await request(campaign.id), 201);
    const delivered = restData(await confirm(broadcast.id));
    expect(delivered).toMatchObject({
      status: 'delivered',
      impressionsDelivered: 11800,
      clicksDelivered: 420,
      costIncurred: 86.4,
      currency: 'USD',
      deliveredAt: expect.any(String),
    });
    expect(restError(await confirm(broadcast.id), 400, 'INVALID_STATE').message).toBe(
      'Cannot confirm the delivery of a broadcast that is delivered',
    );
  });

  it('is for admins and system (the serving pipeline); organizers and users are 403', async () => {
    const campaign = await activeCampaign(p, t);
    const broadcast = restData(await request(campaign.id), 201);
    restError(await confirm(broadcast.id, DELIVERY, t.organizer.token), 403, 'FORBIDDEN');
    restError(await confirm(broadcast.id, DELIVERY, t.user.token), 403, 'FORBIDDEN');
    const { confirmBroadcastDelivery } = await queryData(
      p,
      t.admin.token,
      'mutation($id: ID!, $input: ConfirmBroadcastDeliveryInput!) { confirmBroadcastDelivery(id: $id, input: $input) { status costIncurred } }',
      { id: broadcast.id, input: { ...DELIVERY, costIncurred: 0 } },
    );
    expect(confirmBroadcastDelivery).toEqual({ status: 'delivered', costIncurred: 0 });
  });

  it('checks the report: whole counts, clicks within impressions, cost, and the campaign currency', async () => {
    const campaign = await activeCampaign(p, t);
    const broadcast = restData(await request(campaign.id), 201);
    expect(fieldsOf(restError(await confirm(broadcast.id, {}), 400, 'VALIDATION_FAILED'))).toEqual([
      'clicksDelivered',
      'costIncurred',
      'currency',
      'impressionsDelivered',
    ]);
    expect(
      fieldsOf(
        restError(
          await confirm(broadcast.id, { ...DELIVERY, impressionsDelivered: 2.5 }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['impressionsDelivered']);
    const wrong = restError(
      await confirm(broadcast.id, {
        impressionsDelivered: 10,
        clicksDelivered: 11,
        costIncurred: -0.001,
        currency: 'EUR',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrong.details).toEqual([
      { field: 'clicksDelivered', problem: 'must not be greater than impressionsDelivered' },
      { field: 'costIncurred', problem: 'must be at least 0' },
      { field: 'costIncurred', problem: 'must have at most 2 decimal places' },
      { field: 'currency', problem: "must be the campaign's currency (USD)" },
    ]);
    expect(
      fieldsOf(
        restError(
          await confirm(broadcast.id, {
            ...DELIVERY,
            impressionsDelivered: -1,
            clicksDelivered: -1,
          }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['clicksDelivered', 'impressionsDelivered']);
    restError(await confirm(randomUUID()), 404, 'NOT_FOUND');
    expect(
      restData(await p.rest('GET', `${BASE}/broadcasts/${broadcast.id}`, { token: t.admin.token }))
        .status,
    ).toBe('requested');
  });
});

describe('reading broadcasts', () => {
  it("lists a campaign's broadcasts oldest first; GraphQL too; a deleted campaign's are 404", async () => {
    const campaign = await activeCampaign(p, t);
    const ids = [
      restData(await request(campaign.id), 201).id,
      restData(await request(campaign.id, { ...BROADCAST, channel: 'sphere' }), 201).id,
    ];
    const page = await p.rest('GET', `${BASE}/campaigns/${campaign.id}/broadcasts?limit=1`, {
      token: t.organizer.token,
    });
    expect(restData(page).map((b: { id: string }) => b.id)).toEqual([ids[0]]);
    expect(page.body.page).toMatchObject({ has_more: true, limit: 1 });
    const { campaignBroadcasts } = await queryData(
      p,
      t.organizer.token,
      'query($id: ID!) { campaignBroadcasts(campaignId: $id) { nodes { id channel } } }',
      { id: campaign.id },
    );
    expect(campaignBroadcasts.nodes).toEqual([
      { id: ids[0], channel: 'email' },
      { id: ids[1], channel: 'sphere' },
    ]);
    restError(
      await p.rest('GET', `${BASE}/broadcasts/${ids[0]}`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    expect(
      await queryError(p, t.admin.token, 'query($id: ID!) { campaignBroadcast(id: $id) { id } }', {
        id: randomUUID(),
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/complete`, { token: t.admin.token }),
    );
    expect(
      (await p.rest('DELETE', `${BASE}/campaigns/${campaign.id}`, { token: t.admin.token })).status,
    ).toBe(204);
    restError(
      await p.rest('GET', `${BASE}/broadcasts/${ids[0]}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `${BASE}/campaigns/${campaign.id}/broadcasts`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(await confirm(ids[1]), 404, 'NOT_FOUND');
  });
});

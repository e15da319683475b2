import { queryError, restData, restError } from '../../../test/answers';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { AD_EVENT_TYPES } from '../common/events';
import { BASE, activeCampaign, mentioning, systemToken } from './helpers';

let events: EventRecorder;
const { p, t: mine } = platformFixture({ isolated: true });
beforeAll(() => {
  events = recordBusEvents(p.platform.events, [...AD_EVENT_TYPES]);
});

describe("another tenant's ads", () => {
  it('are 404 for every operation, REST and GraphQL, and none of its events mention them', async () => {
    const other = await p.newTenant();
    const campaign = await activeCampaign(p, other, { type: 'search' });
    const broadcast = restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/broadcasts`, {
        token: other.organizer.token,
        body: {
          creativeId: 'c',
          audienceId: 'a',
          channel: 'email',
          scheduledAt: '2030-01-01',
          estimatedReach: 1,
        },
      }),
      201,
    );
    const admin = mine.admin.token;
    const system = systemToken(mine.tenantId);
    const attempts: [string, string, unknown?, string?][] = [
      ['GET', `/campaigns/${campaign.id}`],
      ['PATCH', `/campaigns/${campaign.id}`, { name: 'Taken' }],
      ['PATCH', `/campaigns/${campaign.id}/pricing`, { budgetAmount: 1 }],
      ['DELETE', `/campaigns/${campaign.id}`],
      ['POST', `/campaigns/${campaign.id}/pause`],
      ['POST', `/campaigns/${campaign.id}/complete`],
      ['POST', `/campaigns/${campaign.id}/reviews`, { creativeId: 'c' }],
      ['GET', `/campaigns/${campaign.id}/reviews`],
      ['GET', `/reviews/${campaign.reviewId}`],
      ['POST', `/reviews/${campaign.reviewId}/complete`, { decision: 'rejected', reason: 'x' }],
      [
        'POST',
        `/campaigns/${campaign.id}/broadcasts`,
        {
          creativeId: 'c',
          audienceId: 'a',
          channel: 'email',
          scheduledAt: '2030-01-01',
          estimatedReach: 1,
        },
      ],
      ['GET', `/campaigns/${campaign.id}/broadcasts`],
      ['GET', `/broadcasts/${broadcast.id}`],
      [
        'POST',
        `/broadcasts/${broadcast.id}/delivery`,
        { impressionsDelivered: 1, clicksDelivered: 0, costIncurred: 1, currency: 'USD' },
        system,
      ],
      [
        'POST',
        '/sphere-placements',
        { campaignId: campaign.id, creativeId: 'c', sphereId: 's', placement: 'feed' },
        system,
      ],
      [
        'POST',
        '/search/promoted',
        { campaignId: campaign.id, listingId: 'l', query: 'q', position: 1 },
        system,
      ],
    ];
    for (const [method, path, body, token] of attempts) {
      const res = await p.rest(method, `${BASE}${path}`, { token: token ?? admin, body });
      expect({ method, path, status: res.status, code: res.body?.error?.code }).toEqual({
        method,
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(
      restData(await p.rest('GET', `${BASE}/campaigns?limit=100`, { token: admin })).map(
        (c: { id: string }) => c.id,
      ),
    ).not.toContain(campaign.id);
    expect(
      await queryError(p, admin, 'query($id: ID!) { campaign(id: $id) { id } }', {
        id: campaign.id,
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await queryError(p, admin, 'mutation($id: ID!) { archiveCampaign(id: $id) { id } }', {
        id: campaign.id,
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });

    // Nothing changed on the other side, and none of my tenant's events is about its campaign.
    expect(
      restData(
        await p.rest('GET', `${BASE}/campaigns/${campaign.id}`, { token: other.admin.token }),
      ),
    ).toMatchObject({ status: 'active', name: 'Spring launch' });
    expect(
      await events.settled((e) => e.tenantId === mine.tenantId && mentioning(campaign.id)(e)),
    ).toEqual([]);
  });

  it("never carry my ids into another tenant's events", async () => {
    const other = await p.newTenant();
    const campaign = await activeCampaign(p, mine);
    await activeCampaign(p, other);
    restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/pause`, {
        token: mine.organizer.token,
      }),
    );
    await events.waitFor(
      (e) =>
        e.tenantId === mine.tenantId &&
        e.subject === campaign.id &&
        e.type === 'ads.campaign.updated',
      3,
    );
    const theirs = await events.settled((e) => e.tenantId === other.tenantId);
    expect(theirs.length).toBeGreaterThanOrEqual(5);
    expect(theirs.filter(mentioning(campaign.id))).toEqual([]);
    expect(theirs.filter(mentioning(mine.tenantId))).toEqual([]);
    restError(
      await p.rest('GET', `${BASE}/campaigns/${campaign.id}`, { token: other.organizer.token }),
      404,
      'NOT_FOUND',
    );
  });
});

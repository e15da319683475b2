import { restData } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { topicOf, type PlatformEvent } from '../../../lib/events/bus';
import { publishedOutboxRow, recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import {
  AD_EVENT_TYPES,
  type BroadcastDeliveredData,
  type BroadcastRequestedData,
  type CampaignCreatedData,
  type CampaignDeletedData,
  type CampaignUpdatedData,
  type PricingUpdatedData,
  type ReviewCompletedData,
  type ReviewRequestedData,
  type SearchPromotedData,
  type SpherePlacementData,
} from '../common/events';
import { BASE, activeCampaign, createCampaign, systemToken } from './helpers';

let events: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  events = recordBusEvents(p.platform.events, [...AD_EVENT_TYPES]);
});

type Kind = 'string' | 'string?' | 'iso' | 'number' | 'integer' | 'changes';
/** The kind of every field of a data shape of common/events.ts: the compiler holds the keys to the contract. */
type ShapeOf<T> = Record<keyof T, Kind>;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function matchesKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length > 0;
    case 'string?':
      return value === null || typeof value === 'string';
    case 'iso':
      return typeof value === 'string' && ISO.test(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'changes':
      return (
        typeof value === 'object' &&
        value !== null &&
        Object.keys(value).length > 0 &&
        Object.values(value).every(
          (c) => JSON.stringify(Object.keys(c as object).sort()) === '["from","to"]',
        )
      );
  }
}

/** The exact key set of the topic (docs/api/ads.md, Events; docs/ads.md), each value of its type. */
function expectShape(event: PlatformEvent, shape: Record<string, Kind>): void {
  const payload = event.data as Record<string, unknown>;
  expect(Object.keys(payload).sort()).toEqual(Object.keys(shape).sort());
  const wrong = Object.entries(shape)
    .filter(([key, kind]) => !matchesKind(payload[key], kind))
    .map(([key, kind]) => `${key}: ${kind} <- ${JSON.stringify(payload[key])}`);
  expect(wrong).toEqual([]);
  expect(payload.tenantId).toBe(t.tenantId);
}

/** The envelope: source, subject, tenant, the request's id, and the topic. */
async function expectEnvelope(
  type: string,
  subject: string,
  requestId?: string,
): Promise<PlatformEvent> {
  const [event] = await events.waitFor((e) => e.type === type && e.subject === subject);
  expect(event).toMatchObject({
    source: 'platform.ads-svc',
    subject,
    tenantId: t.tenantId,
    time: expect.stringMatching(ISO),
  });
  expect(topicOf(event.type)).toBe(`platform.${type}.v1`);
  if (requestId) expect(event.requestId).toBe(requestId);
  const row = await publishedOutboxRow(p.prisma, event.id);
  expect(row).toMatchObject({
    service: 'ads',
    source: 'platform.ads-svc',
    type,
    subject,
    tenantId: t.tenantId,
    publishedAt: expect.any(Date),
  });
  return event;
}

const CAMPAIGN_UPDATED: ShapeOf<CampaignUpdatedData> = {
  id: 'string',
  tenantId: 'string',
  changes: 'changes',
  updatedBy: 'string',
  updatedAt: 'iso',
};

describe('every ads topic (docs/api/ads.md, Events)', () => {
  it('campaign.created, .updated, .deleted and pricing.updated', async () => {
    const requestId = randomUUID();
    const created = restData(
      await p.rest('POST', `${BASE}/campaigns`, {
        token: t.organizer.token,
        headers: { 'x-request-id': requestId },
        body: {
          name: 'Shapes',
          type: 'video',
          budgetType: 'lifetime',
          budgetAmount: 1000,
          currency: 'gbp',
          startDate: '2030-01-01',
          endDate: '2030-02-01',
          bidStrategy: 'target_cpa',
        },
      }),
      201,
    );
    const event = await expectEnvelope('ads.campaign.created', created.id, requestId);
    const createdShape: ShapeOf<CampaignCreatedData> = {
      id: 'string',
      tenantId: 'string',
      name: 'string',
      type: 'string',
      status: 'string',
      budgetType: 'string',
      budgetAmount: 'number',
      currency: 'string',
      startDate: 'iso',
      endDate: 'iso',
      bidStrategy: 'string',
      targetingAudienceId: 'string?',
      createdBy: 'string',
      createdAt: 'iso',
    };
    expectShape(event, createdShape);
    expect(event.data).toMatchObject({
      id: created.id,
      status: 'draft',
      budgetAmount: 1000,
      currency: 'GBP',
      targetingAudienceId: null,
      createdBy: t.organizer.userId,
      createdAt: created.createdAt,
    });

    const pricingRequest = randomUUID();
    restData(
      await p.rest('PATCH', `${BASE}/campaigns/${created.id}/pricing`, {
        token: t.admin.token,
        headers: { 'x-request-id': pricingRequest },
        body: { budgetAmount: 1200.25 },
      }),
    );
    const pricing = await expectEnvelope('ads.pricing.updated', created.id, pricingRequest);
    const pricingShape: ShapeOf<PricingUpdatedData> = {
      campaignId: 'string',
      tenantId: 'string',
      changes: 'changes',
      updatedBy: 'string',
      updatedAt: 'iso',
    };
    expectShape(pricing, pricingShape);
    expect((pricing.data as { changes: unknown }).changes).toEqual({
      budgetAmount: { from: 1000, to: 1200.25 },
    });
    expectShape(
      await expectEnvelope('ads.campaign.updated', created.id, pricingRequest),
      CAMPAIGN_UPDATED,
    );

    expect(
      (await p.rest('DELETE', `${BASE}/campaigns/${created.id}`, { token: t.admin.token })).status,
    ).toBe(204);
    const deleted = await expectEnvelope('ads.campaign.deleted', created.id);
    const deletedShape: ShapeOf<CampaignDeletedData> = {
      id: 'string',
      tenantId: 'string',
      deletedBy: 'string',
      deletedAt: 'iso',
    };
    expectShape(deleted, deletedShape);
    expect(deleted.data).toMatchObject({ id: created.id, deletedBy: t.admin.userId });
  });

  it('campaign.review.requested and .completed', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    const review = restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/reviews`, {
        token: t.organizer.token,
        body: { creativeId: 'cr-3', priority: 'low' },
      }),
      201,
    );
    const requested = await expectEnvelope('ads.campaign.review.requested', review.id);
    const requestedShape: ShapeOf<ReviewRequestedData> = {
      reviewId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      creativeId: 'string',
      submittedBy: 'string',
      submittedAt: 'iso',
      reviewType: 'string',
      priority: 'string',
    };
    expectShape(requested, requestedShape);
    expect(requested.data).toMatchObject({
      reviewId: review.id,
      campaignId: campaign.id,
      creativeId: 'cr-3',
      submittedAt: review.submittedAt,
      reviewType: 'creative',
      priority: 'low',
    });

    restData(
      await p.rest('POST', `${BASE}/reviews/${review.id}/complete`, {
        token: t.admin.token,
        body: { decision: 'rejected', reason: 'Too loud', notes: 'Try again' },
      }),
    );
    const completed = await expectEnvelope('ads.campaign.review.completed', review.id);
    const shape: ShapeOf<ReviewCompletedData> = {
      reviewId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      creativeId: 'string',
      decision: 'string',
      reviewedBy: 'string',
      reviewedAt: 'iso',
      reason: 'string?',
      notes: 'string?',
    };
    expectShape(completed, shape);
    expect(completed.data).toMatchObject({
      decision: 'rejected',
      reason: 'Too loud',
      notes: 'Try again',
      reviewedBy: t.admin.userId,
    });

    const again = restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/reviews`, {
        token: t.organizer.token,
        body: { creativeId: 'cr-4' },
      }),
      201,
    );
    restData(
      await p.rest('POST', `${BASE}/reviews/${again.id}/complete`, {
        token: t.admin.token,
        body: { decision: 'approved' },
      }),
    );
    const approved = await expectEnvelope('ads.campaign.review.completed', again.id);
    expectShape(approved, shape);
    expect(approved.data).toMatchObject({ decision: 'approved', reason: null, notes: null });
  });

  it('broadcast.requested and .delivered', async () => {
    const campaign = await activeCampaign(p, t);
    const body = {
      creativeId: 'cr-5',
      audienceId: 'aud-5',
      channel: 'push',
      scheduledAt: '2030-03-02T10:00:00Z',
      estimatedReach: 5000,
    };
    const broadcast = restData(
      await p.rest('POST', `${BASE}/campaigns/${campaign.id}/broadcasts`, {
        token: t.organizer.token,
        body,
      }),
      201,
    );
    const requested = await expectEnvelope('ads.broadcast.requested', broadcast.id);
    const requestedShape: ShapeOf<BroadcastRequestedData> = {
      broadcastId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      creativeId: 'string',
      audienceId: 'string',
      channel: 'string',
      scheduledAt: 'iso',
      estimatedReach: 'integer',
      requestedBy: 'string',
      requestedAt: 'iso',
    };
    expectShape(requested, requestedShape);
    expect(requested.data).toMatchObject({
      ...body,
      scheduledAt: '2030-03-02T10:00:00.000Z',
      broadcastId: broadcast.id,
      campaignId: campaign.id,
      requestedBy: t.organizer.userId,
    });

    const delivery = {
      impressionsDelivered: 4900,
      clicksDelivered: 77,
      costIncurred: 12.34,
      currency: 'USD',
    };
    restData(
      await p.rest('POST', `${BASE}/broadcasts/${broadcast.id}/delivery`, {
        token: systemToken(t.tenantId),
        body: delivery,
      }),
    );
    const delivered = await expectEnvelope('ads.broadcast.delivered', broadcast.id);
    const deliveredShape: ShapeOf<BroadcastDeliveredData> = {
      broadcastId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      impressionsDelivered: 'integer',
      clicksDelivered: 'integer',
      costIncurred: 'number',
      currency: 'string',
      deliveredAt: 'iso',
    };
    expectShape(delivered, deliveredShape);
    expect(delivered.data).toMatchObject({
      ...delivery,
      broadcastId: broadcast.id,
      campaignId: campaign.id,
    });
  });

  it('sphere.placement and search.promoted', async () => {
    const campaign = await activeCampaign(p, t, { type: 'sponsored_listing' });
    const system = systemToken(t.tenantId);
    const placed = restData(
      await p.rest('POST', `${BASE}/sphere-placements`, {
        token: system,
        body: {
          campaignId: campaign.id,
          creativeId: 'cr-6',
          sphereId: 'sp-1',
          placement: 'sidebar',
        },
      }),
      201,
    );
    const placement = await expectEnvelope('ads.sphere.placement', placed.id);
    const placementShape: ShapeOf<SpherePlacementData> = {
      placementId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      creativeId: 'string',
      sphereId: 'string',
      placement: 'string',
      servedAt: 'iso',
    };
    expectShape(placement, placementShape);
    expect(placement.data).toMatchObject({
      placementId: placed.id,
      campaignId: campaign.id,
      placement: 'sidebar',
      servedAt: placed.servedAt,
    });

    const served = restData(
      await p.rest('POST', `${BASE}/search/promoted`, {
        token: system,
        body: { campaignId: campaign.id, listingId: 'lst-1', query: 'dj', position: 3 },
      }),
      201,
    );
    const promoted = await expectEnvelope('ads.search.promoted', served.id);
    const promotedShape: ShapeOf<SearchPromotedData> = {
      impressionId: 'string',
      tenantId: 'string',
      campaignId: 'string',
      listingId: 'string',
      query: 'string',
      position: 'integer',
      servedAt: 'iso',
    };
    expectShape(promoted, promotedShape);
    expect(promoted.data).toMatchObject({
      impressionId: served.id,
      listingId: 'lst-1',
      query: 'dj',
      position: 3,
    });
  });

  it('publishes nothing for a refused change: the event exists exactly when the change does', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    await p.rest('POST', `${BASE}/campaigns/${campaign.id}/pause`, { token: t.organizer.token });
    await p.rest('PATCH', `${BASE}/campaigns/${campaign.id}`, {
      token: t.organizer.token,
      body: { budgetAmount: -1, name: 'Never' },
    });
    await p.rest('POST', `${BASE}/campaigns/${campaign.id}/broadcasts`, {
      token: t.organizer.token,
      body: {
        creativeId: 'c',
        audienceId: 'a',
        channel: 'sms',
        scheduledAt: '2030-01-01',
        estimatedReach: 1,
      },
    });
    expect((await events.settled((e) => e.subject === campaign.id)).map((e) => e.type)).toEqual([
      'ads.campaign.created',
    ]);
    expect(
      await p.prisma.outboxEvent.count({ where: { service: 'ads', subject: campaign.id } }),
    ).toBe(1);
  });
});

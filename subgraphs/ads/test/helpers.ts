import type { PlatformEvent } from '../../../lib/events/bus';
import type { TenantFixture, TestPlatform } from '../../../test/harness';

export { systemToken } from '../../../test/accounts';
import { restData } from '../../../test/answers';

export const BASE = '/ads/v1';

/** A valid create body; tests override single fields. */
export function campaignBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Spring launch',
    type: 'display',
    budgetType: 'daily',
    budgetAmount: 150.5,
    currency: 'usd',
    startDate: '2030-03-01T00:00:00.000Z',
    endDate: '2030-04-01T00:00:00.000Z',
    bidStrategy: 'manual_cpc',
    bidAmount: 0.75,
    targetingAudienceId: 'aud-42',
    ...overrides,
  };
}

/** The fields a VALIDATION_FAILED names, sorted. */
export function fieldsOf(error: { details?: { field: string }[] }): string[] {
  return (error.details ?? []).map((d) => d.field).sort();
}

export async function createCampaign(
  p: TestPlatform,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  return restData(
    await p.rest('POST', `${BASE}/campaigns`, { token, body: campaignBody(overrides) }),
    201,
  );
}

/** A campaign taken through review to active (organizer submits, admin approves). */
export async function activeCampaign(
  p: TestPlatform,
  t: TenantFixture,
  overrides: Record<string, unknown> = {},
) {
  const campaign = await createCampaign(p, t.organizer.token, overrides);
  const review = restData(
    await p.rest('POST', `${BASE}/campaigns/${campaign.id}/reviews`, {
      token: t.organizer.token,
      body: { creativeId: 'cr-1' },
    }),
    201,
  );
  restData(
    await p.rest('POST', `${BASE}/reviews/${review.id}/complete`, {
      token: t.admin.token,
      body: { decision: 'approved' },
    }),
  );
  return { ...campaign, status: 'active', reviewId: review.id };
}

/** Events whose data mention `id` anywhere. */
export function mentioning(id: string) {
  return (event: PlatformEvent) => JSON.stringify(event.data).includes(id) || event.subject === id;
}

import { queryData, queryError, restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { BASE, campaignBody, createCampaign, fieldsOf, systemToken } from './helpers';

const { p, t } = platformFixture();

const create = (token: string, body: unknown) =>
  p.rest('POST', `${BASE}/campaigns`, { token, body });

describe('creating campaigns', () => {
  it('answers 201 with a draft campaign; currency is stored upper case', async () => {
    const campaign = await createCampaign(p, t.organizer.token);
    expect(campaign).toEqual({
      id: expect.any(String),
      tenantId: t.tenantId,
      name: 'Spring launch',
      type: 'display',
      status: 'draft',
      budgetType: 'daily',
      budgetAmount: 150.5,
      currency: 'USD',
      startDate: '2030-03-01T00:00:00.000Z',
      endDate: '2030-04-01T00:00:00.000Z',
      bidStrategy: 'manual_cpc',
      bidAmount: 0.75,
      targetingAudienceId: 'aud-42',
      createdBy: t.organizer.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(
      restData(await p.rest('GET', `${BASE}/campaigns/${campaign.id}`, { token: t.admin.token })),
    ).toEqual(campaign);
  });

  it('takes dates alone or with a zone, and no bid or audience', async () => {
    const campaign = await createCampaign(p, t.admin.token, {
      startDate: '2030-05-01',
      endDate: '2030-05-02T09:30:00+02:00',
      bidAmount: undefined,
      targetingAudienceId: undefined,
    });
    expect(campaign).toMatchObject({
      startDate: '2030-05-01T00:00:00.000Z',
      endDate: '2030-05-02T07:30:00.000Z',
      bidAmount: null,
      targetingAudienceId: null,
    });
  });

  it('reports every missing field at once (REST), and unknown fields', async () => {
    const missing = restError(await create(t.admin.token, {}), 400, 'VALIDATION_FAILED');
    expect(fieldsOf(missing)).toEqual([
      'bidStrategy',
      'budgetAmount',
      'budgetType',
      'currency',
      'endDate',
      'name',
      'startDate',
      'type',
    ]);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ extra: 1 })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['extra']);
  });

  it('reports every wrong enum value', async () => {
    const wrong = restError(
      await create(
        t.admin.token,
        campaignBody({ type: 'banner', budgetType: 'weekly', bidStrategy: 'cheap' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(fieldsOf(wrong)).toEqual(['bidStrategy', 'budgetType', 'type']);
  });

  it('reports every wrong value at once', async () => {
    const error = restError(
      await create(
        t.admin.token,
        campaignBody({
          name: ' ',
          budgetAmount: -1.234,
          bidAmount: 0.001,
          currency: 'US',
          endDate: '2030-02-01T00:00:00Z',
          targetingAudienceId: '',
        }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([
      { field: 'name', problem: 'must not be empty' },
      { field: 'budgetAmount', problem: 'must be at least 0' },
      { field: 'budgetAmount', problem: 'must have at most 2 decimal places' },
      { field: 'bidAmount', problem: 'must have at most 2 decimal places' },
      { field: 'currency', problem: expect.stringContaining('ISO 4217') },
      { field: 'endDate', problem: 'must be after startDate (2030-03-01T00:00:00.000Z)' },
      { field: 'targetingAudienceId', problem: expect.stringContaining('must not be empty') },
    ]);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ name: 'x'.repeat(201) })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['name']);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ startDate: 'soon', endDate: '2030-02-30' })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['endDate', 'startDate']);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ startDate: '2030-03-01T10:00:00' })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['startDate']);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ endDate: '2030-03-01T00:00:00Z' })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['endDate']);
    expect(
      fieldsOf(
        restError(
          await create(t.admin.token, campaignBody({ budgetAmount: 1e15 })),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['budgetAmount']);
  });

  it('is for organizers, admins and system; users are 403 and anonymous callers 401', async () => {
    await createCampaign(p, systemToken(t.tenantId));
    restError(await create(t.user.token, campaignBody()), 403, 'FORBIDDEN');
    restError(await create('', campaignBody()), 401, 'UNAUTHENTICATED');
    restError(await p.rest('GET', `${BASE}/campaigns`, { token: t.user.token }), 403, 'FORBIDDEN');
    const id = (await createCampaign(p, t.admin.token)).id;
    restError(
      await p.rest('GET', `${BASE}/campaigns/${id}`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest('PATCH', `${BASE}/campaigns/${id}`, {
        token: t.user.token,
        body: { name: 'Mine' },
      }),
      403,
      'FORBIDDEN',
    );
    restError(
      await p.rest('DELETE', `${BASE}/campaigns/${id}`, { token: t.user.token }),
      403,
      'FORBIDDEN',
    );
  });

  it('works through GraphQL with the same rules', async () => {
    const input = campaignBody({ type: 'search', currency: 'EUR' });
    const { createCampaign: created } = await queryData(
      p,
      t.organizer.token,
      'mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { id type status currency } }',
      { input },
    );
    expect(created).toEqual({
      id: expect.any(String),
      type: 'search',
      status: 'draft',
      currency: 'EUR',
    });
    const { campaign } = await queryData(
      p,
      t.organizer.token,
      'query($id: ID!) { campaign(id: $id) { id name } }',
      { id: created.id },
    );
    expect(campaign).toEqual({ id: created.id, name: 'Spring launch' });
    const error = await queryError(
      p,
      t.organizer.token,
      'mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
      { input: { ...input, budgetAmount: -5 } },
    );
    expect(error).toEqual({
      code: 'VALIDATION_FAILED',
      httpStatus: 400,
      details: [{ field: 'budgetAmount', problem: 'must be at least 0' }],
    });
    expect(await queryError(p, t.user.token, 'query { campaigns { nodes { id } } }')).toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });
});

describe('listing campaigns', () => {
  it('lists newest first by cursor and filters by status and type', async () => {
    const tenant = await p.newTenant();
    const ids: string[] = [];
    for (const type of ['display', 'search', 'video'])
      ids.push((await createCampaign(p, tenant.organizer.token, { type })).id);
    const first = await p.rest('GET', `${BASE}/campaigns?limit=2`, {
      token: tenant.organizer.token,
    });
    expect(restData(first).map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.page).toEqual({ next_cursor: expect.any(String), has_more: true, limit: 2 });
    const second = await p.rest(
      'GET',
      `${BASE}/campaigns?limit=2&cursor=${first.body.page.next_cursor}`,
      { token: tenant.organizer.token },
    );
    expect(restData(second).map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(second.body.page.has_more).toBe(false);
    expect(
      restData(
        await p.rest('GET', `${BASE}/campaigns?type=search`, { token: tenant.admin.token }),
      ).map((c: { id: string }) => c.id),
    ).toEqual([ids[1]]);
    await p.rest('POST', `${BASE}/campaigns/${ids[0]}/archive`, { token: tenant.admin.token });
    expect(
      restData(
        await p.rest('GET', `${BASE}/campaigns?status=archived`, { token: tenant.admin.token }),
      ).map((c: { id: string }) => c.id),
    ).toEqual([ids[0]]);
    expect(
      restData(
        await p.rest('GET', `${BASE}/campaigns?status=draft&type=display`, {
          token: tenant.admin.token,
        }),
      ),
    ).toEqual([]);
    const { campaigns } = await queryData(
      p,
      tenant.admin.token,
      'query { campaigns(status: draft) { nodes { id } pageInfo { hasNextPage limit } } }',
    );
    expect(campaigns).toEqual({
      nodes: [{ id: ids[2] }, { id: ids[1] }],
      pageInfo: { hasNextPage: false, limit: 20 },
    });
  });

  it('refuses bad parameters with 400', async () => {
    expect(
      fieldsOf(
        restError(
          await p.rest('GET', `${BASE}/campaigns?status=running`, { token: t.admin.token }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['status']);
    expect(
      fieldsOf(
        restError(
          await p.rest('GET', `${BASE}/campaigns?type=banner`, { token: t.admin.token }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['type']);
    restError(
      await p.rest('GET', `${BASE}/campaigns?limit=101`, { token: t.admin.token }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('GET', `${BASE}/campaigns?cursor=garbage`, { token: t.admin.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('deleting campaigns', () => {
  it('soft-deletes with 204; then reads, changes and lists treat it as gone', async () => {
    const id = (await createCampaign(p, t.organizer.token)).id;
    expect(
      (await p.rest('DELETE', `${BASE}/campaigns/${id}`, { token: t.organizer.token })).status,
    ).toBe(204);
    restError(
      await p.rest('GET', `${BASE}/campaigns/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('PATCH', `${BASE}/campaigns/${id}`, {
        token: t.admin.token,
        body: { name: 'Back' },
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('DELETE', `${BASE}/campaigns/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    const listed = restData(
      await p.rest('GET', `${BASE}/campaigns?limit=100`, { token: t.admin.token }),
    );
    expect(listed.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(await p.prisma.adCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      deletedBy: t.organizer.userId,
      deletedAt: expect.any(Date),
    });
    const { deleteCampaign } = await queryData(
      p,
      t.admin.token,
      'mutation($id: ID!) { deleteCampaign(id: $id) }',
      { id: (await createCampaign(p, t.admin.token)).id },
    );
    expect(deleteCampaign).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      restError(
        await p.rest('GET', `${BASE}/campaigns/${id}`, { token: t.admin.token }),
        404,
        'NOT_FOUND',
      );
      restError(
        await p.rest('DELETE', `${BASE}/campaigns/${id}`, { token: t.admin.token }),
        404,
        'NOT_FOUND',
      );
      restError(
        await p.rest('POST', `${BASE}/campaigns/${id}/pause`, { token: t.admin.token }),
        404,
        'NOT_FOUND',
      );
    }
  });
});

import { restData, restError } from '../../../test/answers';
import type { Session, TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { addMember } from './disputes-helpers';
import { activeListing } from './helpers';

let b: TenantFixture;
let partner: Session;

const { p, t: a } = platformFixture();
beforeAll(async () => {
  b = await p.newTenant();
  partner = await addMember(p, a.admin, 'organizer');
  await Promise.all([
    activeListing(p, a.organizer.token),
    activeListing(p, partner.token),
    activeListing(p, b.organizer.token),
  ]);
});

const BASE = '/marketplace/v1/collaborations';
const rest = (method: string, path: string, token: string, body?: unknown) =>
  p.rest(method, `${BASE}${path}`, { token, body });

/** A new proposal body of tenant A's organizer to `partner`, about a listing of its own (so never a duplicate). */
async function proposal(extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const listing = await activeListing(p, a.organizer.token);
  return { partnerId: partner.userId, listingId: listing.id, ...extra };
}

describe('REST collaborations', () => {
  it('creates (201), lists (200, paginated), reads and moves (200)', async () => {
    const created = restData(
      await rest(
        'POST',
        '',
        a.organizer.token,
        await proposal({ message: 'Let us team up', revenueSplitPercent: 50 }),
      ),
      201,
    );
    expect(created).toMatchObject({
      status: 'pending',
      requesterId: a.organizer.userId,
      partnerId: partner.userId,
      revenueSplitPercent: 50,
    });
    expect(created).not.toHaveProperty('partner');
    const list = await rest('GET', '?role=received&limit=1', partner.token);
    expect(restData(list, 200).map((c: { id: string }) => c.id)).toEqual([created.id]);
    expect(list.body.page).toEqual({ next_cursor: null, has_more: false, limit: 1 });
    expect(restData(await rest('GET', `/${created.id}`, a.organizer.token), 200)).toEqual(created);
    expect(restData(await rest('POST', `/${created.id}/accept`, partner.token), 200).status).toBe(
      'accepted',
    );
    expect(
      restData(await rest('POST', `/${created.id}/cancel`, a.organizer.token), 200).status,
    ).toBe('cancelled');
    const other = restData(await rest('POST', '', a.organizer.token, await proposal()), 201);
    expect(restData(await rest('POST', `/${other.id}/decline`, partner.token), 200).status).toBe(
      'declined',
    );
  });

  // POST /collaborations lists 400 and 401 only (docs/rest-contract.md): its refusal and conflict are 400.
  it('answers 400, 403 and 404 with the error envelope', async () => {
    const error = restError(
      await rest('POST', '', a.organizer.token, {
        partnerId: a.organizer.userId,
        revenueSplitPercent: 'half',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: { field: string }) => d.field)).toEqual(['revenueSplitPercent']);
    restError(
      await rest('POST', '', a.organizer.token, { partnerId: a.organizer.userId }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await rest('POST', '', a.user.token, { partnerId: partner.userId }),
      400,
      'FORBIDDEN',
    );
    const body = await proposal();
    const created = restData(await rest('POST', '', a.organizer.token, body), 201);
    restError(await rest('POST', '', a.organizer.token, body), 400, 'CONFLICT');
    restError(await rest('POST', `/${created.id}/accept`, a.organizer.token), 403, 'FORBIDDEN');
    restError(await rest('GET', `/${created.id}`, a.user.token), 404, 'NOT_FOUND');
    restError(await rest('GET', '?status=bogus', a.user.token), 400, 'VALIDATION_FAILED');
    restError(
      await rest('POST', `/${created.id}/decline`, partner.token).then(() =>
        rest('POST', `/${created.id}/accept`, partner.token),
      ),
      400,
      'INVALID_STATE',
    );
  });
});

describe('collaborations across tenants', () => {
  it("never shows or moves another tenant's request, and never pairs sellers of two tenants", async () => {
    const created = restData(await rest('POST', '', a.organizer.token, await proposal()), 201);
    for (const session of [b.admin, b.organizer, b.user]) {
      restError(await rest('GET', `/${created.id}`, session.token), 404, 'NOT_FOUND');
      for (const move of ['accept', 'decline', 'cancel'])
        restError(await rest('POST', `/${created.id}/${move}`, session.token), 404, 'NOT_FOUND');
      expect(restData(await rest('GET', '', session.token), 200)).toEqual([]);
    }
    // A seller of tenant A is no seller of tenant B.
    const cross = restError(
      await rest('POST', '', b.organizer.token, { partnerId: partner.userId }),
      400,
      'VALIDATION_FAILED',
    );
    expect(cross.details).toEqual([
      { field: 'partnerId', problem: expect.stringContaining('seller of this tenant') },
    ]);
    expect(
      await p.prisma.collaboration.findUniqueOrThrow({ where: { id: created.id } }),
    ).toMatchObject({ status: 'pending' });
  });
});
